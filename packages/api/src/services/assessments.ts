import { assessmentBookings, assessmentSlots, type Db, rounds } from "@kairos/db";
import { EGYPT_TIME_ZONE, paginationOf, toZonedParts, zonedTimeToUtc } from "@kairos/shared";
import { and, asc, count, eq, gt, gte, isNull, lt, sql } from "drizzle-orm";
import { AppError } from "../errors";
import { cachedPublicRead } from "./public-reads";

/** Every round, oldest first (ids sort as round-1, round-2, ...). */
export function listRounds(db: Db) {
  return db.select().from(rounds).orderBy(asc(rounds.id));
}

/** listRounds for the public site (the tRPC `assessments.rounds`), cached: see public-reads.ts. */
export function publicRounds(db: Db) {
  return cachedPublicRead(db, "rounds", async () => listRounds(db));
}

export async function getRound(db: Db, id: string) {
  const [round] = await db.select().from(rounds).where(eq(rounds.id, id));
  if (!round) throw new AppError("NOT_FOUND", "Training course not found");
  return round;
}

/** A slot can be booked: in the future, not full, and its round open for applications. */
const bookable = (now: Date) =>
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

export interface BookedSlot {
  id: number;
  email: string;
  /** YYYY-MM-DD and HH:MM, Egypt time. */
  entry_date: string;
  entry_time: string;
  round_name: string;
  slot_id: number;
}

/** Active bookings of a round, soonest first, optionally of one Egypt-time date. */
export async function bookedSlots(
  db: Db,
  roundId: string,
  options: { page: number; limit: number; entryDate?: string | undefined },
) {
  const round = await getRound(db, roundId);
  const conditions = [
    eq(assessmentBookings.roundId, roundId),
    isNull(assessmentBookings.cancelledAt),
  ];
  if (options.entryDate) {
    const start = zonedTimeToUtc(options.entryDate, "00:00", EGYPT_TIME_ZONE);
    const next = new Date(`${options.entryDate}T12:00:00Z`);
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
