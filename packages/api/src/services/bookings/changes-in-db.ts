import {
  applicationHistory,
  assessmentBookings,
  assessmentSlots,
  type Db,
  type Tx,
} from "@kairos/db";
import {
  APPLICANT_MESSAGES,
  type BookingEndReason,
  egyptTimeLabel,
  type MoveBookingInput,
  SLOT_MESSAGES,
} from "@kairos/shared";
import { and, asc, eq, gt, inArray, sql } from "drizzle-orm";
import { AppError } from "../../platform/errors";
import { bookingsTaken, countRefusedBooking } from "../../platform/metrics";
import { invalidatePublicReads } from "../../platform/public-reads";
import { queueBookingEvent } from "../webhooks/webhooks";
import {
  type BookingActor,
  byWhom,
  checkCutoff,
  checkTargetCutoff,
  earliestFor,
  historyActor,
  isApplicant,
} from "./actor";
import { invitationSequence } from "./invitation-sequence";

// A move or a cancellation in the database, by staff or by the applicant (actor.ts). Each is one
// transaction on the slot rows' counts, as a booking is (bookSlot in book.ts): never an
// overbooking, the old place freed (GAP-06, GAP-16). The webhooks and the applicant's mail
// follow the commit (changes.ts).

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
