import { APPLICANT_MESSAGES } from "@kairos/shared";
import { type StaffActor, staffHistory } from "../../auth/actor";
import type { ApiDeps } from "../../context";
import { AppError } from "../../platform/errors";
import { countRefusedBooking } from "../../platform/metrics";
import { getSiteSettings } from "../settings/settings";

// Who changes a booking, and what that allows. Staff (GAP-16, decision 0007), directly or
// through an API key they made, may touch any booking still to come; the applicant, on their
// own page (decision 0010), meets the cut-off of Settings on both ends: the booking they leave
// and the slot they take must start at least `cutoffHours` from now.

/** The applicant acting on their own page, with the cut-off in force. */
export interface ApplicantActor {
  applicant: true;
  cutoffHours: number;
}

/** A staff member (their user id, and the API key they acted through), or the applicant. */
export type BookingActor = StaffActor | ApplicantActor;

export const isApplicant = (actor: BookingActor): actor is ApplicantActor => "applicant" in actor;

/** The applicant with the cut-off of Settings as it is now. */
export const applicantActor = async (deps: ApiDeps): Promise<ApplicantActor> => ({
  applicant: true,
  cutoffHours: (await getSiteSettings(deps)).rescheduleCutoffHours,
});

/** Who made a booking change, as its webhook event says. */
export const byWhom = (actor: BookingActor) => (isApplicant(actor) ? "applicant" : "staff");

/** Who is recorded on the application's history for `actor`. */
export const historyActor = (actor: BookingActor) =>
  isApplicant(actor) ? { byApplicant: true } : staffHistory(actor);

/** The earliest start a change by `actor` may touch: now, or now plus the cut-off. */
export const earliestFor = (actor: BookingActor, now: Date) =>
  isApplicant(actor) ? new Date(now.getTime() + actor.cutoffHours * 3_600_000) : now;

/** Refuses an applicant's change of a booking that starts within the cut-off. */
export function checkCutoff(actor: BookingActor, startsAt: Date, now: Date) {
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
