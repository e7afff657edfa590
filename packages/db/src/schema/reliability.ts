import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { applications } from "./applications";
import { createdAt } from "./columns";

/**
 * Mails that could not be sent when they were due. The scheduler claims due rows with
 * `UPDATE ... RETURNING` (so several processes send each once), retries with growing delays
 * and, when a mail belongs to an application, records `mail-sent` on its history once it goes.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** The MailMessage as JSON (attachment bytes as base64). */
    message: jsonb().notNull(),
    applicationId: integer().references(() => applications.id, { onDelete: "cascade" }),
    /** The template's name, for the application's history (`detail`). */
    template: text(),
    /** Sending attempts so far, the first one (at the request) included. */
    attempts: integer().notNull().default(1),
    /** When the next try is due; while a process sends, a lease a few minutes ahead. */
    nextAttemptAt: timestamp({ withTimezone: true }).notNull(),
    /** Set when the retries are exhausted; the row stays for the record. */
    gaveUpAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("mail_outbox_due_idx").on(t.nextAttemptAt)],
);

/**
 * `Idempotency-Key`s of the public submission routes, scoped by route. A row with a null
 * status is a claim of a request in flight; once answered it holds the status and JSON body
 * that a retry with the same key replays.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    route: text().notNull(),
    key: text().notNull(),
    /** SHA-256 of the request body, so the key cannot be reused for another request. */
    fingerprint: text().notNull(),
    status: smallint(),
    body: jsonb(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.route, t.key] }),
    index("idempotency_keys_created_at_idx").on(t.createdAt),
  ],
);
