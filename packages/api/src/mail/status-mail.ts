import {
  type ApplicationStatus,
  amountWithCurrency,
  easternScheduleText,
  formatAmount,
  laterPayments,
  type PaymentTerms,
  paymentDueText,
  paymentsText,
  planTermsText,
  statusMailTemplate,
} from "@kairos/shared";
import { type MailContent, pageLine, render } from "./templates";

// The applicant's e-mail when staff set a status (APPS-09, GAP-07): sober and factual. Only what
// the database knows is stated; no prices, dates or names are made up here: the amounts are the
// ones recorded on the application (plan-terms.ts).

export interface StatusMailRound {
  name: string;
  startDate: string | null;
  endDate: string | null;
  schedule: string | null;
}

export interface StatusMailArgs {
  fullName: string;
  round: StatusMailRound;
  /** What the application owes, payment by payment. */
  payment: PaymentTerms;
  supportEmail: string;
  /** The applicant's personal page, minted for this mail. */
  link: string;
  /** Staff's message to the applicant with this change (never their private note). */
  applicantMessage?: string | undefined;
}

/** The staff's message, as its own paragraph after the news. */
const messageLines = (args: StatusMailArgs) =>
  args.applicantMessage ? [`Message from our team: ${args.applicantMessage}`] : [];

/** "2026-02-07" → "7 February 2026" (a calendar date, so no time zone applies). */
function dayLabel(date: string): string {
  const [y, m, d] = date.split("-").map(Number);
  return new Intl.DateTimeFormat("en-GB", {
    timeZone: "UTC",
    day: "numeric",
    month: "long",
    year: "numeric",
  }).format(new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1)));
}

function roundDates(round: StatusMailRound): string | undefined {
  if (round.startDate && round.endDate)
    return `${dayLabel(round.startDate)} to ${dayLabel(round.endDate)}`;
  if (round.startDate) return `Starts ${dayLabel(round.startDate)}`;
  return undefined;
}

/** "Your second payment, LE 4,750, is due by ...": what an approved applicant still pays. */
function laterPaymentLines(payment: PaymentTerms): string[] {
  return laterPayments(payment).map(
    (p) =>
      `Your second payment, ${formatAmount(p.amount, payment.currency)}, is due ${paymentDueText(p)}${p.dueDate ? " (the end of the course's 3rd week)" : ""}.`,
  );
}

function approved(args: StatusMailArgs, subject: string): MailContent {
  const { round } = args;
  return render(
    subject,
    [
      `Dear ${args.fullName},`,
      `Your application to the Kairos medical interpreter training (${round.name}) has been approved. Your place in this round is confirmed.`,
      "Next steps: the class schedule and the course dates are those of your round, shown below. Before the first class we will send you the details you need to join the online sessions.",
      ...laterPaymentLines(args.payment),
      ...messageLines(args),
      pageLine(args.link),
    ],
    [
      { label: "Training", value: round.name },
      { label: "Dates", value: roundDates(round) },
      // New York time without "EST": the round may cross the change to EDT (INC-15).
      {
        label: "Class schedule",
        value: round.schedule ? easternScheduleText(round.schedule) : undefined,
      },
      { label: "Payment plan", value: planTermsText(args.payment) },
    ],
    [`Questions? Write to us at ${args.supportEmail}.`, "Kairos"],
  );
}

function rejected(args: StatusMailArgs, subject: string): MailContent {
  return render(
    subject,
    [
      `Dear ${args.fullName},`,
      `Thank you for your interest in the Kairos medical interpreter training (${args.round.name}) and for the time you gave to your application.`,
      "After careful review, we are unable to offer you a place in this round. We appreciate your interest and wish you every success.",
      ...messageLines(args),
      pageLine(args.link),
    ],
    [{ label: "Training", value: args.round.name }],
    [`If you have any questions, write to us at ${args.supportEmail}.`, "Kairos"],
  );
}

function paymentPending(args: StatusMailArgs, subject: string): MailContent {
  return render(
    subject,
    [
      `Dear ${args.fullName},`,
      `Your application to the Kairos medical interpreter training (${args.round.name}) is waiting for your payment to be completed or verified.`,
      `Please complete the payment of your plan: ${paymentsText(args.payment)}${args.payment.payments.length > 1 ? `, ${formatAmount(args.payment.total, args.payment.currency)} in total` : ""}. If you have already paid, upload a new proof of payment (for example a screenshot of the payment or of its transaction reference) on your own page, so that we can verify it; you can also reply to this e-mail.`,
      ...messageLines(args),
      pageLine(args.link),
    ],
    [
      { label: "Training", value: args.round.name },
      { label: "Payment plan", value: planTermsText(args.payment) },
      { label: "Amount owed", value: amountWithCurrency(args.payment) },
    ],
    [`Support: ${args.supportEmail}`, "Kairos"],
  );
}

const BUILDERS: Partial<
  Record<
    ApplicationStatus,
    [subject: string, (args: StatusMailArgs, subject: string) => MailContent]
  >
> = {
  approved: ["Your Kairos training application has been approved", approved],
  // A refusal's subject stays neutral; the body says it politely.
  rejected: ["Your Kairos training application", rejected],
  "payment-pending": ["Kairos training: your payment is pending", paymentPending],
};

/** The mail for `status` with its template name, or null when the status sends no mail. */
export function statusMail(
  status: ApplicationStatus,
  args: StatusMailArgs,
): (MailContent & { template: string }) | null {
  const template = statusMailTemplate(status);
  const builder = BUILDERS[status];
  if (!template || !builder) return null;
  const [subject, build] = builder;
  return { template, ...build(args, subject) };
}
