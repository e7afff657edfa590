import type { CurrencyCode } from "../pricing";

/**
 * A proof of payment no current ledger entry matches (APP-26): a later installment's proof
 * the applicant uploaded, or the screenshot sent with an application that has no payment
 * recorded yet. Staff check it against what arrived and record the payment.
 */
export interface PaymentToCheck {
  /** "first": the application's screenshot; "later": a proof uploaded on the applicant's page. */
  kind: "first" | "later";
  applicationId: number;
  reference: string;
  fullName: string;
  email: string;
  roundName: string;
  /** 1-based: which payment of the plan it is for. */
  installment: number;
  /** What remains of that installment (ledgerOf). */
  expected: { amount: number; currency: CurrencyCode };
  /** When the proof was uploaded (ISO). */
  uploadedAt: string;
  /** The image, as the files route serves it: "/files/<id>". */
  file: string;
}
