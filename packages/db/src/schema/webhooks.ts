import {
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { users } from "./users";

/**
 * Endpoints that receive events (decision 0013). The signing secret is kept as it is (the server
 * signs with it); an endpoint removed by an admin keeps its row (`disabledAt`) and deliveries.
 */
export const webhookEndpoints = pgTable("webhook_endpoints", {
  id: uuid().primaryKey().defaultRandom(),
  url: text().notNull(),
  events: text().array().notNull(),
  description: text(),
  /** `whsec_` and 24 random bytes in base64 (Standard Webhooks). */
  secret: text().notNull(),
  createdBy: uuid().references(() => users.id, { onDelete: "set null" }),
  disabledAt: timestamp({ withTimezone: true }),
  createdAt: createdAt(),
});

/**
 * One event for one endpoint. Stored before its first attempt, so that nothing is lost when a
 * process stops; the scheduler claims due rows as the mail outbox does (a lease ahead of
 * `nextAttemptAt`) and retries with growing delays until an answer is 2xx or the delays run out.
 */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: uuid().primaryKey().defaultRandom(),
    endpointId: uuid()
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: "cascade" }),
    event: text().notNull(),
    /** The body sent: { type, timestamp, data }. */
    payload: jsonb().notNull(),
    attempts: integer().notNull().default(0),
    /** Due time of the next attempt; null once delivered or given up. */
    nextAttemptAt: timestamp({ withTimezone: true }),
    lastAttemptAt: timestamp({ withTimezone: true }),
    /** The last answer's HTTP status, or null when none came (refused, timed out). */
    lastStatus: smallint(),
    /** The start of the last answer's body (at most 1 kB), or the one text for "no answer". */
    lastResponse: text(),
    deliveredAt: timestamp({ withTimezone: true }),
    gaveUpAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("webhook_deliveries_due_idx").on(t.nextAttemptAt),
    index("webhook_deliveries_endpoint_idx").on(t.endpointId, t.createdAt),
  ],
);
