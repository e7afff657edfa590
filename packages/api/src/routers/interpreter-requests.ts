import { inboxListSchema, inboxStateChangeSchema, interpreterRequestSchema } from "@kairos/shared";
import { z } from "zod";
import {
  getInterpreterRequest,
  interpreterRequestCounts,
  listInterpreterRequests,
  setInterpreterRequestState,
  submitInterpreterRequest,
} from "../services/interpreter-requests";
import { formProcedure, router, staffProcedure } from "../trpc";

const byId = z.object({ id: z.number().int().positive() });

export const interpreterRequestsRouter = router({
  submit: formProcedure("interpreter-request")
    .input(interpreterRequestSchema)
    .mutation(({ ctx, input }) => submitInterpreterRequest(ctx.deps, input, { ip: ctx.auth.ip })),
  list: staffProcedure
    .input(inboxListSchema)
    .query(({ ctx, input }) => listInterpreterRequests(ctx.deps.database.db, input)),
  /** Opening a new request marks it read. */
  get: staffProcedure
    .input(byId)
    .query(({ ctx, input }) => getInterpreterRequest(ctx.deps.database.db, input.id)),
  setState: staffProcedure
    .input(inboxStateChangeSchema)
    .mutation(({ ctx, input }) => setInterpreterRequestState(ctx.deps.database.db, input)),
  counts: staffProcedure.query(({ ctx }) => interpreterRequestCounts(ctx.deps.database.db)),
});
