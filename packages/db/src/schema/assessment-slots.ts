import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";
import { rounds } from "./rounds";

/**
 * Assessment slots. `bookedCount` is raised only by a conditional update
 * (`booked_count < capacity`), and the check constraint refuses overbooking even if code errs.
 */
export const assessmentSlots = pgTable(
  "assessment_slots",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    roundId: text()
      .notNull()
      .references(() => rounds.id, { onDelete: "restrict", onUpdate: "cascade" }),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    capacity: integer().notNull().default(1),
    bookedCount: integer().notNull().default(0),
    callLink: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("assessment_slots_round_starts_unique").on(t.roundId, t.startsAt),
    index("assessment_slots_starts_at_idx").on(t.startsAt),
    check("assessment_slots_capacity_check", sql`${t.capacity} >= 1`),
    check(
      "assessment_slots_booked_check",
      sql`${t.bookedCount} >= 0 AND ${t.bookedCount} <= ${t.capacity}`,
    ),
  ],
);
