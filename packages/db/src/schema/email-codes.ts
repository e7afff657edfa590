import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { rounds } from "./rounds";

/**
 * The application form's e-mail codes (decision 0009): a 6-digit code mailed to the address
 * typed at step 2 for one round, so that only the mailbox's holder learns whether that address
 * has applied to it. One row per address and round: a new code replaces the old one in the same
 * row, so there is never more than one valid code. Only the code's SHA-256 is kept.
 */
export const emailCodes = pgTable(
  "email_codes",
  {
    /** Lower-cased, as applications keep it. */
    email: text().notNull(),
    roundId: text()
      .notNull()
      .references(() => rounds.id, { onDelete: "cascade", onUpdate: "cascade" }),
    codeHash: text().notNull(),
    sentAt: timestamp({ withTimezone: true }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    wrongTries: integer().notNull().default(0),
    /** Set by the right code: a code works once. */
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.email, t.roundId] }),
    check("email_codes_email_lower_check", sql`${t.email} = lower(${t.email})`),
    index("email_codes_expires_at_idx").on(t.expiresAt),
  ],
);
