import { applications, assessmentBookings } from "@kairos/db";
import { APPLICANT_MESSAGES } from "@kairos/shared";
import { and, eq, isNull } from "drizzle-orm";
import type { ApiDeps } from "../../context";
import { AppError } from "../../platform/errors";
import { applicantActor } from "../bookings/actor";
import { bookLater } from "../bookings/book-later";
import { cancelBooking, moveBooking } from "../bookings/changes";
import { answer } from "./answer";

// What the applicant does on their own page (decision 0010): reschedule, cancel, book later,
// ask to hear of new slots (a new proof of payment: payment-proof.ts). The caller has checked
// the link and passes the application it opens; every change is recorded on the history as the
// applicant's. The changes themselves are the bookings module's (bookings/changes.ts,
// bookings/book-later.ts), as staff's are; this layer counts them, finds the booking and answers
// with the page.

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
  const { emailSent } = await moveBooking(deps, { bookingId, toSlotId }, actor, now);
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
  const { emailSent } = await cancelBooking(deps, bookingId, actor, now);
  return answer(deps, applicationId, APPLICANT_MESSAGES.cancelled, emailSent);
}

/** "Book later" (book-later.ts): for an application that has no booking, a slot from the cut-off on. */
export async function bookAssessment(
  deps: ApiDeps,
  applicationId: number,
  slotId: number,
  { ip, now = new Date() }: ChangeRequest = {},
) {
  await countBookingChange(deps, applicationId, ip);
  const actor = await applicantActor(deps);
  const { emailSent } = await bookLater(deps, applicationId, slotId, actor, now);
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
