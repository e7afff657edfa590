import { assessmentBookings, assessmentSlots, type Db, rounds } from "@kairos/db";
import {
  addCalendarDays,
  bookedSlotsQuerySchema,
  EGYPT_TIME_ZONE,
  egyptMidnight,
  egyptToday,
  paginationOf,
  paginationQuery,
  toZonedParts,
} from "@kairos/shared";
import { and, asc, count, eq, gte, isNull, lt } from "drizzle-orm";
import type { z } from "zod";
import { getRound } from "../rounds/read";

export interface BookedSlot {
  id: number;
  email: string;
  /** YYYY-MM-DD and HH:MM, Egypt time. */
  entry_date: string;
  entry_time: string;
  round_name: string;
  slot_id: number;
}

/**
 * `?page&limit&entry_date` of a round's booked slots, over both transports (REST's query, the
 * tRPC input with the round): the spec's `entry_date` (the shared bookedSlotsQuerySchema).
 */
export const bookedSlotsQuery = paginationQuery(10, 100).extend(bookedSlotsQuerySchema.shape);
export type BookedSlotsQuery = z.output<typeof bookedSlotsQuery>;

/**
 * Active bookings, soonest first: of one round, or with `roundId` null of every round from today
 * on (Egypt time), the console's first view, which a new round does not empty (INC-01); either
 * optionally of one Egypt-time date.
 */
export async function bookedSlots(db: Db, roundId: string | null, options: BookedSlotsQuery) {
  const entryDate = options.entry_date;
  if (roundId !== null) await getRound(db, roundId);
  const conditions = [isNull(assessmentBookings.cancelledAt)];
  if (roundId !== null) conditions.push(eq(assessmentBookings.roundId, roundId));
  if (entryDate) {
    conditions.push(
      gte(assessmentSlots.startsAt, egyptMidnight(entryDate)),
      lt(assessmentSlots.startsAt, egyptMidnight(addCalendarDays(entryDate, 1))),
    );
  } else if (roundId === null) {
    conditions.push(gte(assessmentSlots.startsAt, egyptMidnight(egyptToday())));
  }
  const where = and(...conditions);
  const [total] = await db
    .select({ n: count() })
    .from(assessmentBookings)
    .innerJoin(assessmentSlots, eq(assessmentSlots.id, assessmentBookings.slotId))
    .where(where);
  const rows = await db
    .select({
      id: assessmentBookings.id,
      email: assessmentBookings.email,
      slotId: assessmentBookings.slotId,
      startsAt: assessmentSlots.startsAt,
      roundName: rounds.name,
    })
    .from(assessmentBookings)
    .innerJoin(assessmentSlots, eq(assessmentSlots.id, assessmentBookings.slotId))
    .innerJoin(rounds, eq(rounds.id, assessmentBookings.roundId))
    .where(where)
    .orderBy(asc(assessmentSlots.startsAt), asc(assessmentBookings.id))
    .limit(options.limit)
    .offset((options.page - 1) * options.limit);
  return {
    booked_slots: rows.map((r): BookedSlot => {
      const { date, time } = toZonedParts(r.startsAt, EGYPT_TIME_ZONE);
      return {
        id: r.id,
        email: r.email,
        entry_date: date,
        entry_time: time,
        round_name: r.roundName,
        slot_id: r.slotId,
      };
    }),
    pagination: paginationOf(options.page, options.limit, total?.n ?? 0),
  };
}
