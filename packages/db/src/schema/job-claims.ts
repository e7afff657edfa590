import { pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Jobs that every server process's scheduler offers to run but that run once per period
 * across them all (the uploads sweep each hour, the staff digest and retention each day): the
 * process whose insert of the (job, period) row wins runs it. Old claims are deleted.
 */
export const jobClaims = pgTable(
  "job_claims",
  {
    job: text().notNull(),
    /** The period claimed, e.g. "2026-11-25T23" (an hour) or "2026-11-25" (a day). */
    period: text().notNull(),
    claimedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.job, t.period] })],
);
