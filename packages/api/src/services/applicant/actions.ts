import {
  applicationHistory,
  applications,
  assessmentBookings,
  assessmentSlots,
  type Tx,
} from "@kairos/db";
import { APPLICANT_MESSAGES, egyptTimeLabel, SLOT_MESSAGES } from "@kairos/shared";
import { and, eq, isNull } from "drizzle-orm";
import type { ApiDeps } from "../../context";
import { bookingCancelledMail, bookingMadeMail, bookingMovedMail } from "../../mail/booking-mail";
import { AppError } from "../../platform/errors";
import { bookingsTaken } from "../../platform/metrics";
import { invalidatePublicReads } from "../../platform/public-reads";
import { bookSlot, isUniqueViolation } from "../applications/submit";
import {
  type BookingActor,
  cancelBookingInDb,
  checkTargetCutoff,
  earliestFor,
  historyActor,
  invitationSequence,
  mailApplicant,
  moveBookingInDb,
} from "../bookings/changes";
import { getSiteSettings } from "../settings/settings";
import { deliverWebhooksSoon } from "../webhooks/webhooks";
import { applicantPage } from "./page";

// What the applicant does on their own page (decision 0010): reschedule, cancel, book later,
// ask to hear of new slots (a new proof of payment: payment-proof.ts). The caller has checked the link and passes
// the application it opens; every change is recorded on the history as the applicant's.

const applicantActor = async (deps: ApiDeps): Promise<BookingActor> => ({
  applicant: true,
  cutoffHours: (await getSiteSettings(deps)).rescheduleCutoffHours,
});

/** The application's row, locked for the rest of the transaction (its status decides). */
export async function lockApplication(tx: Tx, applicationId: number) {
  const [app] = await tx
    .select()
    .from(applications)
    .where(eq(applications.id, applicationId))
    .for("update");
  if (!app) throw new AppError("NOT_FOUND", "Application not found");
  return app;
}

/** Refuses an applicant's change to a withdrawn application (nothing on it is theirs to change). */
export function refuseWithdrawn(app: { withdrawnAt: Date | null }) {
  if (app.withdrawnAt) throw new AppError("CONFLICT", APPLICANT_MESSAGES.withdrawnNoActions);
}

async function activeBookingId(deps: ApiDeps, applicationId: number) {
  const [booking] = await deps.database.db
    .select({ id: assessmentBookings.id })
    .from(assessmentBookings)
    .where(
      and(
        eq(assessmentBookings.applicationId, applicationId),
        isNull(assessmentBookings.cancelledAt),
      ),
    );
  if (!booking) throw new AppError("CONFLICT", APPLICANT_MESSAGES.noBooking);
  return booking.id;
}

/**
 * The answer of each action: what happened and whether it was mailed (said in the message too,
 * so that no caller reads "e-mailed" of a mail that waits for a retry), and the page as it is now.
 */
export const answer = async (
  deps: ApiDeps,
  applicationId: number,
  done: string,
  emailSent: boolean | null,
) => {
  const mail =
    emailSent === true
      ? ` ${APPLICANT_MESSAGES.mailed}`
      : emailSent === false
        ? ` ${APPLICANT_MESSAGES.mailQueued}`
        : "";
  return { message: `${done}${mail}`, emailSent, page: await applicantPage(deps, applicationId) };
};

/** Who asks for a change, and when: the client's address counts toward its own limit. */
export interface ChangeRequest {
  ip?: string;
  now?: Date;
}

/**
 * Counts one booking change (reschedule, cancel, book again) before it runs: per client
 * address, then per application in the hour and in the day (decision 0015). Each count is one
 * atomic upsert in the shared `rate_limits` table, so parallel requests, REST or tRPC, one call
 * or a batch, through any process, never pass more than the limit; past it, a 429 with
 * Retry-After. An attempt refused later (a full slot, the cut-off) has counted too: a flood of
 * refusals costs the same brake as a flood of changes.
 */
async function countBookingChange(deps: ApiDeps, applicationId: number, ip: string | undefined) {
  const limits = deps.limits.applicant;
  if (ip) await limits.changesPerAddress.hit(ip);
  await limits.changesPerHour.hit(String(applicationId));
  await limits.changesPerDay.hit(String(applicationId));
}

