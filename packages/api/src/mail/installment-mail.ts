import { type CurrencyCode, calendarDayLabel, formatAmount } from "@kairos/shared";
import { type MailContent, pageLine, render } from "./templates";

export const INSTALLMENT_REMINDER_TEMPLATE = "Installment reminder";
export const INSTALLMENT_OVERDUE_TEMPLATE = "Installment overdue";

export interface InstallmentMailArgs {
  fullName: string;
  roundName: string;
  /** Which payment of the plan (2: the second installment). */
  installment: number;
  /** What remains to pay of it (ledgerOf). */
  amount: number;
  currency: CurrencyCode;
  dueDate: string;
  /** paymentInstructionsText. */
  howToPay: string;
  supportEmail: string;
  link: string;
}

const ORDINALS = ["first", "second", "third"];
/** "second payment": how the mails and the page name installment `n`. */
export const installmentName = (n: number) => `${ORDINALS[n - 1] ?? `#${n}`} payment`;

function installmentMail(a: InstallmentMailArgs, title: string, opening: string): MailContent {
  const amount = `${formatAmount(a.amount, a.currency)} (${a.currency})`;
  return render(
    title,
    [
      `Dear ${a.fullName},`,
      opening,
      a.howToPay,
      `Once you have paid, upload the payment screenshot on your page, so that we can match it: ${a.link}`,
    ],
    [
      { label: "Training round", value: a.roundName },
      { label: "Amount", value: amount },
      { label: "Due by", value: calendarDayLabel(a.dueDate) },
    ],
    [
      pageLine(a.link),
      `Already paid? Upload the screenshot if you have not, or write to us at ${a.supportEmail}.`,
    ],
  );
}

/** To the applicant, a few days (Settings) before a later installment is due. */
export const installmentReminderMail = (a: InstallmentMailArgs): MailContent =>
  installmentMail(
    a,
    `Reminder: your ${installmentName(a.installment)} is due by ${calendarDayLabel(a.dueDate)}`,
    `This is a reminder that the ${installmentName(a.installment)} for ${a.roundName}, ${formatAmount(a.amount, a.currency)} (${a.currency}), is due by ${calendarDayLabel(a.dueDate)}.`,
  );

/** To the applicant, the day after a later installment's due date passed unpaid. */
export const installmentOverdueMail = (a: InstallmentMailArgs): MailContent =>
  installmentMail(
    a,
    `Your ${installmentName(a.installment)} is overdue`,
    `The ${installmentName(a.installment)} for ${a.roundName}, ${formatAmount(a.amount, a.currency)} (${a.currency}), was due by ${calendarDayLabel(a.dueDate)} and we have not received it yet. Please pay it as soon as you can.`,
  );
