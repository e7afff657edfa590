import { interpreterRequestSchema } from "@kairos/shared";
import {
  interpreterRequestsInbox,
  submitInterpreterRequest,
} from "../services/inbox/interpreter-requests";
import { formProcedure, router } from "../trpc";
import { inboxProcedures } from "./inbox";

export const interpreterRequestsRouter = router({
  submit: formProcedure("interpreter-request")
    .input(interpreterRequestSchema)
    .mutation(({ ctx, input }) => submitInterpreterRequest(ctx.deps, input, { ip: ctx.auth.ip })),
  ...inboxProcedures(interpreterRequestsInbox),
});
