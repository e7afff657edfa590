import type { MoveBookingInput } from "@kairos/shared";
import type { ApiDeps } from "../../context";
import { bookingCancelledMail, bookingMovedMail } from "../../mail/booking-mail";
import type { MailMessage } from "../../mail/mailer";
import { deliverWebhooksSoon } from "../webhooks/webhooks";
import { type BookingActor, isApplicant } from "./actor";
import { type BookingMailFacts, mailApplicant } from "./applicant-mail";
import { cancelBookingInDb, moveBookingInDb } from "./changes-in-db";

// Every move and cancellation of a booking, whoever acts (actor.ts): staff on /admin/slots or
// through an API key (GAP-16, decision 0007), the applicant on their own page (decision 0010).
// One sequence for all: the change in the database, then the webhooks it queued, then the
// applicant's mail, which never undoes the change. The mail's template and wording follow who
// acted, so the applicant reads "you" of their own change and "our team" of staff's.

/** The applicant's mail of a change, by template, as the applicant or staff made it. */
const TEMPLATES = {
  moved: { applicant: "Assessment rescheduled", staff: "Assessment booking moved" },
  cancelled: { applicant: "Assessment cancelled", staff: "Assessment booking cancelled" },
};

/** After the commit: the webhooks the change queued, then the applicant's mail (never undone). */
function tellOfChange(
  deps: ApiDeps,
  actor: BookingActor,
  applicationId: number | null,
  templates: { applicant: string; staff: string },
  build: (args: BookingMailFacts & { byApplicant: boolean }) => Omit<MailMessage, "to">,
) {
  deliverWebhooksSoon(deps);
  const byApplicant = isApplicant(actor);
  const template = byApplicant ? templates.applicant : templates.staff;
  return mailApplicant(deps, applicationId, template, (facts) => build({ ...facts, byApplicant }));
}

/** Moves a booking to another slot of its round; what the staff's answer and the applicant's need. */
export async function moveBooking(
  deps: ApiDeps,
  input: MoveBookingInput,
  actor: BookingActor,
  now = new Date(),
) {
  const moved = await moveBookingInDb(deps.database.db, input, actor, now);
  const emailSent = await tellOfChange(deps, actor, moved.applicationId, TEMPLATES.moved, (args) =>
    bookingMovedMail({ ...args, from: moved.from, to: moved.to, sequence: moved.sequence }),
  );
  return {
    bookingId: moved.bookingId,
    fromSlotId: moved.fromSlotId,
    toSlotId: moved.toSlotId,
    startsAt: moved.to.toISOString(),
    emailSent,
  };
}

/** Cancels a booking: the place is freed, the row kept; then the applicant's mail. */
export async function cancelBooking(
  deps: ApiDeps,
  bookingId: number,
  actor: BookingActor,
  now = new Date(),
) {
  const cancelled = await cancelBookingInDb(deps.database.db, bookingId, actor, now);
  const { applicationId, startsAt, sequence } = cancelled;
  const emailSent = await tellOfChange(deps, actor, applicationId, TEMPLATES.cancelled, (args) =>
    bookingCancelledMail({ ...args, startsAt, sequence }),
  );
  return { bookingId, slotId: cancelled.slotId, emailSent };
}
