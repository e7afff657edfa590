import { roundIdParam } from "@kairos/shared";
import { bookedSlots, bookedSlotsQuery } from "../services/bookings/booked-slots";
import { router, staffProcedure } from "../trpc";

/**
 * /admin/booked-slots: a round's active bookings, or every round's upcoming ones without a round
 * (the query of REST's routes, with the round).
 */
export const bookedSlotsRouter = router({
  list: staffProcedure
    .input(bookedSlotsQuery.extend({ roundId: roundIdParam.optional() }))
    .query(({ ctx, input }) => bookedSlots(ctx.deps.database.db, input.roundId ?? null, input)),
});
