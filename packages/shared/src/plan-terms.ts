import { PAYMENT_PLAN_LABELS } from "./enums";
import { type CurrencyCode, formatAmount, PLAN_PAYMENTS, type PlanId } from "./pricing";
import { addCalendarDays, calendarDayLabel } from "./time";

// What a payment plan asks of the applicant, payment by payment (APP-26, INC-08): the amounts
// and when each is due, from one total (the one recorded on the application, or on step 5 the
// one the prices in force give) and the round's start date. Step 5, the mails, the applicant's
// page and the staff console word a plan with these functions, so they cannot disagree.

/**
 * APP-26: the second payment is due "by the end of the 3rd week after the course starts". The
 * course's first week is its start day and the six days after it, so its third week ends on
 * the start day + 20 (a course starting Saturday 7 February 2026: Friday 27 February 2026).
 */
export const SECOND_PAYMENT_DAYS_AFTER_START = 20;

/** The last day (YYYY-MM-DD) of the second payment, or null while the round has no start date. */
export const secondPaymentDue = (roundStart: string | null): string | null =>
  roundStart ? addCalendarDays(roundStart, SECOND_PAYMENT_DAYS_AFTER_START) : null;

export interface PlanPayment {
  amount: number;
  /** Paid with the application (its proof is step 6's screenshot). */
  withApplication: boolean;
  /** The last day (YYYY-MM-DD) to pay a later payment; null with the application or undated. */
  dueDate: string | null;
}

export interface PaymentTerms {
  plan: PlanId;
  currency: CurrencyCode;
  /** What the plan costs in all: the sum of `payments`. */
  total: number;
  payments: PlanPayment[];
}

/**
 * `total` of `plan` split into its payments: all of it with the application, or two halves
 * (the first takes the odd unit, so the payments always add up to the total).
 */
export function paymentTerms(args: {
  plan: PlanId;
  currency: CurrencyCode;
  total: number;
  roundStart: string | null;
}): PaymentTerms {
  const { plan, currency, total } = args;
  if (PLAN_PAYMENTS[plan] === 1) {
    return {
      plan,
      currency,
      total,
      payments: [{ amount: total, withApplication: true, dueDate: null }],
    };
  }
  const second = Math.floor(total / 2);
  return {
    plan,
    currency,
    total,
    payments: [
      { amount: total - second, withApplication: true, dueDate: null },
      { amount: second, withApplication: false, dueDate: secondPaymentDue(args.roundStart) },
    ],
  };
}

/** The spec's words for the second payment's date, while the round has no start date. */
export const SECOND_PAYMENT_UNDATED = "by the end of the 3rd week after the course starts";

/** "with the application", "by Friday, 27 February 2026". */
export function paymentDueText(payment: PlanPayment): string {
  if (payment.withApplication) return "with the application";
  return payment.dueDate ? `by ${calendarDayLabel(payment.dueDate)}` : SECOND_PAYMENT_UNDATED;
}

/** "LE 4,750 with the application and LE 4,750 by Friday, 27 February 2026". */
export const paymentsText = (terms: PaymentTerms): string =>
  terms.payments
    .map((p) => `${formatAmount(p.amount, terms.currency)} ${paymentDueText(p)}`)
    .join(" and ");

/**
 * The plan in one line, for the step 5 summary, the mails and the applicant's page:
 * "Full Payment: LE 8,500 with the application", "Two Payments: LE 9,500 in total,
 * LE 4,750 with the application and LE 4,750 by Friday, 27 February 2026".
 */
export function planTermsText(terms: PaymentTerms): string {
  const label = PAYMENT_PLAN_LABELS[terms.plan];
  if (terms.payments.length === 1) return `${label}: ${paymentsText(terms)}`;
  return `${label}: ${formatAmount(terms.total, terms.currency)} in total, ${paymentsText(terms)}`;
}

/** The total with its currency's code, unmistakable in any country: "LE 9,500 (EGP)", "$500 (USD)". */
export const amountWithCurrency = (terms: Pick<PaymentTerms, "currency" | "total">): string =>
  `${formatAmount(terms.total, terms.currency)} (${terms.currency})`;

/** The amount owed as staff read it: "LE 8,500", "LE 9,500 (LE 4,750 + LE 4,750)". */
export function amountDueText(
  terms: Pick<PaymentTerms, "currency" | "total" | "payments">,
): string {
  const total = formatAmount(terms.total, terms.currency);
  if (terms.payments.length === 1) return total;
  return `${total} (${terms.payments.map((p) => formatAmount(p.amount, terms.currency)).join(" + ")})`;
}

/** The payments still ahead after the one made with the application (the approval mail). */
export const laterPayments = (terms: PaymentTerms): PlanPayment[] =>
  terms.payments.filter((p) => !p.withApplication);
