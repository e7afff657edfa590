import { STAFF_ALERT_KINDS } from "@kairos/shared";
import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";

/**
 * Staff alerts waiting for the daily digest (a kind that Settings send as a digest): the alert's
 * subject and text as it would have been mailed. The process that claims the day's digest marks
 * the rows it mails (`digestedAt`), so an alert is in exactly one digest.
 */
export const staffAlertQueue = pgTable(
  "staff_alert_queue",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    kind: text({ enum: STAFF_ALERT_KINDS }).notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    createdAt: createdAt(),
    digestedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index("staff_alert_queue_pending_idx").on(t.createdAt)],
);
