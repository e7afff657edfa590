import {
  applicationHistory,
  applications,
  assessmentBookings,
  assessmentSlots,
  type Db,
  rounds,
  type Tx,
} from "@kairos/db";
import {
  APPLICANT_MESSAGES,
  type BookingEndReason,
  egyptTimeLabel,
  type MoveBookingInput,
  SLOT_MESSAGES,
} from "@kairos/shared";
import { and, asc, count, eq, gt, inArray, sql } from "drizzle-orm";
import { type StaffActor, staffHistory } from "../../auth/actor";
import type { ApiDeps } from "../../context";
import type { MailMessage } from "../../mail/mailer";
import { sendOrQueue } from "../../mail/outbox";
import { toPerson } from "../../mail/outgoing";
import { AppError } from "../../platform/errors";
import { describeError } from "../../platform/logger";
import { bookingsTaken, countRefusedBooking } from "../../platform/metrics";
import { invalidatePublicReads } from "../../platform/public-reads";
import { issueApplicantLink } from "../applicant/links";
import { supportEmailOf } from "../settings/settings";
import { queueBookingEvent } from "../webhooks/webhooks";

// Moves and cancellations of assessment bookings, by staff (/admin/slots) or by the applicant
// on their own page (decision 0010). Each is one transaction on the slot rows' counts, as a booking
// is (bookSlot in applications.ts): never an overbooking, the old place freed. The applicant
// meets the cut-off of Settings on both ends: the booking they leave and the slot they take must
// start at least `cutoffHours` from now.

/** A staff member (their user id), or the applicant with the cut-off in force. */
export type BookingActor = StaffActor | { applicant: true; cutoffHours: number };

const isApplicant = (actor: BookingActor): actor is { applicant: true; cutoffHours: number } =>
  "applicant" in actor;
/** Who made a booking change, as its webhook event says. */
const byWhom = (actor: BookingActor) => (isApplicant(actor) ? "applicant" : "staff");

/** Who is recorded on the application's history for `actor`. */
export const historyActor = (actor: BookingActor) =>
  isApplicant(actor) ? { byApplicant: true } : staffHistory(actor);

/** The earliest start a change by `actor` may touch: now, or now plus the cut-off. */
export const earliestFor = (actor: BookingActor, now: Date) =>
  isApplicant(actor) ? new Date(now.getTime() + actor.cutoffHours * 3_600_000) : now;

/** Refuses an applicant's change of a booking that starts within the cut-off. */
function checkCutoff(actor: BookingActor, startsAt: Date, now: Date) {
  if (isApplicant(actor) && startsAt.getTime() <= earliestFor(actor, now).getTime()) {
    throw new AppError("CONFLICT", APPLICANT_MESSAGES.pastCutoff(actor.cutoffHours));
  }
}

/** Refuses a target slot within the applicant's cut-off (still to come, but too soon). */
export function checkTargetCutoff(actor: BookingActor, startsAt: Date, now: Date) {
  if (
    isApplicant(actor) &&
    startsAt.getTime() > now.getTime() &&
    startsAt.getTime() <= earliestFor(actor, now).getTime()
  ) {
    countRefusedBooking("cutoff");
    throw new AppError("CONFLICT", APPLICANT_MESSAGES.targetPastCutoff(actor.cutoffHours));
  }
}

/**
 * The calendar invitation's SEQUENCE after the application's latest booking change: one more
 * for each booking row after the first (a booking or a move) and for each cancellation, so a
 * calendar always takes the newest invitation for the same UID.
 */
