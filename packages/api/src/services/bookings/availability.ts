import { assessmentSlots, type Db, rounds } from "@kairos/db";
import { EGYPT_TIME_ZONE, toZonedParts, zonedTimeToUtc } from "@kairos/shared";
import { and, asc, eq, gt, gte, lt, sql } from "drizzle-orm";
import { cachedPublicRead } from "../../platform/public-reads";
import { getRound } from "../rounds/read";

/**
 * A slot can be booked: in the future, not full, and its round open for applications (the
 * query joins `rounds`).
 */
export const bookable = (now: Date) =>
  and(
    gt(assessmentSlots.startsAt, now),
    sql`${assessmentSlots.bookedCount} < ${assessmentSlots.capacity}`,
    eq(rounds.status, "open"),
  );

export interface TimeSlot {
  id: number;
  /** HH:MM, Egypt time. */
  time: string;
  /** YYYY-MM-DD, Egypt time. */
  date: string;
  round_name: string;
}

/** Egypt-time dates (YYYY-MM-DD) that still have a free, future slot for `course`. */
export async function availableDates(db: Db, course: string, now = new Date()): Promise<string[]> {
  await getRound(db, course);
  const rows = await db
    .select({ startsAt: assessmentSlots.startsAt })
    .from(assessmentSlots)
    .innerJoin(rounds, eq(rounds.id, assessmentSlots.roundId))
    .where(and(eq(assessmentSlots.roundId, course), bookable(now)))
    .orderBy(asc(assessmentSlots.startsAt));
  return [...new Set(rows.map((r) => toZonedParts(r.startsAt, EGYPT_TIME_ZONE).date))];
}

/**
 * availableDates for the public site (the booking form), cached: see public-reads.ts. An
 * unknown course is not cached (it throws NOT_FOUND), so the keys are the rounds that exist.
 */
export function publicAvailableDates(db: Db, course: string): Promise<string[]> {
  return cachedPublicRead(db, `available-dates:${course}`, () => availableDates(db, course));
}

/** The free, future slots of `course` on the Egypt-time `date`. */
export async function availableSlots(
  db: Db,
  course: string,
  date: string,
  now = new Date(),
): Promise<TimeSlot[]> {
  const round = await getRound(db, course);
  const dayStart = zonedTimeToUtc(date, "00:00", EGYPT_TIME_ZONE);
  const next = new Date(`${date}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  const dayEnd = zonedTimeToUtc(next.toISOString().slice(0, 10), "00:00", EGYPT_TIME_ZONE);
  const rows = await db
    .select({ id: assessmentSlots.id, startsAt: assessmentSlots.startsAt })
    .from(assessmentSlots)
    .innerJoin(rounds, eq(rounds.id, assessmentSlots.roundId))
    .where(
      and(
        eq(assessmentSlots.roundId, course),
        gte(assessmentSlots.startsAt, dayStart),
        lt(assessmentSlots.startsAt, dayEnd),
        bookable(now),
      ),
    )
    .orderBy(asc(assessmentSlots.startsAt));
  return rows.map((r) => ({
    id: r.id,
    ...toZonedParts(r.startsAt, EGYPT_TIME_ZONE),
    round_name: round.name,
  }));
}

/** Whether `slotId` can still be booked. */
export async function checkAvailability(db: Db, slotId: number, now = new Date()) {
  const [row] = await db
    .select({ id: assessmentSlots.id })
    .from(assessmentSlots)
    .innerJoin(rounds, eq(rounds.id, assessmentSlots.roundId))
    .where(and(eq(assessmentSlots.id, slotId), bookable(now)));
  return { available: !!row };
}
