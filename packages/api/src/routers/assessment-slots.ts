import {
  cancelBookingSchema,
  createSlotsSchema,
  idInput,
  moveBookingSchema,
  roundSlotsSchema,
  SLOT_MESSAGES,
  slotIdSchema,
  updateSlotSchema,
} from "@kairos/shared";
import { existingRowId } from "../platform/ids";
import { cancelBooking, moveBooking } from "../services/bookings/changes";
import { createSlots, deleteSlot, listRoundSlots, updateSlot } from "../services/bookings/slots";
import { router, staffProcedure } from "../trpc";

// The slot or booking a call names, by the rule of every id (REST's path ids too): malformed,
// a 400 naming the field; well-formed but of none (3e9 too), the 404.
const { slotNotFound, bookingNotFound } = SLOT_MESSAGES;
const slotId = { slotId: idInput(slotNotFound) };
const bookingId = { bookingId: idInput(bookingNotFound) };
const existingSlot = (id: number) => existingRowId(id, slotNotFound);
const existingBooking = (id: number) => existingRowId(id, bookingNotFound);

/** /admin/slots: admins and moderators both manage the assessment calendar. */
export const assessmentSlotsRouter = router({
  list: staffProcedure
    .input(roundSlotsSchema)
    .query(({ ctx, input }) => listRoundSlots(ctx.deps.database.db, input.roundId)),
  create: staffProcedure
    .input(createSlotsSchema)
    .mutation(({ ctx, input }) => createSlots(ctx.deps, input)),
  update: staffProcedure
    .input(updateSlotSchema.extend(slotId))
    .mutation(({ ctx, input }) =>
      updateSlot(ctx.deps.database.db, { ...input, slotId: existingSlot(input.slotId) }),
    ),
  delete: staffProcedure
    .input(slotIdSchema.extend(slotId))
    .mutation(({ ctx, input }) => deleteSlot(ctx.deps.database.db, existingSlot(input.slotId))),
  moveBooking: staffProcedure
    .input(moveBookingSchema.extend(bookingId))
    .mutation(({ ctx, input }) =>
      moveBooking(
        ctx.deps,
        { ...input, bookingId: existingBooking(input.bookingId) },
        ctx.session.user,
      ),
    ),
  cancelBooking: staffProcedure
    .input(cancelBookingSchema.extend(bookingId))
    .mutation(({ ctx, input }) =>
      cancelBooking(ctx.deps, existingBooking(input.bookingId), ctx.session.user),
    ),
});
