import { BOOKING_END_REASONS } from "@kairos/shared";
import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { applications } from "./applications";
import { assessmentSlots } from "./assessment-slots";
import { createdAt } from "./columns";
import { rounds } from "./rounds";
import { users } from "./users";

/**
 * Assessment bookings. A cancelled or moved booking keeps its row (cancelledAt set), so the
 * slot's history stays; at most one active booking per e-mail and round.
 */
export const assessmentBookings = pgTable(
  "assessment_bookings",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    slotId: integer()
      .notNull()
      .references(() => assessmentSlots.id, { onDelete: "restrict" }),
    roundId: text()
      .notNull()
      .references(() => rounds.id, { onDelete: "restrict", onUpdate: "cascade" }),
    email: text().notNull(),
    applicationId: integer().references(() => applications.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    cancelledAt: timestamp({ withTimezone: true }),
    cancelledById: uuid().references(() => users.id, { onDelete: "set null" }),
    /** Why the row stopped being active (with cancelledAt): moved or cancelled. */
    endReason: text({ enum: BOOKING_END_REASONS }),
    /** Claimed once, in the database, by whichever process sends the call-link mail. */
    callLinkMailedAt: timestamp({ withTimezone: true }),
    /** Claimed once by whichever process sends the reminder 24 hours before. */
    reminderMailedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex("assessment_bookings_active_email_round_unique")
      .on(t.roundId, t.email)
      .where(sql`${t.cancelledAt} IS NULL`),
    check("assessment_bookings_email_lower_check", sql`${t.email} = lower(${t.email})`),
    check(
      "assessment_bookings_end_reason_check",
      sql`${t.endReason} IS NULL OR ${t.endReason} IN ('moved', 'cancelled')`,
    ),
    index("assessment_bookings_slot_idx").on(t.slotId),
    index("assessment_bookings_application_idx").on(t.applicationId),
  ],
);
