import { dateParam, paginationQuery } from "@kairos/shared";
import { z } from "zod";
import { bookedSlots } from "../services/booked-slots";
import { router, staffProcedure } from "../trpc";

/** /admin/booked-slots: a round's active bookings. */
export const bookedSlotsRouter = router({
  list: staffProcedure
    .input(
      paginationQuery(10, 100).extend({
        round: z.string().max(40),
        entryDate: dateParam.optional(),
      }),
    )
    .query(({ ctx, input }) => bookedSlots(ctx.deps.database.db, input.round, input)),
});
