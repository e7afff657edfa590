import {
  ASSESSMENT_MINUTES,
  EGYPT_TIME_ZONE,
  egyptTimeLabel,
  to12Hour,
  toZonedParts,
} from "@kairos/shared";
import { linkify, type MailContent, pageLine, render } from "./templates";

// The applicant's mails before the assessment: the reminder 24 hours before (with the call link
// when the slot has one), the call link alone when staff add it after the reminder; and the
// staff reminder of booked slots that have no link yet.

/** Makes the call link clickable in the HTML part, when it is a web address. */
const withLink = (content: MailContent, url: string): MailContent =>
  /^https?:\/\//i.test(url) ? { ...content, html: linkify(content.html, [url]) } : content;

export const REMINDER_TEMPLATE = "Assessment reminder";
export const CALL_LINK_TEMPLATE = "Assessment call link";

/** What an applicant's assessment mail says, for a booking and its applicant (if any). */
export interface AssessmentMailArgs {
  /** Null for a booking without an application. */
  fullName: string | null;
  roundName: string;
  startsAt: Date;
  supportEmail: string;
  /** The applicant's personal page, minted for this mail; null without an application. */
  link: string | null;
}

const PREPARATION =
  "Please prepare: a quiet room; a computer or phone with a working camera and microphone (headphones help); a stable internet connection. Join a few minutes early.";

/** The mail of `args` with its call link (if any) in the rows, clickable. */
function assessmentMail(
  subject: string,
  args: AssessmentMailArgs,
  body: string[],
  callLink: string | null,
): MailContent {
  const when = egyptTimeLabel(args.startsAt);
  const content = render(
    subject,
    [
      args.fullName ? `Dear ${args.fullName},` : "Hello,",
      ...body,
      ...(args.link ? [pageLine(args.link)] : []),
    ],
    [
      { label: "Assessment", value: when },
      { label: "Call link", value: callLink ?? undefined },
      { label: "Duration", value: `About ${ASSESSMENT_MINUTES} minutes` },
    ],
    [
      PREPARATION,
      `If you cannot attend or the link does not work, write to us at ${args.supportEmail}.`,
      "Kairos",
    ],
  );
  return callLink ? withLink(content, callLink) : content;
}

/** 24 hours before: the time, and the call link when the slot has one. */
export function assessmentReminderMail(
  args: AssessmentMailArgs & { callLink: string | null },
): MailContent {
  const when = egyptTimeLabel(args.startsAt);
  return assessmentMail(
    "Reminder: your Kairos language assessment",
    args,
    [
      `This is a reminder of your language assessment for the Kairos medical interpreter training (${args.roundName}) on ${when}.`,
      args.callLink
        ? "Join the call with the link below at that time."
        : "The call link will follow by e-mail.",
    ],
    args.callLink,
  );
}

/** The call link that staff added after the reminder went out. */
export function callLinkMail(args: AssessmentMailArgs & { callLink: string }): MailContent {
  const when = egyptTimeLabel(args.startsAt);
  return assessmentMail(
    "Your Kairos language assessment: call link",
    args,
    [
      `Your language assessment for the Kairos medical interpreter training (${args.roundName}) is on ${when}. Join the call with the link below at that time.`,
    ],
    args.callLink,
  );
}

export interface SlotWithoutLink {
  startsAt: Date;
  roundName: string;
  booked: number;
}

/** To staff: tomorrow's booked slots without a call link. */
export function missingCallLinksMail(args: {
  /** The slots' Egypt-calendar day, YYYY-MM-DD. */
  day: string;
  slots: SlotWithoutLink[];
  slotsUrl: string;
}): MailContent {
  const n = args.slots.length;
  // The console's address is made a link with the site's others (mail/outgoing.ts).
  return render(
    `Call links missing for ${n} assessment slot${n === 1 ? "" : "s"} on ${args.day}`,
    [
      `These booked assessment slots on ${args.day} (Egypt time) have no call link yet. Applicants get a reminder by e-mail 24 hours before their assessment, with the call link when the slot has one; a link added later is e-mailed to them on its own.`,
      `Add the links at ${args.slotsUrl}`,
    ],
    args.slots.map((slot) => ({
      label: `${to12Hour(toZonedParts(slot.startsAt, EGYPT_TIME_ZONE).time)} (Egypt time)`,
      value: `${slot.roundName}: ${slot.booked} booked`,
    })),
    ["Kairos"],
  );
}
