import {
  PRIVACY_REQUEST_KINDS,
  PRIVACY_REQUEST_STATUSES,
  PRIVACY_REQUEST_WANTS,
} from "@kairos/shared";
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
import { createdAt } from "./columns";
import { users } from "./users";

/**
 * Access and erasure requests (decision 0034) for staff to decide: an applicant's "Delete my
 * data" that could not run yet, and the verified requests of the public form. The requester's
 * address is kept only until the request is decided (then null); the decision, its time and who
 * took it stay.
 */
export const privacyRequests = pgTable(
  "privacy_requests",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    kind: text({ enum: PRIVACY_REQUEST_KINDS }).notNull(),
    wants: text({ enum: PRIVACY_REQUEST_WANTS }).notNull(),
    /** The application, for kind `application` (null for an address's request). */
    applicationId: integer().references(() => applications.id, { onDelete: "set null" }),
    /** Lower-cased; null once the request is decided. */
    email: text(),
    /** Why it waits for staff ("Payment outstanding", "Round not ended yet"), if it does. */
    reason: text(),
    status: text({ enum: PRIVACY_REQUEST_STATUSES }).notNull(),
    /** The mailed confirmation link's secret (SHA-256) while unverified; null once used. */
    verifyHash: text(),
    verifyExpiresAt: timestamp({ withTimezone: true }),
    verifiedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    decidedAt: timestamp({ withTimezone: true }),
    decidedById: uuid().references(() => users.id, { onDelete: "set null" }),
    /** Staff's reason for a refusal, mailed to the requester. */
    decisionNote: text(),
  },
  (t) => [
    index("privacy_requests_status_idx").on(t.status, t.createdAt),
    uniqueIndex("privacy_requests_verify_hash_unique").on(t.verifyHash),
    check("privacy_requests_email_lower_check", sql`${t.email} = lower(${t.email})`),
    check("privacy_requests_kind_check", sql`${t.kind} IN ('application', 'email_address')`),
    check("privacy_requests_wants_check", sql`${t.wants} IN ('copy', 'erasure')`),
    check(
      "privacy_requests_status_check",
      sql`${t.status} IN ('unverified', 'open', 'done', 'refused')`,
    ),
    // One open request per application and wish: the same click twice at once stores one.
    uniqueIndex("privacy_requests_open_application_unique")
      .on(t.applicationId, t.wants)
      .where(sql`${t.status} = 'open' AND ${t.applicationId} IS NOT NULL`),
  ],
);

/**
 * The ids (never the secrets) of the links of an application its person deleted: such a link
 * then says the data was deleted rather than that it is unknown.
 */
export const erasedApplicantLinks = pgTable("erased_applicant_links", {
  id: text().primaryKey(),
  erasedAt: timestamp({ withTimezone: true }).notNull(),
});
