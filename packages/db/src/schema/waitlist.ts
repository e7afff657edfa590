import { integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";

/**
 * The "tell me when" list (GAP-27): addresses left on /register while it takes no
 * applications. Each is mailed once when registration opens (`mailedAt`, set in the same
 * transaction that queues the mail, so no process or restart mails it twice).
 */
export const waitlist = pgTable(
  "waitlist",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** Lower-cased: one entry per person however they type it. */
    email: text().notNull(),
    createdAt: createdAt(),
    /** When the "applications are open" mail was queued; null while it waits. */
    mailedAt: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex("waitlist_email_idx").on(t.email)],
);
