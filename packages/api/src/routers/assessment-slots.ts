import {
  cancelBookingSchema,
  createSlotsSchema,
  moveBookingSchema,
  roundSlotsSchema,
  slotIdSchema,
  updateSlotSchema,
} from "@kairos/shared";
import {
  cancelBooking,
  createSlots,
  deleteSlot,
  listRoundSlots,
  moveBooking,
  updateSlot,
} from "../services/assessment-slots";
import { router, staffProcedure } from "../trpc";

/** /admin/slots: admins and moderators both manage the assessment calendar. */
export const assessmentSlotsRouter = router({
  list: staffProcedure
    .input(roundSlotsSchema)
    .query(({ ctx, input }) => listRoundSlots(ctx.deps.database.db, input.roundId)),
  create: staffProcedure
    .input(createSlotsSchema)
    .mutation(({ ctx, input }) => createSlots(ctx.deps.database.db, input)),
  update: staffProcedure
    .input(updateSlotSchema)
    .mutation(({ ctx, input }) => updateSlot(ctx.deps.database.db, input)),
  delete: staffProcedure
    .input(slotIdSchema)
    .mutation(({ ctx, input }) => deleteSlot(ctx.deps.database.db, input.slotId)),
  moveBooking: staffProcedure
    .input(moveBookingSchema)
    .mutation(({ ctx, input }) => moveBooking(ctx.deps, input, ctx.session.user)),
  cancelBooking: staffProcedure
    .input(cancelBookingSchema)
    .mutation(({ ctx, input }) => cancelBooking(ctx.deps, input.bookingId, ctx.session.user)),
});
