import { dateParam, idInput, SLOT_MESSAGES } from "@kairos/shared";
import { z } from "zod";
import { existingRowId } from "../platform/ids";
import {
  availableSlots,
  checkAvailability,
  publicAvailableDates,
} from "../services/bookings/availability";
import { publicRounds } from "../services/settings/rounds";
import { publicProcedure, router } from "../trpc";

const course = z.string().min(1).max(40);
const { slotNotFound } = SLOT_MESSAGES;

export const assessmentsRouter = router({
  rounds: publicProcedure.query(({ ctx }) => publicRounds(ctx.deps.database.db)),
  availableDates: publicProcedure
    .input(z.object({ course }))
    .query(({ ctx, input }) => publicAvailableDates(ctx.deps.database.db, input.course)),
  availableSlots: publicProcedure
    .input(z.object({ course, date: dateParam }))
    .query(({ ctx, input }) => availableSlots(ctx.deps.database.db, input.course, input.date)),
  checkAvailability: publicProcedure
    .input(z.object({ slotId: z.coerce.number(slotNotFound).pipe(idInput(slotNotFound)) }))
    .query(({ ctx, input }) =>
      checkAvailability(ctx.deps.database.db, existingRowId(input.slotId, slotNotFound)),
    ),
});
