import {
  CURRENCIES,
  LEDGER_ENTRY_KINDS,
  LEDGER_STATE_LABELS,
  type LedgerState,
  PAYMENT_METHODS,
} from "@kairos/shared";
import { z } from "zod";
import { dateTime, day, emailSent, text } from "./common";
import { APPLICATION } from "./examples";

// The payments ledger's answers (APP-26, decision 0028): packages/api services/payments/ledger.ts.

const LEDGER_STATES = Object.keys(LEDGER_STATE_LABELS) as [LedgerState, ...LedgerState[]];
const ledgerState = z.enum(LEDGER_STATES).meta({
  id: "LedgerState",
  description:
    "paid: nothing left to pay; outstanding: something is; overdue: a later installment is past its due date (Egypt time); withdrawn: the applicant withdrew, nothing more is asked",
});
const AT = "2026-12-01T09:30:00.000Z";

export const PAYMENT_BRIEF = {
  paid: 4750,
  outstanding: 4750,
  state: "outstanding",
  withdrawnAt: null,
};

/** An application's ledger in brief, beside it in the staff's lists and detail. */
export const paymentBrief = z
  .object({
    paid: z.int().meta({ description: "Received net of refunds, in the application's currency" }),
    outstanding: z.int().meta({ description: "Still to pay (0 once withdrawn)" }),
    state: ledgerState,
    withdrawnAt: dateTime.nullable().meta({ description: "When the applicant withdrew" }),
  })
  .meta({ id: "ApplicationPayment", examples: [PAYMENT_BRIEF] });

const ENTRY = {
  id: 12,
  receipt: "RCT-000012",
  kind: "payment",
  amount: 4750,
  currency: "EGP",
  receivedOn: "2026-11-30",
  method: "instant-payment",
  reference: "IP-7781",
  proofFileId: null,
  correctsId: null,
  correctedById: null,
  note: null,
  requestId: "b1f0d5c2-3a4e-4f6b-8c9d-0e1f2a3b4c5d",
  recordedBy: "staff@example.com",
  apiKey: null,
  createdAt: AT,
};

export const ledgerEntry = z
  .object({
    id: z.int(),
    receipt: z.string().meta({ description: "The receipt's number: RCT- and the entry's id" }),
    kind: z.enum(LEDGER_ENTRY_KINDS),
    amount: z.int().meta({ description: "Whole units of `currency`, always positive" }),
    currency: z.enum(CURRENCIES),
    receivedOn: day,
    method: z.enum(PAYMENT_METHODS),
    reference: text.meta({ description: "The payment's own reference (a transfer number)" }),
    proofFileId: z.uuid().nullable().meta({ description: "The proof of payment it matches" }),
    correctsId: z.int().nullable().meta({ description: "The entry this one replaces" }),
    correctedById: z
      .int()
      .nullable()
      .meta({ description: "The entry that replaced this one: it no longer counts" }),
    note: text.meta({ description: "The staff's note: never shown to the applicant" }),
    requestId: z.string().meta({ description: "The Idempotency-Key or requestId it came with" }),
    recordedBy: text.meta({ description: "The staff member's e-mail" }),
    apiKey: text.meta({ description: "The name of the API key it came through" }),
    createdAt: dateTime,
  })
  .meta({ id: "LedgerEntry", examples: [ENTRY] });

const installment = z.object({
  number: z.int().meta({ description: "1-based: 2 is the second installment" }),
  amount: z.int(),
  paid: z.int(),
  dueDate: day.nullable().meta({ description: "null: with the application, or undated" }),
  withApplication: z.boolean(),
  state: z.enum(["paid", "partly-paid", "due", "overdue"]),
});

export const ledgerSummary = z
  .object({
    currency: z.enum(CURRENCIES),
    total: z.int(),
    received: z.int(),
    refunded: z.int(),
    net: z.int(),
    outstanding: z.int(),
    overpaid: z.int(),
    installments: z.array(installment),
    next: z
      .object({ number: z.int(), amount: z.int(), dueDate: day.nullable() })
      .nullable()
      .meta({ description: "The first installment not fully paid, with what remains of it" }),
    state: ledgerState,
  })
  .meta({ id: "LedgerSummary" });

export const ledger = z
  .object({
    summary: ledgerSummary,
    withdrawnAt: dateTime.nullable(),
    entries: z.array(ledgerEntry).meta({ description: "Oldest first, corrected ones included" }),
    proofs: z
      .array(z.object({ fileId: z.uuid(), label: z.string() }))
      .meta({ description: "The proofs of payment an entry may name" }),
  })
  .meta({ id: "Ledger" });

export const entryRecorded = z.object({
  entry: ledgerEntry,
  created: z.boolean().meta({ description: "false: the same request had recorded it already" }),
  emailSent,
});

/** The staff's application: the spec's, with its ledger in brief. */
export const withPayment = <T extends z.ZodObject>(application: T) =>
  application.extend({ payment: paymentBrief }).meta({
    id: "StaffApplication",
    examples: [{ ...APPLICATION, payment: PAYMENT_BRIEF, erasedAt: null, heldAt: null }],
  });
