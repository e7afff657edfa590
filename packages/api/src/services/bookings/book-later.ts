import { applicationHistory, applications, assessmentSlots } from "@kairos/db";
import { APPLICANT_MESSAGES, egyptTimeLabel, SLOT_MESSAGES } from "@kairos/shared";
import { eq } from "drizzle-orm";
import type { ApiDeps } from "../../context";
import { bookingMadeMail } from "../../mail/booking-mail";
import { AppError, isUniqueViolation } from "../../platform/errors";
import { bookingsTaken } from "../../platform/metrics";
import { invalidatePublicReads } from "../../platform/public-reads";
import { lockApplication, refuseWithdrawn } from "../applicant/application-lock";
import { deliverWebhooksSoon } from "../webhooks/webhooks";
import { type ApplicantActor, checkTargetCutoff, earliestFor, historyActor } from "./actor";
import { mailApplicant } from "./applicant-mail";
import { bookSlot } from "./book";
import { invitationSequence } from "./invitation-sequence";

/**
 * Books a slot for an application without a booking ("book later" on the applicant's page,
 * decision 0010): the same conditional update as at application time, from the cut-off on; the
 * one-active-booking index refuses a second booking made at the same moment (GAP-06). Then the
 * webhooks and the applicant's mail, as after a move or a cancellation (changes.ts).
 */
export async function bookLater(
  deps: ApiDeps,
  applicationId: number,
  slotId: number,
  actor: ApplicantActor,
  now: Date,
) {
  const { db } = deps.database;
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
  return { startsAt: booked.startsAt, emailSent };
}
