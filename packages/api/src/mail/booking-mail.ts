import { egyptTimeLabel } from "@kairos/shared";
import type { BookingMailFacts } from "../services/bookings/applicant-mail";
import { assessmentInvitation, invitationAttachment } from "./application-mail";
import type { MailMessage } from "./mailer";
import { type MailContent, pageLine, render } from "./templates";

// What an applicant receives when their assessment booking is made, moved or cancelled, by
// staff or on their own page. Each mail carries the invitation's next version (same UID, a
// higher SEQUENCE) and the applicant's personal link.

type WithInvitation = MailContent & Pick<MailMessage, "attachments">;

interface ChangeArgs extends BookingMailFacts {
  /** The applicant made the change on their page (else our team did). */
  byApplicant: boolean;
  sequence: number;
}

const invitation = (args: ChangeArgs, startsAt: Date, cancelled = false) => [
  invitationAttachment(
    assessmentInvitation({
      startsAt,
      roundName: args.roundName,
      applicationId: args.applicationId,
      organizer: args.supportEmail,
      attendee: { name: args.fullName, email: args.email },
      sequence: args.sequence,
      cancelled,
    }),
  ),
];

/** A booking made on the applicant's page after they applied ("book later"). */
export function bookingMadeMail(args: ChangeArgs & { startsAt: Date }): WithInvitation {
  const when = egyptTimeLabel(args.startsAt);
  const content = render(
    "Your Kairos assessment is booked",
    [
      `Dear ${args.fullName},`,
      `Your language assessment for the medical interpreter training (${args.roundName}) is booked for ${when}. The call link will be sent to you by e-mail before it.`,
      pageLine(args.link),
    ],
    [
      { label: "Training", value: args.roundName },
      { label: "Assessment", value: when },
    ],
    [`Questions? Write to us at ${args.supportEmail}.`, "Kairos"],
  );
  return { ...content, attachments: invitation(args, args.startsAt) };
}

/** The new time, with an invitation that moves the calendar's event. */
export function bookingMovedMail(args: ChangeArgs & { from: Date; to: Date }): WithInvitation {
  const from = egyptTimeLabel(args.from);
  const to = egyptTimeLabel(args.to);
  const content = render(
    "Your Kairos assessment has a new time",
    [
      `Dear ${args.fullName},`,
      args.byApplicant
        ? `You have moved your language assessment for the medical interpreter training (${args.roundName}).`
        : `Our team has moved your language assessment for the medical interpreter training (${args.roundName}).`,
      `Your assessment is now on ${to}, instead of ${from}. The call link will be sent to you by e-mail before it.`,
      "The attached invitation replaces the earlier one in your calendar.",
      pageLine(args.link),
    ],
    [
      { label: "Training", value: args.roundName },
      { label: "New time", value: to },
      { label: "Previous time", value: from },
    ],
    [`If the new time does not suit you, write to us at ${args.supportEmail}.`, "Kairos"],
  );
  return { ...content, attachments: invitation(args, args.to) };
}

/** The cancellation, with an invitation that removes the calendar's event (METHOD:CANCEL). */
export function bookingCancelledMail(args: ChangeArgs & { startsAt: Date }): WithInvitation {
  const when = egyptTimeLabel(args.startsAt);
  const content = render(
    "Your Kairos assessment booking was cancelled",
    [
      `Dear ${args.fullName},`,
      args.byApplicant
        ? `You have cancelled your language assessment booked for ${when} (${args.roundName}).`
        : `Our team has cancelled your language assessment booked for ${when} (${args.roundName}).`,
      args.byApplicant
        ? "Your application itself is not affected. You can book a new time on your page, or ask to be e-mailed when new times open."
        : "Your application itself is not affected. You can book a new time on your page; a member of our staff may also contact you to arrange one.",
      pageLine(args.link),
    ],
    [
      { label: "Training", value: args.roundName },
      { label: "Cancelled time", value: when },
    ],
    [`Questions? Write to us at ${args.supportEmail}.`, "Kairos"],
  );
  return { ...content, attachments: invitation(args, args.startsAt, true) };
}
