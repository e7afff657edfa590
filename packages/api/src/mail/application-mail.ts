import {
  ASSESSMENT_DESCRIPTION,
  ASSESSMENT_LOCATION,
  ASSESSMENT_MINUTES,
  applicationReference,
  assessmentTitle,
  EGYPT_TIME_ZONE,
  egyptTimeLabel,
  formatPrice,
  PAYMENT_PLAN_LABELS,
  type PlanId,
  type PriceTable,
  planAmount,
} from "@kairos/shared";
import { createEvent } from "ics";
import type { MailMessage } from "./mailer";
import { type MailContent, render } from "./templates";

interface InvitationArgs {
  startsAt: Date;
  roundName: string;
  applicationId: number;
  /** The support address, as the event's organizer. */
  organizer: string;
  /** 0 for the first booking; one more for each move, so a calendar updates the event. */
  sequence?: number;
}

/**
 * An iCalendar invitation for the assessment, in UTC so that every calendar places it right.
 * Its UID is the application's, so a later invitation (a moved booking) replaces this one.
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
    status: "CONFIRMED",
    productId: "kairos/assessments",
    uid: `assessment-${applicationReference(args.applicationId)}@kairos`,
    sequence: args.sequence ?? 0,
  });
  if (error || !value) throw error ?? new Error("Could not create the calendar invitation");
  return value;
}

/** The .ics attachment of a mail, from assessmentInvitation's text. */
export const invitationAttachment = (content: string) => ({
  filename: "assessment.ics",
  content,
  contentType: "text/calendar; charset=utf-8; method=PUBLISH",
});

/** "Two Payments: 2 payments of LE 4,750", from the prices in Settings (unread: the label). */
export function planSummary(plan: PlanId, egp: boolean, prices: PriceTable | null): string {
  if (!prices) return PAYMENT_PLAN_LABELS[plan];
  const { amount, installments, price } = planAmount(plan, egp, prices);
  const text = formatPrice(amount, price);
  return `${PAYMENT_PLAN_LABELS[plan]}: ${installments > 1 ? `${installments} payments of ${text}` : text}`;
}

export function applicationConfirmationMail(args: {
  fullName: string;
  applicationId: number;
  roundName: string;
  /** planSummary's text. */
  plan: string;
  slotStartsAt: Date | null;
  /** The booked assessment's .ics text (assessmentInvitation), attached when there is one. */
  invitation: string | null;
  supportEmail: string;
}): MailContent & Pick<MailMessage, "attachments"> {
  const slot = args.slotStartsAt ? egyptTimeLabel(args.slotStartsAt) : undefined;
  const reference = applicationReference(args.applicationId);
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

/** To an address that starts a second application for a round it has applied to. */
export function existingApplicationMail(args: {
  fullName: string;
  applicationId: number;
  roundName: string;
  submittedAt: Date;
  status: string;
  supportEmail: string;
}): MailContent {
  const reference = applicationReference(args.applicationId);
  const submitted = new Intl.DateTimeFormat("en-GB", {
    timeZone: EGYPT_TIME_ZONE,
    day: "numeric",
    month: "long",
    year: "numeric",
  }).format(args.submittedAt);
  return render(
    "You have already applied to the Kairos training",
    [
      `Dear ${args.fullName},`,
      `Someone, probably you, has started a new application for the medical interpreter training (${args.roundName}) with this e-mail address. This address already has an application for that round, so you do not need to apply or pay again.`,
      `To change your application or your assessment time, write to us at ${args.supportEmail} and quote your reference ${reference}. If you did not start a new application, you can ignore this e-mail.`,
    ],
    [
      { label: "Reference", value: reference },
      { label: "Training", value: args.roundName },
      { label: "Submitted", value: submitted },
      { label: "Status", value: args.status },
    ],
    ["Kairos"],
  );
}