export async function invitationSequence(db: Db | Tx, applicationId: number): Promise<number> {
  const [row] = await db
    .select({
      rows: count(),
      cancelled: count(sql`case when ${assessmentBookings.endReason} = 'cancelled' then 1 end`),
    })
    .from(assessmentBookings)
    .where(eq(assessmentBookings.applicationId, applicationId));
  return Math.max((row?.rows ?? 0) - 1, 0) + (row?.cancelled ?? 0);
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

/** Marks a booking row ended (kept for the slot's and the application's history). */
const endBooking = (
  tx: Tx,
  bookingId: number,
  reason: BookingEndReason,
  actor: BookingActor,
  now: Date,
) =>
  tx
    .update(assessmentBookings)
    .set({
      cancelledAt: now,
      cancelledById: isApplicant(actor) ? null : actor.id,
      endReason: reason,
    })
    .where(eq(assessmentBookings.id, bookingId));

/** Who the applicant mails of a booking change are addressed to, with their link. */
export interface BookingMailFacts {
  applicationId: number;
  fullName: string;
  /** The applicant's address, the invitation's attendee. */
  email: string;
  roundName: string;
  supportEmail: string;
  /** The applicant's personal page, minted for this mail. */
  link: string;
}

/**
 * After the commit: mails the applicant (with a new personal link) and records whether it went
 * out. Never undoes the change: a failure here is logged and answered as not sent.
 */
export async function mailApplicant(
  deps: ApiDeps,
  applicationId: number | null,
  template: string,
  build: (facts: BookingMailFacts) => Omit<MailMessage, "to">,
): Promise<boolean | null> {
  if (applicationId === null) return null;
  const { db } = deps.database;
  try {
    const [who] = await db
      .select({
        fullName: applications.fullName,
        email: applications.email,
        roundName: rounds.name,
      })
      .from(applications)
      .innerJoin(rounds, eq(rounds.id, applications.roundId))
      .where(eq(applications.id, applicationId));
    if (!who) return null;
    const facts = {
      applicationId,
      fullName: who.fullName,
      email: who.email,
      roundName: who.roundName,
      supportEmail: await supportEmailOf(deps),
      link: await issueApplicantLink(deps, applicationId),
    };
    const sent = await sendOrQueue(deps, await toPerson(deps, who.email, build(facts)), {
      applicationId,
      template,
    });
    await db.insert(applicationHistory).values({
      applicationId,
      event: sent ? "mail-sent" : "mail-failed",
      detail: template,
    });
    return sent;
  } catch (error) {
    deps.logger.error("applicant mail not completed", {
      template,
      applicationId,
      ...describeError(error),
    });
    return false;
  }
}

export interface MovedBooking {
  applicationId: number | null;
  bookingId: number | null;
  fromSlotId: number;
  toSlotId: number;
  from: Date;
  to: Date;
  sequence: number;
}

/**
 * Moves a booking to another slot of its round, all or nothing: the target gains a place only
 * if it has one (same rule as bookSlot), the source gives one back, the old booking row is kept
 * as moved and a new one is written.
 */
export async function moveBookingInDb(
  db: Db,
  input: MoveBookingInput,
  actor: BookingActor,
  now = new Date(),
): Promise<MovedBooking> {
  const earliest = earliestFor(actor, now);
  const moved = await db.transaction(async (tx) => {
    const booking = await lockActiveBooking(tx, input.bookingId);
    if (booking.slotId === input.toSlotId)
      throw new AppError("BAD_REQUEST", SLOT_MESSAGES.sameSlot);
    // Both slot rows are locked in id order, so two opposite moves cannot deadlock.
    const locked = await tx
      .select({
        id: assessmentSlots.id,
        roundId: assessmentSlots.roundId,
        startsAt: assessmentSlots.startsAt,
      })
      .from(assessmentSlots)
      .where(inArray(assessmentSlots.id, [booking.slotId, input.toSlotId]))
      .orderBy(asc(assessmentSlots.id))
      .for("update");
    const target = locked.find((s) => s.id === input.toSlotId);
    const source = locked.find((s) => s.id === booking.slotId);
    if (!target || !source) throw new AppError("NOT_FOUND", SLOT_MESSAGES.slotNotFound);
    if (target.roundId !== booking.roundId) {
      throw new AppError(
        "BAD_REQUEST",
        isApplicant(actor) ? APPLICANT_MESSAGES.otherRound : SLOT_MESSAGES.otherRound,
      );
    }
    try {
      checkCutoff(actor, source.startsAt, now);
    } catch (error) {
      countRefusedBooking("cutoff"); // a move refused is a booking refused
      throw error;
    }
    checkTargetCutoff(actor, target.startsAt, now);
    const [to] = await tx
      .update(assessmentSlots)
      .set({ bookedCount: sql`${assessmentSlots.bookedCount} + 1` })
      .where(
        and(
          eq(assessmentSlots.id, input.toSlotId),
          gt(assessmentSlots.startsAt, earliest),
          sql`${assessmentSlots.bookedCount} < ${assessmentSlots.capacity}`,
        ),
      )
      .returning({ startsAt: assessmentSlots.startsAt });
    if (!to) {
      countRefusedBooking(target.startsAt > earliest ? "full" : "cutoff");
      throw new AppError("CONFLICT", SLOT_MESSAGES.targetUnavailable);
    }
    await freePlace(tx, booking.slotId);
    // The old row ends first, so the one-active-booking index accepts the new one.
    await endBooking(tx, booking.id, "moved", actor, now);
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
        ...historyActor(actor),
        detail: `Assessment moved from ${egyptTimeLabel(source.startsAt)} to ${egyptTimeLabel(to.startsAt)}`,
      });
    }
    await queueBookingEvent(
      tx,
      "booking.moved",
      {
        applicationId: booking.applicationId,
        slotId: input.toSlotId,
        startsAt: to.startsAt,
        fromSlotId: booking.slotId,
      },
      byWhom(actor),
      now,
    );
    return {
      applicationId: booking.applicationId,
      bookingId: created?.id ?? null,
      fromSlotId: booking.slotId,
      toSlotId: input.toSlotId,
      from: source.startsAt,
      to: to.startsAt,
      sequence:
        booking.applicationId === null ? 0 : await invitationSequence(tx, booking.applicationId),
    };
  });
  bookingsTaken.inc();
  invalidatePublicReads(db);
  return moved;
}

