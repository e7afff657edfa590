import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * One row per stored public submission (a form, an application, a booking), so that the
 * per-address and per-e-mail limits count what was stored, in the database that every server
 * process shares. Rows only matter within the limit's window; the scheduler deletes older ones.
 */
export const formSubmissions = pgTable(
  "form_submissions",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** Which limit counts it: 'contact', 'interpreter-request', 'application', ... */
    form: text().notNull(),
    ip: text().notNull(),
    /** Lower-cased, so that one person is one count however they type it. */
    email: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index("form_submissions_ip_idx").on(t.form, t.ip, t.createdAt),
    index("form_submissions_email_idx").on(t.form, t.email, t.createdAt),
    index("form_submissions_created_at_idx").on(t.createdAt),
  ],
);

/**
 * Counters of the rate limits that every server process shares (rate-limiter-flexible's
 * RateLimiterDrizzle: one atomic upsert per hit): the refusal ceiling of the forms, the
 * analytics hits. A row per limiter key and window; expired rows are swept.
 */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text().primaryKey(),
    points: integer().notNull().default(0),
    expire: timestamp({ withTimezone: true }),
  },
  (t) => [index("rate_limits_expire_idx").on(t.expire)],
);
