import { z } from "zod";
import { BULK_STATUS_MESSAGES, MAX_BULK_STATUS_IDS } from "../bulk-status";
import {
  APPLICATION_STATUSES,
  HEAR_ABOUT,
  JOB_REFERRALS,
  OCCUPATIONS,
  PAYMENT_PLANS,
} from "../enums";
import {
  APPLICATION_MESSAGES,
  INTERESTS,
  normalizeInterests,
  OTHER_INTEREST,
  OTHER_LANGUAGE,
} from "./application-fields";
import {
  dateParam,
  emailField,
  evenWhenFieldsInvalid,
  INVALID_INPUT,
  idInput,
  listOf,
  optionalText,
  requiredText,
} from "./common";
import { paymentFilterField } from "./payments";
import { possiblePhone } from "./phone";
import { PHONE_IMPOSSIBLE } from "./phone-fields";

// The training application (docs/requirements.md, application-and-admin §2 "Application form", §3, §5).

const m = APPLICATION_MESSAGES;

export const applicationSchema = z
  .object(
    {
      trainingCourse: requiredText(m.trainingCourse, 40),
      secondLanguage: requiredText(m.secondLanguage, 100),
      customLanguage: optionalText(100),
      languagePair: optionalText(200),
      fullName: requiredText(m.fullName, 100, 2),
      countryCode: requiredText(m.countryCode, 2),
      // APP-16: the dial prefix and digits, as the form keeps them; stored as E.164.
      phoneNumber: possiblePhone(
        z
          .string(m.phoneNumber)
          .trim()
          .regex(/^\+\d{6,15}$/, m.phoneNumber),
        PHONE_IMPOSSIBLE,
      ),
      email: emailField(),
      selectedCountry: requiredText(m.selectedCountry, 100),
      selectedCity: requiredText(m.selectedCity, 100),
      occupation: z.enum(OCCUPATIONS, m.occupation),
      jobTitle: optionalText(100),
      // APP-22's choices only: a joined "a,b" from a client that flattens the list is refused
      // at the field, never stored as one interest.
      interests: listOf(
        [...INTERESTS, OTHER_INTEREST],
        { missing: m.interests, unknown: m.unknownInterest },
        normalizeInterests,
      ),
      otherInterest: optionalText(200),
      jobReferrals: z.enum(JOB_REFERRALS, INVALID_INPUT).default("yes"),
      hearAbout: z.enum(HEAR_ABOUT, m.hearAbout),
      otherHearAbout: optionalText(200),
      paymentPlan: z.enum(PAYMENT_PLANS, m.paymentPlan),
      /**
       * The plan's total as step 5 showed it (multipart sends it as text). When given, a price
       * changed in Settings meanwhile is refused (409) rather than recorded unseen; the amount
       * recorded is always the server's.
       */
      amountDue: z.preprocess(
        (v) => (v === "" ? undefined : v),
        z.coerce
          .number(INVALID_INPUT)
          .int(INVALID_INPUT)
          .positive(INVALID_INPUT)
          .max(1_000_000, INVALID_INPUT)
          .optional(),
      ),
      /**
       * The signed quote the page's configuration gave (decision 0030): with it, `amountDue` at
       * the prices of the quote's day is accepted while the quote is valid, so a deadline that
       * passes while the applicant fills the form does not change their price.
       */
      priceQuote: optionalText(200),
      /** The slot id as a string (the form's value); absent only when the round has none free. */
      assessmentSlot: optionalText(20).refine(
        (v) => v === undefined || /^\d+$/.test(v),
        m.assessmentSlot,
      ),
    },
    INVALID_INPUT,
  )
  .superRefine((v, ctx) => {
    const text = (x: unknown) => (typeof x === "string" ? x.trim() : "");
    const need = (ok: boolean, path: string, message: string) => {
      if (!ok) ctx.addIssue({ code: "custom", path: [path], message });
    };
    if (v.secondLanguage === OTHER_LANGUAGE)
      need(!!text(v.customLanguage), "customLanguage", m.customLanguage);
    if (v.occupation === "working") need(!!text(v.jobTitle), "jobTitle", m.jobTitle);
    if (Array.isArray(v.interests) && v.interests.includes(OTHER_INTEREST)) {
      need(!!text(v.otherInterest), "otherInterest", m.otherInterest);
    }
    if (v.hearAbout === "other") need(!!text(v.otherHearAbout), "otherHearAbout", m.otherHearAbout);
  }, evenWhenFieldsInvalid);

export type ApplicationInput = z.infer<typeof applicationSchema>;

// Staff calls on applications (docs/requirements.md, application-and-admin §7).

// A NUL byte can never match stored text, and Postgres refuses it in a query: the CSV export
// would fail after its first bytes are sent, so filters refuse it up front.
const filterText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((v) => !v.includes("\u0000"), INVALID_INPUT)
    .optional()
    .transform((v) => v || undefined);

export const applicationFiltersSchema = z.object({
  status: z.enum(APPLICATION_STATUSES, "Unknown status").optional(),
  round: filterText(40),
  q: filterText(200),
  /** One applicant's applications, the address exactly (any case); `q` searches parts of it. */
  email: emailField().optional(),
  /** Paid, outstanding or overdue on today's date (Egypt time); absent: all. */
  payment: paymentFilterField,
});

const notesField = z
  .string(INVALID_INPUT)
  .trim()
  .max(5000, "Notes must be at most 5000 characters");

const applicantMessageField = z
  .string(INVALID_INPUT)
  .trim()
  .max(2000, "The message to the applicant must be at most 2000 characters");

export const statusChangeSchema = z.object({
  status: z.enum(
    APPLICATION_STATUSES,
    "Status must be pending, approved, rejected or payment-pending",
  ),
  /** The staff's private note (APPS-09): never shown or mailed to the applicant. */
  notes: notesField.optional(),
  /**
   * A message to the applicant: shown on their page with this change and included in the
   * status mail. Blank means none.
   */
  applicantMessage: applicantMessageField.optional(),
  /** E-mail the applicant the status's template (when it has one); staff may untick it. */
  notify: z.boolean("Notify must be true or false").default(true),
});

/**
 * One status for several applications at once (the console's "Change status (N)"): the status,
 * the optional message to each applicant and their e-mail, as in a single change. No staff
 * note: a single change stores it as the application's notes, which one text must not replace
 * on many applications.
 */
export const bulkStatusChangeSchema = statusChangeSchema.omit({ notes: true }).extend({
  ids: z
    .array(idInput(BULK_STATUS_MESSAGES.ids), BULK_STATUS_MESSAGES.ids)
    .min(1, BULK_STATUS_MESSAGES.none)
    .max(MAX_BULK_STATUS_IDS, BULK_STATUS_MESSAGES.tooMany)
    .refine((ids) => new Set(ids).size === ids.length, BULK_STATUS_MESSAGES.repeated),
});

export const notesChangeSchema = z.object({ notes: notesField });

export const bookedSlotsQuerySchema = z.object({ entry_date: dateParam.optional() });
