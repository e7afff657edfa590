import {
  formatAmount,
  type PaymentTerms,
  type PlanId,
  type PriceTable,
  paymentDueText,
  paymentTerms,
  planTotal,
  priceIn,
} from "@kairos/shared";
import { publicConfig } from "@/lib/data/config";

// The plan's terms as the form quotes them, in a module of its own: steps 5 and 6 and the
// submission need it, the first step does not (its first load stays small).

/**
 * What `plan` asks of the applicant at the prices staff set in Settings (default: the page's):
 * its total, and each payment with its due date from the round's start (APP-26). The amount
 * recorded is the server's; the form sends this total so that a price changed meanwhile is
 * refused instead of recorded unseen.
 */
export function quotedTerms(
  plan: PlanId,
  egp: boolean,
  roundStart: string | null,
  table: PriceTable = publicConfig.prices,
): PaymentTerms {
  const currency = egp ? "EGP" : "USD";
  const total = planTotal(plan, priceIn(currency, table));
  return paymentTerms({ plan, currency, total, roundStart });
}

/** Step 6, under the amount to pay now: "Then LE 4,750 by ...; LE 9,500 in total." */
export const laterPaymentsText = (terms: PaymentTerms) =>
  `Then ${terms.payments
    .filter((p) => !p.withApplication)
    .map((p) => `${formatAmount(p.amount, terms.currency)} ${paymentDueText(p)}`)
    .join(" and ")}; ${formatAmount(terms.total, terms.currency)} in total.`;
