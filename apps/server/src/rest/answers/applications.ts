import { ERASED_FIELDS } from "@kairos/api";
import { applications } from "@kairos/db";
import { APPLICATION_EVENTS, APPLICATION_STATUSES, CURRENCIES } from "@kairos/shared";
import { createSelectSchema } from "drizzle-zod";
import { z } from "zod";
import { dateTime, day, emailSent, page, text } from "./common";
import { erasable } from "./erasure";
import { APPLICATION, HISTORY_ENTRY } from "./examples";
import { withPayment } from "./payments";

const row = createSelectSchema(applications);
export const applicationStatus = z.enum(APPLICATION_STATUSES).meta({ id: "ApplicationStatus" });

/** toApplicationDto (packages/api services/applications/submit.ts): the spec's application. */
export const application = row
  .pick({
    id: true,
    fullName: true,
    email: true,
    countryCode: true,
    phoneNumber: true,
    selectedCity: true,
    selectedCountry: true,
    languagePair: true,
    secondLanguage: true,
    customLanguage: true,
    occupation: true,
    jobTitle: true,
    jobReferrals: true,
    interests: true,
    otherInterest: true,
    hearAbout: true,
    otherHearAbout: true,
    paymentPlan: true,
    notes: true,
  })
  .extend({
    amountDue: z.int().meta({
      description: "What the plan costs in all, in `currency`, recorded when it was submitted",
    }),
    currency: z.enum(CURRENCIES),
  })
  .extend({
    trainingCourse: z.string().meta({ description: "The round applied to, e.g. round-3" }),
    assessmentSlot: z.string().nullable().meta({ description: "The booked slot's id" }),
    assessmentStartsAt: dateTime.nullable(),
    paymentScreenshot: text.meta({ description: "The proof of payment, under /api (staff)" }),
    applicationStatus,
    applicationDate: dateTime,
    withdrawnAt: dateTime.nullable().meta({
      description:
        "When the applicant withdrew (on their page, or recorded by staff); null while the application stands. The status is kept beside it.",
    }),
    createdAt: dateTime,
    updatedAt: dateTime,
  })
  .meta({ id: "Application", examples: [APPLICATION] });

export const historyEntry = z
  .object({
    id: z.int(),
    event: z.enum(APPLICATION_EVENTS),
    fromStatus: applicationStatus.nullable(),
    toStatus: applicationStatus.nullable(),
    notes: text.meta({ description: "The staff's private note: never shown to the applicant" }),
    applicantMessage: text.meta({
      description: "The message to the applicant with a status change: on their page and mail",
    }),
    detail: text,
    createdAt: dateTime,
    actor: text.meta({ description: "The staff member's e-mail" }),
    apiKey: text.meta({ description: "The name of the API key the change was made with" }),
    byApplicant: z.boolean(),
    file: text,
  })
  .meta({ id: "ApplicationHistoryEntry", examples: [HISTORY_ENTRY] });

/** The staff's calls answer it with its ledger in brief. */
const listed = withPayment(erasable(application, ERASED_FIELDS.application));
export const applicationPage = page("applications", listed);
export const applicationList = z.object({ applications: z.array(listed) });
export const applicationDetail = z.object({
  application: listed,
  history: z.array(historyEntry),
});
export const statusChanged = applicationDetail.extend({ emailSent });
const ids = (description: string) => z.array(z.int()).meta({ description });
export const statusesChanged = z.object({
  status: applicationStatus,
  changed: ids("The applications now in the status, each with one history entry"),
  unchanged: ids("The applications already in the status: nothing was written for them"),
  emailed: ids("The applicants e-mailed about their new status"),
  notEmailed: ids("The applicants whose e-mail could not be sent now; it is retried later"),
});
export const applicationDeleted = z.object({ deleted: z.literal(true), id: z.int() });
export const linkSent = z.object({ emailSent: z.boolean() });
export const withdrawalRecorded = z.object({
  id: z.int(),
  withdrawnAt: dateTime,
  emailSent,
});
export const linksRevoked = z.object({ revoked: z.int() });

export const applicationSubmitted = z.object({
  message: z.string(),
  emailSent: z.boolean(),
  application,
  reference: z.string(),
  calendar: z.string().nullable().meta({ description: "The assessment's invitation (.ics)" }),
});

export const CSV = {
  description: "The applications as CSV (UTF-8 with a byte order mark), streamed",
  content: { "text/csv": { schema: { type: "string" } } },
} as const;

export { day };
