import { ERASABLE_KINDS, ERASED_BY } from "@kairos/shared";
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * The columns every erasable record carries (decision 0033): when its personal fields were
 * erased and by whom (the row stays, so counts, ledger sums and slot bookings stay right), and
 * the staff's hold that keeps it from erasure.
 */
export const erasureColumns = () => ({
  erasedAt: timestamp({ withTimezone: true }),
  erasedBy: text({ enum: ERASED_BY }),
  heldAt: timestamp({ withTimezone: true }),
  heldById: uuid().references(() => users.id, { onDelete: "set null" }),
});

/**
 * What was erased, when and by whom — never the data itself: one row per erased record, from
 * the staff, the person's own request or the daily retention job.
 */
export const erasureLog = pgTable(
  "erasure_log",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    kind: text({ enum: ERASABLE_KINDS }).notNull(),
    recordId: integer().notNull(),
    byType: text({ enum: ERASED_BY }).notNull(),
    byUserId: uuid().references(() => users.id, { onDelete: "set null" }),
    reason: text().notNull(),
    erasedAt: timestamp({ withTimezone: true }).notNull(),
    filesDeleted: integer().notNull().default(0),
  },
  (t) => [
    index("erasure_log_erased_at_idx").on(t.erasedAt),
    index("erasure_log_record_idx").on(t.kind, t.recordId),
    check(
      "erasure_log_kind_check",
      sql`${t.kind} IN ('application', 'interpreter_registration', 'interpreter_request', 'contact_message')`,
    ),
    check("erasure_log_by_type_check", sql`${t.byType} IN ('staff', 'applicant', 'retention')`),
  ],
);
