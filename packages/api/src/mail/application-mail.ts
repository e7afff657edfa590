import { EGYPT_TIME_ZONE, to12Hour, toZonedParts } from "@kairos/shared";
import { createEvent } from "ics";
import type { MailMessage } from "./mailer";
import { type MailContent, render } from "./templates";

export const ASSESSMENT_MINUTES = 30;

/** "Monday, 23 November 2026 at 10:00 AM (Egypt time)". */
export function egyptTimeLabel(instant: Date): string {
  const { time } = toZonedParts(instant, EGYPT_TIME_ZONE);
  const day = new Intl.DateTimeFormat("en-GB", {
    timeZone: EGYPT_TIME_ZONE,
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
  }).format(instant);
  return `${day} at ${to12Hour(time)} (Egypt time)`;
}

/** An iCalendar invitation for the assessment, in UTC so that every calendar places it right. */
export function assessmentInvitation(startsAt: Date, roundName: string): string {
  const { error, value } = createEvent({
    start: startsAt.getTime(),
    startInputType: "utc",
    startOutputType: "utc",
    duration: { minutes: ASSESSMENT_MINUTES },
    title: `Kairos language assessment (${roundName})`,
    description:
      "Your language assessment for the Kairos medical interpreter training. The call link is sent by e-mail the evening before.",
    status: "CONFIRMED",
    productId: "kairos/assessments",
    uid: `assessment-${startsAt.getTime()}-${Math.random().toString(36).slice(2)}@kairos`,
  });
  if (error || !value) throw error ?? new Error("Could not create the calendar invitation");
  return value;
}

export function applicationConfirmationMail(args: {
  fullName: string;
  roundName: string;
  slotStartsAt: Date | null;
  supportEmail: string;
}): MailContent & Pick<MailMessage, "attachments"> {
  const slot = args.slotStartsAt ? egyptTimeLabel(args.slotStartsAt) : undefined;
  const content = render(
    "Your Kairos training application",
    [
      `Dear ${args.fullName},`,
      `Thank you for applying to the medical interpreter training (${args.roundName}). We have received your application and your payment screenshot; our team will review them.`,
      slot
        ? `Your language assessment is booked for ${slot}. The call link will be sent to you by e-mail the evening before.`
        : "We will contact you to schedule your language assessment.",
    ],
    [
      { label: "Training", value: args.roundName },
      { label: "Assessment", value: slot },
    ],
    [`Questions? Write to us at ${args.supportEmail}.`, "Kairos"],
  );
  return {
    ...content,
    attachments: args.slotStartsAt
      ? [
          {
            filename: "assessment.ics",
            content: assessmentInvitation(args.slotStartsAt, args.roundName),
            contentType: "text/calendar; charset=utf-8; method=PUBLISH",
          },
        ]
      : undefined,
  };
}
