import { z } from "zod";
import { LEDGER_ENTRY_KINDS, PAYMENT_FILTERS, PAYMENT_METHODS } from "../enums";
import { CURRENCIES } from "../pricing";
import { calendarDate, optionalText } from "./common";

// The payments ledger's inputs (APP-26, decision 0028): one entry recorded by staff, from the
// console's form, a tRPC call or the REST API. A correction takes the same fields; its kind is
// the corrected entry's.

export const LEDGER_MESSAGES = {
  kind: "Choose payment or refund",
  amount: "Enter the amount, a whole number greater than 0",
  currency: "Choose the currency: EGP or USD",
  otherCurrency: (currency: string) =>
    `This application is paid in ${currency}: record the amount in ${currency}`,
  receivedOn: "Enter the date as YYYY-MM-DD",
  receivedOnReal: "Enter a real calendar date (YYYY-MM-DD)",
  future: "The date cannot be later than today (Egypt time)",
  method: "Choose how the money was paid",
  proof: "This proof of payment does not belong to this application",
  requestId: "The request id must be 1 to 255 visible ASCII characters",
  requestIdMissing:
    "Send an Idempotency-Key header or a requestId in the body, so that a retry records nothing twice",
  alreadyCorrected: (receipt: string) =>
    `Entry ${receipt} was already corrected: correct the entry that replaced it instead`,
  entryNotFound: "This application has no ledger entry with this id",
  reused: "This requestId was already used for another entry of this application",
  recorded: "Payment recorded",
  refundRecorded: "Refund recorded",
  corrected: "Correction recorded",
} as const;

/** A form's or caller's key for one recording: a retry with it records nothing twice. */
export const requestIdField = z
  .string(LEDGER_MESSAGES.requestId)
  .regex(/^[\x21-\x7e]{1,255}$/, LEDGER_MESSAGES.requestId);

/** What staff state about money that arrived or left (a correction's new values too). */
export const ledgerFieldsSchema = z.object({
  amount: z
    .number(LEDGER_MESSAGES.amount)
    .int(LEDGER_MESSAGES.amount)
    .positive(LEDGER_MESSAGES.amount)
    .max(100_000_000, LEDGER_MESSAGES.amount),
  /** Must be the application's own currency (refused otherwise): said, so nothing is guessed. */
  currency: z.enum(CURRENCIES, LEDGER_MESSAGES.currency),
  receivedOn: calendarDate(LEDGER_MESSAGES.receivedOn, LEDGER_MESSAGES.receivedOnReal),
  method: z.enum(PAYMENT_METHODS, LEDGER_MESSAGES.method),
  /** The transfer's or receipt's own number, if any. */
  reference: optionalText(200),
  /** The proof this entry matches: the application's screenshot or a later proof's file. */
  proofFileId: z.uuid(LEDGER_MESSAGES.proof).optional(),
  /** Staff only: never shown to the applicant. */
  note: optionalText(2000),
  /** Required here unless the REST call sends an Idempotency-Key header. */
  requestId: requestIdField.optional(),
});
export type LedgerFields = z.output<typeof ledgerFieldsSchema>;

/** A payment received or a refund given. */
export const ledgerEntrySchema = ledgerFieldsSchema.extend({
  kind: z.enum(LEDGER_ENTRY_KINDS, LEDGER_MESSAGES.kind),
});
export type LedgerEntryInput = z.output<typeof ledgerEntrySchema>;

/** A correction: the entry's new values, replacing it (the original stays, marked corrected). */
export const ledgerCorrectionSchema = ledgerFieldsSchema;
export type LedgerCorrectionInput = z.output<typeof ledgerCorrectionSchema>;

export const paymentFilterField = z
  .enum(PAYMENT_FILTERS, "The payment filter is one of paid, outstanding, overdue")
  .optional();
