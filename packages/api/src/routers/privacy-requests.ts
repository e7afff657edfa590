import {
  privacyDecisionSchema,
  privacyRequestSchema,
  privacyVerifySchema,
  rowId,
} from "@kairos/shared";
import { z } from "zod";
import { decidePrivacyRequest } from "../services/privacy/decisions";
import {
  countOpenPrivacyRequests,
  listPrivacyRequests,
  submitPrivacyRequest,
  verifyPrivacyRequest,
} from "../services/privacy/requests";
import { formProcedure, publicProcedure, router, staffProcedure } from "../trpc";

/** Access and erasure requests (decision 0034): the public form and the staff queue. */
export const privacyRequestsRouter = router({
  submit: formProcedure("privacy-request")
    .input(privacyRequestSchema)
    .mutation(({ ctx, input }) => submitPrivacyRequest(ctx.deps, input, { ip: ctx.auth.ip })),
  verify: publicProcedure
    .input(privacyVerifySchema)
    .mutation(({ ctx, input }) => verifyPrivacyRequest(ctx.deps, input.token)),
  list: staffProcedure.query(({ ctx }) => listPrivacyRequests(ctx.deps.database.db)),
  /** The sidebar's count of open requests. */
  openCount: staffProcedure.query(({ ctx }) => countOpenPrivacyRequests(ctx.deps.database.db)),
  decide: staffProcedure
    .input(z.object({ id: rowId("Request not found"), decision: privacyDecisionSchema }))
    .mutation(({ ctx, input }) =>
      decidePrivacyRequest(ctx.deps, input.id, input.decision, ctx.session.user),
    ),
});
