import { z } from "zod";
import { bookedSlots, bookedSlotsQuery } from "../services/booked-slots";
import { router, staffProcedure } from "../trpc";

/** /admin/booked-slots: a round's active bookings (the query of REST's route, with the round). */
export const bookedSlotsRouter = router({
  list: staffProcedure
    .input(bookedSlotsQuery.extend({ round: z.string().max(40) }))
    .query(({ ctx, input }) => bookedSlots(ctx.deps.database.db, input.round, input)),
});
