import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { applications } from "./applications";
import { createdAt } from "./columns";

/**
 * The applicant's personal links to `/application/<token>` (decision 0010), in the sessions'
 * design: the token is `<id>.<secret>` and only the SHA-256 of the secret is kept. Each mail to the
 * applicant carries a new one; all end with the round, and staff can revoke them.
 */
export const applicantLinks = pgTable(
  "applicant_links",
  {
    id: text().primaryKey(),
    secretHash: text().notNull(),
    applicationId: integer()
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    lastUsedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("applicant_links_application_idx").on(t.applicationId)],
);
