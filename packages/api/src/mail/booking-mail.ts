import { egyptTimeLabel } from "@kairos/shared";
import { assessmentInvitation, invitationAttachment } from "./application-mail";
import type { MailMessage } from "./mailer";
import { type MailContent, render } from "./templates";

// What an applicant receives when staff move or cancel their assessment booking.

interface BookingMailArgs {
  fullName: string;
  roundName: string;
  supportEmail: string;
}

/** The new time, with an invitation that moves the calendar's event (same UID, `sequence`). */
export function bookingMovedMail(
  args: BookingMailArgs & { from: Date; to: Date; applicationId: number; sequence: number },
): MailContent & Pick<MailMessage, "attachments"> {
  const from = egyptTimeLabel(args.from);
  const to = egyptTimeLabel(args.to);
  const content = render(
    "Your Kairos assessment has a new time",
    [
      `Dear ${args.fullName},`,
      `Our team has moved your language assessment for the medical interpreter training (${args.roundName}).`,
      `Your assessment is now on ${to}, instead of ${from}. The call link will be sent to you by e-mail the evening before.`,
      "The attached invitation replaces the earlier one in your calendar.",
    ],
    [
      { label: "Training", value: args.roundName },
      { label: "New time", value: to },
      { label: "Previous time", value: from },
    ],
    [`If the new time does not suit you, write to us at ${args.supportEmail}.`, "Kairos"],
  );
  return {
    ...content,
    attachments: [
      invitationAttachment(
        assessmentInvitation({
          startsAt: args.to,
          roundName: args.roundName,
          applicationId: args.applicationId,
          organizer: args.supportEmail,
          sequence: args.sequence,
        }),
      ),
    ],
  };
}

export function bookingCancelledMail(args: BookingMailArgs & { startsAt: Date }): MailContent {
  const when = egyptTimeLabel(args.startsAt);
  return render(
    "Your Kairos assessment booking was cancelled",
    [
      `Dear ${args.fullName},`,
      `Our team has cancelled your language assessment booked for ${when} (${args.roundName}).`,
      "Your application itself is not affected. A member of our staff will contact you to arrange a new time.",
    ],
    [
      { label: "Training", value: args.roundName },
      { label: "Cancelled time", value: when },
    ],
    [`Questions? Write to us at ${args.supportEmail}.`, "Kairos"],
  );
}
