import { waitlistJoinSchema, waitlistListQuery } from "@kairos/shared";
import { joinWaitlist, listWaitlist } from "../services/applications/waitlist";
import { formProcedure, router, staffProcedure } from "../trpc";

/** The "tell me when" list of /register (GAP-27): the public form and the staff's view. */
export const waitlistRouter = router({
  join: formProcedure("waitlist")
    .input(waitlistJoinSchema)
    .mutation(({ ctx, input }) => joinWaitlist(ctx.deps, input, { ip: ctx.auth.ip })),
  list: staffProcedure
    .input(waitlistListQuery)
    .query(({ ctx, input }) => listWaitlist(ctx.deps.database.db, input)),
});