export async function rescheduleAssessment(
  deps: ApiDeps,
  applicationId: number,
  toSlotId: number,
  { ip, now = new Date() }: ChangeRequest = {},
) {
  await countBookingChange(deps, applicationId, ip);
  const actor = await applicantActor(deps);
  const bookingId = await activeBookingId(deps, applicationId);
  const moved = await moveBookingInDb(deps.database.db, { bookingId, toSlotId }, actor, now);
  deliverWebhooksSoon(deps);
  const emailSent = await mailApplicant(deps, applicationId, "Assessment rescheduled", (facts) =>
    bookingMovedMail({ ...moved, ...facts, byApplicant: true }),
  );
  return answer(deps, applicationId, APPLICANT_MESSAGES.rescheduled, emailSent);
}

export async function cancelAssessment(
  deps: ApiDeps,
  applicationId: number,
  { ip, now = new Date() }: ChangeRequest = {},
) {
  await countBookingChange(deps, applicationId, ip);
  const actor = await applicantActor(deps);
  const bookingId = await activeBookingId(deps, applicationId);
  const cancelled = await cancelBookingInDb(deps.database.db, bookingId, actor, now);
  deliverWebhooksSoon(deps);
  const emailSent = await mailApplicant(deps, applicationId, "Assessment cancelled", (facts) =>
    bookingCancelledMail({ ...cancelled, ...facts, byApplicant: true }),
  );
  return answer(deps, applicationId, APPLICANT_MESSAGES.cancelled, emailSent);
}

/**
 * Books a slot for an application without a booking ("book later"): the same conditional
 * update as at application time, from the cut-off on; the one-active-booking index refuses a
 * second booking made at the same moment.
 */
export async function bookAssessment(
  deps: ApiDeps,
  applicationId: number,
  slotId: number,
  { ip, now = new Date() }: ChangeRequest = {},
) {
  await countBookingChange(deps, applicationId, ip);
  const { db } = deps.database;
  const actor = await applicantActor(deps);
  const earliest = earliestFor(actor, now);
  let booked: { startsAt: Date; sequence: number };
  try {
    booked = await db.transaction(async (tx) => {
      const app = await lockApplication(tx, applicationId);
      refuseWithdrawn(app);
      if (app.status === "rejected") throw new AppError("CONFLICT", APPLICANT_MESSAGES.rejected);
      const [slot] = await tx
        .select({ roundId: assessmentSlots.roundId, startsAt: assessmentSlots.startsAt })
        .from(assessmentSlots)
        .where(eq(assessmentSlots.id, slotId));
      if (!slot) throw new AppError("NOT_FOUND", SLOT_MESSAGES.slotNotFound);
      if (slot.roundId !== app.roundId) {
        throw new AppError("BAD_REQUEST", APPLICANT_MESSAGES.otherRound);
      }
      checkTargetCutoff(actor, slot.startsAt, now);
      const taken = await bookSlot(
        tx,
        { slotId, roundId: app.roundId, email: app.email, applicationId, by: "applicant" },
        earliest,
      );
      await tx
        .update(applications)
        .set({ notifySlotsSince: null })
        .where(eq(applications.id, applicationId));
      await tx.insert(applicationHistory).values({
        applicationId,
        event: "booking-made",
        ...historyActor(actor),
        detail: `Assessment booked for ${egyptTimeLabel(taken.startsAt)}`,
      });
      return { startsAt: taken.startsAt, sequence: await invitationSequence(tx, applicationId) };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("CONFLICT", APPLICANT_MESSAGES.alreadyBooked);
    throw error;
  }
  bookingsTaken.inc();
  invalidatePublicReads(db);
  deliverWebhooksSoon(deps);
  const emailSent = await mailApplicant(deps, applicationId, "Assessment booked", (facts) =>
    bookingMadeMail({ ...facts, byApplicant: true, ...booked }),
  );
  return answer(deps, applicationId, APPLICANT_MESSAGES.booked, emailSent);
}

/** Asks for one mail when staff next add slots to the round (slot-openings.ts sends it). */
export async function notifyWhenSlotsOpen(deps: ApiDeps, applicationId: number, now = new Date()) {
  await deps.database.db
    .update(applications)
    .set({ notifySlotsSince: now })
    .where(and(eq(applications.id, applicationId), isNull(applications.notifySlotsSince)));
  return answer(deps, applicationId, APPLICANT_MESSAGES.notifySaved, null);
}
