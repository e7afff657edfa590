import {
  ASSESSMENT_DESCRIPTION,
  ASSESSMENT_LOCATION,
  ASSESSMENT_MINUTES,
  applicationReference,
  assessmentTitle,
  EGYPT_TIME_ZONE,
  egyptTimeLabel,
} from "@kairos/shared";
import { createEvent } from "ics";
import { foldOctets } from "./ical-fold";
import type { MailMessage } from "./mailer";
import { type MailContent, pageLine, render } from "./templates";

interface InvitationArgs {
  startsAt: Date;
  roundName: string;
  applicationId: number;
  /** The support address, as the event's organizer. */
  organizer: string;
  /** The applicant, the event's attendee: calendars match the invitation to them. */
  attendee: { name: string; email: string };
  /** 0 for the first booking; one more for each change, so a calendar updates the event. */
  sequence?: number;
  /** A cancellation (METHOD:CANCEL): calendars remove the event. */
  cancelled?: boolean;
}

/**
 * A name as a quoted parameter value: a double quote cannot appear in one (RFC 5545 3.2), so
 * it is written as RFC 6868 says (`^'`), which calendar apps read back as `"`.
 */
const paramText = (text: string) =>
  text.replace(/\^/g, "^^").replace(/"/g, "^'").replace(/\r?\n/g, "^n");

/**
 * An iCalendar invitation for the assessment, in UTC so that every calendar places it right.
 * Its UID is the application's, so a later invitation (a moved booking) replaces this one.
 * An iTIP REQUEST (or CANCEL) naming the applicant as ATTENDEE, which calendar apps need to
 * treat it as an invitation and to match a cancellation to it (RFC 5546 3.2); no reply is
 * asked (RSVP=FALSE): changes are made on the applicant's page. Lines folded at 75 octets.
 */
export function assessmentInvitation(args: InvitationArgs): string {
  const { error, value } = createEvent({
    start: args.startsAt.getTime(),
    startInputType: "utc",
    startOutputType: "utc",
    duration: { minutes: ASSESSMENT_MINUTES },
    title: assessmentTitle(args.roundName),
    description: ASSESSMENT_DESCRIPTION,
    location: ASSESSMENT_LOCATION,
    organizer: { name: "Kairos", email: args.organizer },
    attendees: [
      {
        name: paramText(args.attendee.name),
        email: args.attendee.email,
        rsvp: false,
        role: "REQ-PARTICIPANT",
        partstat: "ACCEPTED",
      },
    ],
    status: args.cancelled ? "CANCELLED" : "CONFIRMED",
    method: args.cancelled ? "CANCEL" : "REQUEST",
    productId: "kairos/assessments",
    uid: `assessment-${applicationReference(args.applicationId)}@kairos`,
    sequence: args.sequence ?? 0,
  });
  if (error || !value) throw error ?? new Error("Could not create the calendar invitation");
  return foldOctets(value);
}

/** The .ics attachment of a mail, from assessmentInvitation's text. */
export const invitationAttachment = (content: string) => ({
  filename: "assessment.ics",
  content,
  contentType: `text/calendar; charset=utf-8; method=${content.includes("METHOD:CANCEL") ? "CANCEL" : "REQUEST"}`,
});

export function applicationConfirmationMail(args: {
  fullName: string;
  applicationId: number;
  roundName: string;
  /** planTermsText of what the application owes. */
  plan: string;
  slotStartsAt: Date | null;
  /** The booked assessment's .ics text (assessmentInvitation), attached when there is one. */
  invitation: string | null;
  supportEmail: string;
  /** The applicant's personal page, minted for this mail. */
  link: string;
}): MailContent & Pick<MailMessage, "attachments"> {
  const slot = args.slotStartsAt ? egyptTimeLabel(args.slotStartsAt) : undefined;
  const reference = applicationReference(args.applicationId);
  const content = render(
    "Your Kairos training application",
    [
      `Dear ${args.fullName},`,
      `Thank you for applying to the medical interpreter training (${args.roundName}). We have received your application and your payment screenshot; our team will review them.`,
      slot
        ? `Your language assessment is booked for ${slot}. We will e-mail you a reminder 24 hours before it, with the call link.`
        : "No assessment time is open yet. We will e-mail you when new times open; you can then book one on your page.",
      pageLine(args.link),
    ],
    [
      { label: "Reference", value: reference },
      { label: "Training", value: args.roundName },
      { label: "Payment plan", value: args.plan },
      { label: "Assessment", value: slot },
    ],
    [`Questions? Write to us at ${args.supportEmail} and quote ${reference}.`, "Kairos"],
  );
  return {
    ...content,
    attachments: args.invitation ? [invitationAttachment(args.invitation)] : undefined,
  };
}

/**
 * To staff: a new application, with what they check first (which round, what is owed, the
 * assessment) and where to open it. Neither the applicant's name nor the payment screenshot:
 * both are in the console (decision 0035).
 */
export function applicationReceivedStaffMail(args: {
  applicationId: number;
  roundName: string;
  /** planTermsText of what the application owes. */
  plan: string;
  slotStartsAt: Date | null;
  /** The application's page in the staff console. */
  url: string;
}): MailContent {
  const reference = applicationReference(args.applicationId);
  const slot = args.slotStartsAt ? egyptTimeLabel(args.slotStartsAt) : undefined;
  return render(
    `New application ${reference}`,
    [
      `A new application (${reference}) to ${args.roundName} came in with a payment screenshot, waiting for review. Payment plan: ${args.plan}.`,
      slot ? `Assessment booked for ${slot}.` : "No assessment booked: no time was open.",
      `Review it at ${args.url}`,
    ],
    [
      { label: "Reference", value: reference },
      { label: "Training", value: args.roundName },
      { label: "Payment plan", value: args.plan },
      { label: "Assessment", value: slot },
    ],
  );
}

/** Why the link is mailed: asked for, a second application started, or sent by staff. */
export type LinkMailReason = "find" | "duplicate" | "staff";

/**
 * The applicant's link to their own page: asked for on "Find my application", or sent when
 * the address starts a second application for a round it has applied to.
 */
export function applicationLinkMail(args: {
  reason: LinkMailReason;
  fullName: string;
  applicationId: number;
  roundName: string;
  submittedAt: Date;
  status: string;
  /** The personal page, minted for this mail. */
  link: string;
  supportEmail: string;
}): MailContent {
  const reference = applicationReference(args.applicationId);
  const submitted = new Intl.DateTimeFormat("en-GB", {
    timeZone: EGYPT_TIME_ZONE,
    day: "numeric",
    month: "long",
    year: "numeric",
  }).format(args.submittedAt);
  const intro =
    args.reason !== "duplicate"
      ? [
          `Dear ${args.fullName},`,
          `${args.reason === "find" ? "You asked for" : "Our team sends you"} the link to your application to the medical interpreter training (${args.roundName}). Open it to see your status, your assessment and what happens next; there you can also reschedule or cancel your assessment.`,
        ]
      : [
          `Dear ${args.fullName},`,
          `Someone, probably you, has started a new application for the medical interpreter training (${args.roundName}) with this e-mail address. This address already has an application for that round, so you do not need to apply or pay again.`,
          "Your application, its status and your assessment are on your own page; there you can also reschedule or cancel your assessment.",
        ];
  return render(
    args.reason !== "duplicate"
      ? "Your Kairos application link"
      : "You have already applied to the Kairos training",
    [
      ...intro,
      `Your page: ${args.link}`,
      "The link is personal: do not share it. If you did not ask for it, you can ignore this e-mail.",
    ],
    [
      { label: "Reference", value: reference },
      { label: "Training", value: args.roundName },
      { label: "Submitted", value: submitted },
      { label: "Status", value: args.status },
    ],
    [`Questions? Write to us at ${args.supportEmail} and quote ${reference}.`, "Kairos"],
  );
}