export interface CancelledBooking {
  applicationId: number | null;
  slotId: number;
  startsAt: Date;
  sequence: number;
}

/** Cancels a booking and frees its place; the row stays, marked cancelled, for the history. */
export async function cancelBookingInDb(
  db: Db,
  bookingId: number,
  actor: BookingActor,
  now = new Date(),
): Promise<CancelledBooking> {
  const cancelled = await db.transaction((tx) => cancelBookingInTx(tx, bookingId, actor, now));
  invalidatePublicReads(db);
  return cancelled;
}

/**
 * cancelBookingInDb inside the caller's transaction (a withdrawal cancels the booking in its
 * own): the place freed, the row ended as cancelled, the history line and `booking.cancelled`.
 * `cutoff: false` skips the applicant's cut-off, which guards a change of plan, not a
 * withdrawal. The caller invalidates the public reads after its commit.
 */
export async function cancelBookingInTx(
  tx: Tx,
  bookingId: number,
  actor: BookingActor,
  now: Date,
  { cutoff = true }: { cutoff?: boolean } = {},
): Promise<CancelledBooking> {
  const booking = await lockActiveBooking(tx, bookingId);
  const [slot] = await freePlace(tx, booking.slotId);
  if (!slot) throw new AppError("NOT_FOUND", SLOT_MESSAGES.slotNotFound);
  // Refused after the slot row is locked: the transaction undoes the freed place.
  if (cutoff) checkCutoff(actor, slot.startsAt, now);
  await endBooking(tx, booking.id, "cancelled", actor, now);
  if (booking.applicationId !== null) {
    await tx.insert(applicationHistory).values({
      applicationId: booking.applicationId,
      event: "booking-cancelled",
      ...historyActor(actor),
      detail: `Assessment booking of ${egyptTimeLabel(slot.startsAt)} cancelled`,
    });
  }
  const done = {
    applicationId: booking.applicationId,
    slotId: booking.slotId,
    startsAt: slot.startsAt,
  };
  await queueBookingEvent(tx, "booking.cancelled", done, byWhom(actor), now);
  return {
    ...done,
    sequence:
      booking.applicationId === null ? 0 : await invitationSequence(tx, booking.applicationId),
  };
}
