import { assessmentBookings, assessmentSlots, type Db } from "@kairos/db";
import {
  bookedSlotsQuerySchema,
  EGYPT_TIME_ZONE,
  paginationOf,
  paginationQuery,
  toZonedParts,
  zonedTimeToUtc,
} from "@kairos/shared";
import { and, asc, count, eq, gte, isNull, lt } from "drizzle-orm";
import type { z } from "zod";
import { getRound } from "./rounds";

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

/** Active bookings of a round, soonest first, optionally of one Egypt-time date. */
export async function bookedSlots(db: Db, roundId: string, options: BookedSlotsQuery) {
  const entryDate = options.entry_date;
  const round = await getRound(db, roundId);
  const conditions = [
    eq(assessmentBookings.roundId, roundId),
    isNull(assessmentBookings.cancelledAt),
  ];
  if (entryDate) {
    const start = zonedTimeToUtc(entryDate, "00:00", EGYPT_TIME_ZONE);
    const next = new Date(`${entryDate}T12:00:00Z`);
    next.setUTCDate(next.getUTCDate() + 1);
    const end = zonedTimeToUtc(next.toISOString().slice(0, 10), "00:00", EGYPT_TIME_ZONE);
    conditions.push(gte(assessmentSlots.startsAt, start), lt(assessmentSlots.startsAt, end));
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
    })
    .from(assessmentBookings)
    .innerJoin(assessmentSlots, eq(assessmentSlots.id, assessmentBookings.slotId))
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
        round_name: round.name,
        slot_id: r.slotId,
      };
    }),
    pagination: paginationOf(options.page, options.limit, total?.n ?? 0),
  };
}
