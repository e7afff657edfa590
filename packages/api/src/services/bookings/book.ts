import { applications, assessmentBookings, assessmentSlots, type Db, type Tx } from "@kairos/db";
import { APPLICATION_MESSAGES } from "@kairos/shared";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { AppError } from "../../platform/errors";
import { countRefusedBooking } from "../../platform/metrics";
import { queueBookingEvent } from "../webhooks/webhooks";

// Taking a place of a slot: at application time (submit.ts), by staff for an e-mail
// (book-for-email.ts) and by the applicant booking later (book-later.ts). One conditional
// update decides, so a slot is never overbooked (GAP-06).

const slotTaken = () => AppError.conflict("SLOT_TAKEN", APPLICATION_MESSAGES.slotTaken);

/**
 * Takes one place of `slotId` for `email` in `roundId`, inside the caller's transaction. The
 * conditional update cannot raise the count past the capacity, even under concurrency: a
 * second booker waits for the first to commit and then finds the slot full.
 */
export async function bookSlot(
  tx: Tx,
  args: {
    slotId: number;
    roundId: string;
    email: string;
    applicationId: number;
    /** Who books, as the `booking.made` webhook event says. */
    by: "staff" | "applicant";
  },
  now: Date,
) {
  const taken = await tx
    .update(assessmentSlots)
    .set({ bookedCount: sql`${assessmentSlots.bookedCount} + 1` })
    .where(
      and(
        eq(assessmentSlots.id, args.slotId),
        eq(assessmentSlots.roundId, args.roundId),
        gt(assessmentSlots.startsAt, now),
        sql`${assessmentSlots.bookedCount} < ${assessmentSlots.capacity}`,
      ),
    )
    .returning({ startsAt: assessmentSlots.startsAt });
  const slot = taken[0];
  if (!slot) {
    const [other] = await tx
      .select({ roundId: assessmentSlots.roundId, startsAt: assessmentSlots.startsAt })
      .from(assessmentSlots)
      .where(eq(assessmentSlots.id, args.slotId));
    if (!other || other.roundId !== args.roundId) {
      throw new AppError(
        "BAD_REQUEST",
        "The selected time slot does not belong to this training course",
        {
          assessmentSlot: APPLICATION_MESSAGES.assessmentSlot,
        },
      );
    }
    countRefusedBooking(other.startsAt > now ? "full" : "cutoff");
    throw slotTaken();
  }
  await tx.insert(assessmentBookings).values({
    slotId: args.slotId,
    roundId: args.roundId,
    email: args.email,
    applicationId: args.applicationId,
  });
  const made = { applicationId: args.applicationId, slotId: args.slotId, startsAt: slot.startsAt };
  await queueBookingEvent(tx, "booking.made", made, args.by);
  return slot;
}

/** Refuses (409) a slot of `roundId` that is already full or past; any other slot passes. */
export async function refuseTakenSlot(db: Db, slotId: number, roundId: string, now: Date) {
  const [slot] = await db
    .select({
      startsAt: assessmentSlots.startsAt,
      bookedCount: assessmentSlots.bookedCount,
      capacity: assessmentSlots.capacity,
    })
    .from(assessmentSlots)
    .where(and(eq(assessmentSlots.id, slotId), eq(assessmentSlots.roundId, roundId)));
  if (slot && (slot.startsAt <= now || slot.bookedCount >= slot.capacity)) {
    countRefusedBooking(slot.startsAt > now ? "full" : "cutoff");
    throw slotTaken();
  }
}

/** Joins an application to its booking that is not cancelled (at most one). */
export const activeBookingOfApplication = and(
  eq(assessmentBookings.applicationId, applications.id),
  isNull(assessmentBookings.cancelledAt),
);
