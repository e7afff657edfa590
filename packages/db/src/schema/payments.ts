import {
  CURRENCIES,
  INSTALLMENT_REMINDER_KINDS,
  LEDGER_ENTRY_KINDS,
  PAYMENT_METHODS,
} from "@kairos/shared";
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { apiKeys } from "./api-keys";
import { applications } from "./applications";
import { createdAt } from "./columns";
import { storedFiles } from "./files";
import { users } from "./users";

/**
 * The payments ledger: money received from an applicant, or given back. Nothing is deleted or
 * changed: a correction is a new entry that `corrects` the earlier one, which then no longer
 * counts (at most one correction per entry, so the history is a chain). What the application
 * owes is `applications.amount_due` in `applications.currency` (shared ledger.ts adds it up).
 */
export const applicationPayments = pgTable(
  "application_payments",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    applicationId: integer()
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    kind: text({ enum: LEDGER_ENTRY_KINDS }).notNull(),
    /** Whole units of `currency`, always positive (a refund's kind says which way it went). */
    amount: integer().notNull(),
    currency: text({ enum: CURRENCIES }).notNull(),
    /** The day (Egypt time) the money arrived or left. */
    receivedOn: date({ mode: "string" }).notNull(),
    method: text({ enum: PAYMENT_METHODS }).notNull(),
    /** The payment's own reference (transfer number, receipt number), if any. */
    reference: text(),
    /** The proof of payment this entry matches (the application's screenshot or a later one). */
    proofFileId: uuid().references(() => storedFiles.id, { onDelete: "set null" }),
    /** The earlier entry this one replaces (a correction). */
    correctsId: integer().references((): AnyPgColumn => applicationPayments.id, {
      onDelete: "restrict",
    }),
    /** Staff's note on the entry (never shown to the applicant). */
    note: text(),
    /**
     * The recording request's key (a form's id, or a REST Idempotency-Key): the same payment
     * sent twice at once is stored once.
     */
    requestId: text().notNull(),
    recordedById: uuid().references(() => users.id, { onDelete: "set null" }),
    apiKeyId: text().references(() => apiKeys.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("application_payments_request_unique").on(t.applicationId, t.requestId),
    uniqueIndex("application_payments_corrects_unique").on(t.correctsId),
    index("application_payments_application_idx").on(t.applicationId, t.createdAt),
    check("application_payments_amount_check", sql`${t.amount} > 0`),
    check("application_payments_kind_check", sql`${t.kind} IN ('payment', 'refund')`),
    check("application_payments_currency_check", sql`${t.currency} IN ('EGP', 'USD')`),
  ],
);

/**
 * Proofs of a later installment that the applicant uploaded on their page; staff check them
 * against what arrived ("payments to check": a proof no current ledger entry matches).
 */
export const paymentProofs = pgTable(
  "payment_proofs",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    applicationId: integer()
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    fileId: uuid()
      .notNull()
      .references(() => storedFiles.id, { onDelete: "restrict" }),
    /** Which payment of the plan it is for (1-based: 2 is the second installment). */
    installment: integer().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("payment_proofs_application_idx").on(t.applicationId),
    check("payment_proofs_installment_check", sql`${t.installment} >= 1`),
  ],
);

/**
 * Reminders of a later installment, claimed by inserting their row: each is sent once per
 * installment and kind across processes and restarts (the insert that wins sends it).
 */
export const installmentReminders = pgTable(
  "installment_reminders",
  {
    applicationId: integer()
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    installment: integer().notNull(),
    kind: text({ enum: INSTALLMENT_REMINDER_KINDS }).notNull(),
    claimedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.applicationId, t.installment, t.kind] }),
    check("installment_reminders_kind_check", sql`${t.kind} IN ('before', 'overdue')`),
  ],
);
