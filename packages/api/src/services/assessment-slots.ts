import {
  applicationHistory,
  applications,
  assessmentBookings,
  assessmentSlots,
  type Db,
  rounds,
} from "@kairos/db";
import {
  type CreateSlotsInput,
  EGYPT_TIME_ZONE,
  egyptTimeLabel,
  expandSlotPlan,
  type MoveBookingInput,
  SLOT_LIMITS,
  SLOT_MESSAGES,
  toZonedParts,
  type UpdateSlotInput,
} from "@kairos/shared";
import { and, asc, count, eq, gt, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import type { StaffUser } from "../auth/sessions";
import type { ApiDeps } from "../context";
import { AppError } from "../errors";
import { bookingCancelledMail, bookingMovedMail } from "../mail/booking-mail";
import type { MailMessage } from "../mail/mailer";
import { sendOrQueue } from "../mail/outbox";
import { invalidatePublicReads } from "./public-reads";
import { getRound } from "./rounds";
import { supportEmailOf } from "./settings";

// Staff management of assessment slots (/admin/slots). Every change of a slot's booked count
// is a conditional update on the slot row, so capacity holds under concurrency exactly as it
// does for applicants (see bookSlot in applications.ts).

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type Actor = Pick<StaffUser, "id">;

export interface SlotBooking {
  id: number;
  applicationId: number | null;
  fullName: string | null;
  email: string;
  phone: string | null;
  bookedAt: string;
}

export interface ManagedSlot {
  id: number;
  startsAt: string;
  /** YYYY-MM-DD and HH:MM, Egypt time. */
  date: string;
  time: string;
  capacity: number;
  bookedCount: number;
  callLink: string | null;
  bookings: SlotBooking[];
}

/** The slots of a round, soonest first, each with its active bookings: one query. */
export async function listRoundSlots(db: Db, roundId: string) {
  const round = await getRound(db, roundId);
  const rows = await db
    .select({
      slot: assessmentSlots,
      bookingId: assessmentBookings.id,
      bookingEmail: assessmentBookings.email,
      bookedAt: assessmentBookings.createdAt,
      applicationId: applications.id,
      fullName: applications.fullName,
      phone: applications.phoneNumber,
    })
    .from(assessmentSlots)
    .leftJoin(
      assessmentBookings,
      and(
        eq(assessmentBookings.slotId, assessmentSlots.id),
        isNull(assessmentBookings.cancelledAt),
      ),
    )
    .leftJoin(applications, eq(applications.id, assessmentBookings.applicationId))
    .where(eq(assessmentSlots.roundId, roundId))
    .orderBy(asc(assessmentSlots.startsAt), asc(assessmentSlots.id), asc(assessmentBookings.id));

  const slots: ManagedSlot[] = [];
  for (const row of rows) {
    let slot = slots.at(-1);
    if (slot?.id !== row.slot.id) {
      slot = {
        id: row.slot.id,
        startsAt: row.slot.startsAt.toISOString(),
        ...toZonedParts(row.slot.startsAt, EGYPT_TIME_ZONE),
        capacity: row.slot.capacity,
        bookedCount: row.slot.bookedCount,
        callLink: row.slot.callLink,
        bookings: [],
      };
      slots.push(slot);
    }
    if (row.bookingId !== null && row.bookingEmail !== null && row.bookedAt !== null) {
      slot.bookings.push({
        id: row.bookingId,
        applicationId: row.applicationId,
        fullName: row.fullName,
        email: row.bookingEmail,
        phone: row.phone,
        bookedAt: row.bookedAt.toISOString(),
      });
    }
  }
  return { round: { id: round.id, name: round.name, status: round.status }, slots };
}

/** Creates one slot or a series; past times and existing slots are skipped and counted. */
export async function createSlots(db: Db, input: CreateSlotsInput, now = new Date()) {
  const round = await getRound(db, input.roundId);
  const existing = await db
    .select({ startsAt: assessmentSlots.startsAt })
    .from(assessmentSlots)
    .where(eq(assessmentSlots.roundId, round.id));
  const plan = expandSlotPlan(input, { now, existing: existing.map((e) => e.startsAt) });
  if (plan.starts.length > SLOT_LIMITS.slotsPerRequestMax) {
    throw new AppError("BAD_REQUEST", SLOT_MESSAGES.tooMany);
  }
  if (plan.starts.length === 0) throw new AppError("BAD_REQUEST", SLOT_MESSAGES.nothingToCreate);
  // A slot created by someone else since the read above is skipped by the unique index.
  const created = await db
    .insert(assessmentSlots)
    .values(
      plan.starts.map((startsAt) => ({
        roundId: round.id,
        startsAt,
        capacity: input.capacity,
        callLink: input.callLink ?? null,
      })),
    )
    .onConflictDoNothing({ target: [assessmentSlots.roundId, assessmentSlots.startsAt] })
    .returning({ id: assessmentSlots.id });
  invalidatePublicReads(db);
  return {
    created: created.length,
    skippedPast: plan.skippedPast,
    skippedExisting: plan.skippedExisting + plan.starts.length - created.length,
    skippedInvalid: plan.skippedInvalid,
  };
}

async function slotOrNotFound(db: Db | Tx, slotId: number) {
  const [slot] = await db.select().from(assessmentSlots).where(eq(assessmentSlots.id, slotId));
  if (!slot) throw new AppError("NOT_FOUND", SLOT_MESSAGES.slotNotFound);
  return slot;
}

/** Capacity and call link. The capacity never drops below the places already booked. */
export async function updateSlot(db: Db, input: UpdateSlotInput) {
  const [updated] = await db
    .update(assessmentSlots)
    .set({ capacity: input.capacity, callLink: input.callLink })
    .where(
      and(
        eq(assessmentSlots.id, input.slotId),
        sql`${assessmentSlots.bookedCount} <= ${input.capacity}`,
      ),
    )
    .returning();
  invalidatePublicReads(db);
  if (!updated) {
    const slot = await slotOrNotFound(db, input.slotId);
    throw new AppError("CONFLICT", SLOT_MESSAGES.capacityBelowBooked(slot.bookedCount), {
      capacity: SLOT_MESSAGES.capacityBelowBooked(slot.bookedCount),
    });
  }
  return {
    id: updated.id,
    capacity: updated.capacity,
    bookedCount: updated.bookedCount,
    callLink: updated.callLink,
  };
}

/**
 * Deletes a slot without active bookings. The condition `booked_count = 0` sits in the delete
 * itself, so a booking committed a moment earlier keeps its slot. The rows of bookings that
 * were cancelled or moved away go with the slot; the applications' history still tells them.
 */
export async function deleteSlot(db: Db, slotId: number) {
  await db.transaction(async (tx) => {
    await tx
      .delete(assessmentBookings)
      .where(and(eq(assessmentBookings.slotId, slotId), isNotNull(assessmentBookings.cancelledAt)));
    const [deleted] = await tx
      .delete(assessmentSlots)
      .where(and(eq(assessmentSlots.id, slotId), eq(assessmentSlots.bookedCount, 0)))
      .returning({ id: assessmentSlots.id });
    if (!deleted) {
      await slotOrNotFound(tx, slotId);
      throw new AppError("CONFLICT", SLOT_MESSAGES.deleteBooked);
    }
  });
  invalidatePublicReads(db);
  return { deleted: true, id: slotId };
}

/** The active booking, locked for the rest of the transaction. */
async function lockActiveBooking(tx: Tx, bookingId: number) {
  const [booking] = await tx
    .select()
    .from(assessmentBookings)
    .where(eq(assessmentBookings.id, bookingId))
    .for("update");
  if (!booking) throw new AppError("NOT_FOUND", SLOT_MESSAGES.bookingNotFound);
  if (booking.cancelledAt) throw new AppError("CONFLICT", SLOT_MESSAGES.bookingInactive);
  return booking;
}

const freePlace = (tx: Tx, slotId: number) =>
  tx
    .update(assessmentSlots)
    .set({ bookedCount: sql`greatest(${assessmentSlots.bookedCount} - 1, 0)` })
    .where(eq(assessmentSlots.id, slotId))
    .returning({ startsAt: assessmentSlots.startsAt });

interface BookingChange {
  applicationId: number | null;
  mail: (who: {
    applicationId: number;
    fullName: string;
    roundName: string;
    supportEmail: string;
  }) => Omit<MailMessage, "to">;
  mailDetail: string;
}

/** After the commit: tells the applicant and records whether the mail went out. */
async function mailApplicant(deps: ApiDeps, change: BookingChange) {
  if (change.applicationId === null) return null;
  const { db } = deps.database;
  const [who] = await db
    .select({ fullName: applications.fullName, email: applications.email, roundName: rounds.name })
    .from(applications)
    .innerJoin(rounds, eq(rounds.id, applications.trainingCourse))
    .where(eq(applications.id, change.applicationId));
  if (!who) return null;
  const supportEmail = await supportEmailOf(deps);
  const sent = await sendOrQueue(
    deps,
    {
      to: who.email,
      ...change.mail({ ...who, supportEmail, applicationId: change.applicationId }),
    },
    { applicationId: change.applicationId, template: change.mailDetail },
  );
  await db.insert(applicationHistory).values({
    applicationId: change.applicationId,
    event: sent ? "mail-sent" : "mail-failed",
    detail: change.mailDetail,
  });
  return sent;
}

/**
 * Moves a booking to another slot of its round, all or nothing: the target gains a place only
 * if it has one (same rule as bookSlot), the source gives one back, the old booking row is kept
 * as cancelled and a new one is written. The mail follows the commit and never undoes it.
 */
export async function moveBooking(
  deps: ApiDeps,
  input: MoveBookingInput,
  actor: Actor,
  now = new Date(),
) {
  const { db } = deps.database;
  const moved = await db.transaction(async (tx) => {
    const booking = await lockActiveBooking(tx, input.bookingId);
    if (booking.slotId === input.toSlotId)
      throw new AppError("BAD_REQUEST", SLOT_MESSAGES.sameSlot);
    // Both slot rows are locked in id order, so two opposite moves cannot deadlock.
    const locked = await tx
      .select({ id: assessmentSlots.id, roundId: assessmentSlots.roundId })
      .from(assessmentSlots)
      .where(inArray(assessmentSlots.id, [booking.slotId, input.toSlotId]))
      .orderBy(asc(assessmentSlots.id))
      .for("update");
    const target = locked.find((s) => s.id === input.toSlotId);
    if (!target) throw new AppError("NOT_FOUND", SLOT_MESSAGES.slotNotFound);
    if (target.roundId !== booking.roundId) {
      throw new AppError("BAD_REQUEST", SLOT_MESSAGES.otherRound);
    }
    const [to] = await tx
      .update(assessmentSlots)
      .set({ bookedCount: sql`${assessmentSlots.bookedCount} + 1` })
      .where(
        and(
          eq(assessmentSlots.id, input.toSlotId),
          eq(assessmentSlots.roundId, booking.roundId),
          gt(assessmentSlots.startsAt, now),
          sql`${assessmentSlots.bookedCount} < ${assessmentSlots.capacity}`,
        ),
      )
      .returning({ startsAt: assessmentSlots.startsAt });
    if (!to) throw new AppError("CONFLICT", SLOT_MESSAGES.targetUnavailable);
    const [from] = await freePlace(tx, booking.slotId);
    if (!from) throw new AppError("NOT_FOUND", SLOT_MESSAGES.slotNotFound);
    await tx
      .update(assessmentBookings)
      .set({ cancelledAt: now, cancelledById: actor.id })
      .where(eq(assessmentBookings.id, booking.id));
    // The old row is cancelled first, so the one-active-booking index accepts the new one.
    const [created] = await tx
      .insert(assessmentBookings)
      .values({
        slotId: input.toSlotId,
        roundId: booking.roundId,
        email: booking.email,
        applicationId: booking.applicationId,
      })
      .returning({ id: assessmentBookings.id });
    if (booking.applicationId !== null) {
      await tx.insert(applicationHistory).values({
        applicationId: booking.applicationId,
        event: "booking-moved",
        actorId: actor.id,
        detail: `Assessment moved from ${egyptTimeLabel(from.startsAt)} to ${egyptTimeLabel(to.startsAt)}`,
      });
    }
    // Each move adds a booking row: their count numbers the calendar invitation's versions.
    const [versions] = await tx
      .select({ n: count() })
      .from(assessmentBookings)
      .where(eq(assessmentBookings.applicationId, booking.applicationId ?? -1));
    return {
      booking,
      newBookingId: created?.id ?? null,
      from: from.startsAt,
      to: to.startsAt,
      sequence: Math.max((versions?.n ?? 1) - 1, 0),
    };
  });
  invalidatePublicReads(db);

  const emailSent = await mailApplicant(deps, {
    applicationId: moved.booking.applicationId,
    mail: (who) =>
      bookingMovedMail({
        ...who,
        from: moved.from,
        to: moved.to,
        sequence: moved.sequence,
      }),
    mailDetail: "Assessment booking moved",
  });
  return {
    bookingId: moved.newBookingId,
    fromSlotId: moved.booking.slotId,
    toSlotId: input.toSlotId,
    startsAt: moved.to.toISOString(),
    emailSent,
  };
}

/** Cancels a booking and frees its place; the row stays, marked cancelled, for the history. */
export async function cancelBooking(
  deps: ApiDeps,
  bookingId: number,
  actor: Actor,
  now = new Date(),
) {
  const { db } = deps.database;
  const cancelled = await db.transaction(async (tx) => {
    const booking = await lockActiveBooking(tx, bookingId);
    const [slot] = await freePlace(tx, booking.slotId);
    if (!slot) throw new AppError("NOT_FOUND", SLOT_MESSAGES.slotNotFound);
    await tx
      .update(assessmentBookings)
      .set({ cancelledAt: now, cancelledById: actor.id })
      .where(eq(assessmentBookings.id, booking.id));
    if (booking.applicationId !== null) {
      await tx.insert(applicationHistory).values({
        applicationId: booking.applicationId,
        event: "booking-cancelled",
        actorId: actor.id,
        detail: `Assessment booking of ${egyptTimeLabel(slot.startsAt)} cancelled`,
      });
    }
    return { booking, startsAt: slot.startsAt };
  });
  invalidatePublicReads(db);

  const emailSent = await mailApplicant(deps, {
    applicationId: cancelled.booking.applicationId,
    mail: (who) =>
      bookingCancelledMail({
        ...who,
        startsAt: cancelled.startsAt,
      }),
    mailDetail: "Assessment booking cancelled",
  });
  return { bookingId, slotId: cancelled.booking.slotId, emailSent };
}
