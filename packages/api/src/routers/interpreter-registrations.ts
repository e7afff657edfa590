import { inboxListSchema, inboxStateChangeSchema, rowId } from "@kairos/shared";
import { z } from "zod";
import {
  getRegistration,
  listRegistrations,
  REGISTRATION_NOT_FOUND,
  registrationCounts,
  setRegistrationState,
} from "../services/interpreter-registrations";
import { router, staffProcedure } from "../trpc";

export const interpreterRegistrationsRouter = router({
  list: staffProcedure
    .input(inboxListSchema)
    .query(({ ctx, input }) => listRegistrations(ctx.deps.database.db, input)),
  /** Opening a new registration marks it read. */
  get: staffProcedure
    .input(z.object({ id: rowId(REGISTRATION_NOT_FOUND) }))
    .query(({ ctx, input }) => getRegistration(ctx.deps.database.db, input.id)),
  setState: staffProcedure
    .input(inboxStateChangeSchema)
    .mutation(({ ctx, input }) => setRegistrationState(ctx.deps.database.db, input)),
  counts: staffProcedure.query(({ ctx }) => registrationCounts(ctx.deps.database.db)),
});
