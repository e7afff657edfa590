import type { ApiDeps } from "../../context";
import { applicationLedger } from "../payments/ledger-read";
import { nextPaymentText, receiptsOf } from "../payments/receipts";

// The applicant's "Payments" section (APP-26): the same ledger staff read, without anything
// staff-only (no entries, notes or who recorded them): the totals, each installment, what to
// pay next, and the receipts to download.

export async function applicantPayments(
  deps: Pick<ApiDeps, "database">,
  applicationId: number,
  now = new Date(),
) {
  const { summary } = await applicationLedger(deps, applicationId, now);
  return {
    currency: summary.currency,
    total: summary.total,
    paid: summary.net,
    outstanding: summary.outstanding,
    state: summary.state,
    installments: summary.installments.map((i) => ({
      number: i.number,
      amount: i.amount,
      paid: i.paid,
      dueDate: i.dueDate,
      withApplication: i.withApplication,
      state: i.state,
    })),
    /** "LE 4,750 by Friday, 27 February 2026"; null when nothing is left to pay. */
    next: nextPaymentText(summary),
    receipts: await receiptsOf(deps, applicationId),
  };
}
export type ApplicantPayments = Awaited<ReturnType<typeof applicantPayments>>;
