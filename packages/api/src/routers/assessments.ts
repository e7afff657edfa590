import { dateParam, idInput, roundIdParam, SLOT_MESSAGES } from "@kairos/shared";
import { z } from "zod";
import { existingRowId } from "../platform/ids";
import {
  availableSlots,
  checkAvailability,
  publicAvailableDates,
} from "../services/bookings/availability";
import { publicRounds } from "../services/rounds/read";
import { publicProcedure, router } from "../trpc";

const { slotNotFound } = SLOT_MESSAGES;

export const assessmentsRouter = router({
  rounds: publicProcedure.query(({ ctx }) => publicRounds(ctx.deps.database.db)),
  availableDates: publicProcedure
    .input(z.object({ roundId: roundIdParam }))
    .query(({ ctx, input }) => publicAvailableDates(ctx.deps.database.db, input.roundId)),
  availableSlots: publicProcedure
    .input(z.object({ roundId: roundIdParam, date: dateParam }))
    .query(({ ctx, input }) => availableSlots(ctx.deps.database.db, input.roundId, input.date)),
  checkAvailability: publicProcedure
    .input(z.object({ slotId: z.coerce.number(slotNotFound).pipe(idInput(slotNotFound)) }))
    .query(({ ctx, input }) =>
      checkAvailability(ctx.deps.database.db, existingRowId(input.slotId, slotNotFound)),
    ),
});
