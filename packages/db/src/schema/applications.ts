import { CURRENCIES } from "@kairos/shared";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { apiKeys } from "./api-keys";
import { createdAt, updatedAt } from "./columns";
import {
  applicationEventEnum,
  applicationStatusEnum,
  hearAboutEnum,
  jobReferralsEnum,
  occupationEnum,
  paymentPlanEnum,
} from "./enums";
import { erasureColumns } from "./erasure";
import { storedFiles } from "./files";
import { rounds } from "./rounds";
import { users } from "./users";

/** Training applications: every field of docs/requirements.md, application-and-admin §3. E-mail lower-cased. */
export const applications = pgTable(
  "applications",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    fullName: text().notNull(),
    email: text().notNull(),
    countryCode: text().notNull(),
    phoneNumber: text().notNull(),
    selectedCountry: text().notNull(),
    selectedCity: text().notNull(),
    /**
     * The round applied to (the spec's `trainingCourse` at the form and REST edge). The column
     * keeps its first name: renaming it would break the release before during a rolling
     * restart (README, Upgrades; decision 0036).
     */
    roundId: text("training_course")
      .notNull()
      .references(() => rounds.id, { onDelete: "restrict", onUpdate: "cascade" }),
    languagePair: text(),
    secondLanguage: text().notNull(),
    customLanguage: text(),
    occupation: occupationEnum().notNull(),
    jobTitle: text(),
    jobReferrals: jobReferralsEnum().notNull().default("yes"),
    interests: text().array().notNull().default(sql`'{}'::text[]`),
    otherInterest: text(),
    hearAbout: hearAboutEnum().notNull(),
    otherHearAbout: text(),
    paymentPlan: paymentPlanEnum().notNull(),
    /**
     * What the plan costs in all, in `currency`, as the prices in force when it was submitted
     * made it (the payments and their dates: shared plan-terms.ts). Kept, so that a later
     * change of price in Settings rewrites nothing the applicant agreed to.
     */
    amountDue: integer().notNull(),
    currency: text({ enum: CURRENCIES }).notNull(),
    paymentScreenshotId: uuid().references(() => storedFiles.id, { onDelete: "set null" }),
    status: applicationStatusEnum().notNull().default("pending"),
    /** Set while the applicant, without a booking, waits for a mail when new slots open. */
    notifySlotsSince: timestamp({ withTimezone: true }),
    /**
     * When the applicant withdrew (beside the spec's four statuses, which stay as they are);
     * the history entry says who recorded it.
     */
    withdrawnAt: timestamp({ withTimezone: true }),
    /** The staff's private notes (APPS-11): never shown or mailed to the applicant. */
    notes: text(),
    ...erasureColumns(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("applications_email_course_unique").on(t.email, t.roundId),
    check("applications_email_lower_check", sql`${t.email} = lower(${t.email})`),
    check("applications_amount_due_check", sql`${t.amountDue} > 0`),
    check("applications_currency_check", sql`${t.currency} IN ('EGP', 'USD')`),
    index("applications_created_at_idx").on(t.createdAt),
    index("applications_status_idx").on(t.status),
  ],
);

/** Who changed what on an application, and every mail sent or failed about it. */
export const applicationHistory = pgTable(
  "application_history",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    applicationId: integer()
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    event: applicationEventEnum().notNull(),
    actorId: uuid().references(() => users.id, { onDelete: "set null" }),
    /** The change came through this API key (acting for `actorId`, who made it). */
    apiKeyId: text().references(() => apiKeys.id, { onDelete: "set null" }),
    fromStatus: applicationStatusEnum(),
    toStatus: applicationStatusEnum(),
    /** The staff's private note: shown to staff and their systems, never to the applicant. */
    notes: text(),
    /**
     * The message to the applicant with a status change (APPS-09): on their page and in the
     * status mail. Entries from before it existed have none (their notes stay staff-only).
     */
    applicantMessage: text(),
    detail: text(),
    /** The applicant did this on their own page (actorId is then null). */
    byApplicant: boolean().notNull().default(false),
    /** A file the entry keeps, e.g. the proof of payment that a new one replaced. */
    fileId: uuid().references(() => storedFiles.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("application_history_application_idx").on(t.applicationId, t.createdAt)],
);
