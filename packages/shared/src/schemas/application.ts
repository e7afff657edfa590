import { z } from "zod";
import {
  APPLICATION_STATUSES,
  HEAR_ABOUT,
  JOB_REFERRALS,
  OCCUPATIONS,
  PAYMENT_PLANS,
} from "../enums";
import {
  dateParam,
  emailField,
  evenWhenFieldsInvalid,
  INVALID_INPUT,
  optionalText,
  requiredText,
} from "./common";

// The training application (docs/requirements.md, application-and-admin §2 "Application form", §3, §5). The
// spec shows no schema messages; these are ours, one per rule.

export const OTHER_LANGUAGE = "Other (specify below)";

export const INTERESTS = [
  "Looking to start a new career",
  "Want to earn extra income",
  "Passionate about helping others",
  "Always wanted to work in healthcare",
] as const;
export const OTHER_INTEREST = "other";

export const APPLICATION_MESSAGES = {
  trainingCourse: "Please select a training course",
  secondLanguage: "Please select your second language",
  customLanguage: "Please specify your language",
  fullName: "Full name must be at least 2 characters",
  countryCode: "Country code is required",
  phoneNumber: "Please enter a valid phone number",
  selectedCountry: "Please select your country",
  selectedCity: "Please select your city",
  occupation: "Please select your occupation",
  jobTitle: "Please enter your job title",
  interests: "Please select at least one interest",
  otherInterest: "Please describe your other interest",
  hearAbout: "Please tell us how you heard about the course",
  otherHearAbout: "Please tell us where you heard about the course",
  paymentPlan: "Please select a payment plan",
  assessmentSlot: "Please select an assessment time slot",
  screenshot: "Please upload a payment screenshot before proceeding.",
  stepInvalid: "Please fix the errors above before proceeding to the next step.",
  success: "Application submitted successfully",
  duplicate: "An application for this training course already exists with this email address.",
  failed: "There was an error submitting your application. Please try again.",
  failedHint: "Please try again or contact support if the problem persists.",
  slotTakenTitle: "Time Slot No Longer Available",
  slotTaken:
    "Sorry, the time slot you selected is no longer available. Someone else may have booked it while you were completing your application.",
} as const;

const m = APPLICATION_MESSAGES;

/**
 * interests as a list, a JSON string or a plain string (multipart sends arrays as JSON
 * strings), normalised to a list of non-empty strings (requirement APPS-08).
 */
export function normalizeInterests(value: unknown): string[] {
  let list: unknown = value;
  if (typeof value === "string") {
    try {
      list = JSON.parse(value);
    } catch {
      list = [value];
    }
    if (typeof list === "string") list = [list];
  }
  return Array.isArray(list)
    ? list
        .filter((v): v is string => typeof v === "string")
        .map((v) => v.trim())
        .filter(Boolean)
    : [];
}

/** The fields of each of the 7 steps (docs/requirements.md, application-and-admin §5). */
export const stepFields = [
  ["trainingCourse", "secondLanguage", "customLanguage"],
  ["fullName", "countryCode", "phoneNumber", "email", "selectedCountry", "selectedCity"],
  ["occupation", "jobTitle", "interests", "otherInterest", "jobReferrals"],
  ["hearAbout", "otherHearAbout"],
  ["paymentPlan"],
  [],
  ["assessmentSlot"],
] as const;

export const applicationSchema = z
  .object(
    {
      trainingCourse: requiredText(m.trainingCourse, 40),
      secondLanguage: requiredText(m.secondLanguage, 100),
      customLanguage: optionalText(100),
      languagePair: optionalText(200),
      fullName: requiredText(m.fullName, 100, 2),
      countryCode: requiredText(m.countryCode, 2),
      phoneNumber: z
        .string(m.phoneNumber)
        .trim()
        .regex(/^\+\d{6,15}$/, m.phoneNumber),
      email: emailField(),
      selectedCountry: requiredText(m.selectedCountry, 100),
      selectedCity: requiredText(m.selectedCity, 100),
      occupation: z.enum(OCCUPATIONS, m.occupation),
      jobTitle: optionalText(100),
      interests: z.preprocess(
        normalizeInterests,
        z.array(z.string().max(200)).min(1, m.interests).max(10),
      ),
      otherInterest: optionalText(200),
      jobReferrals: z.enum(JOB_REFERRALS, INVALID_INPUT).default("yes"),
      hearAbout: z.enum(HEAR_ABOUT, m.hearAbout),
      otherHearAbout: optionalText(200),
      paymentPlan: z.enum(PAYMENT_PLANS, m.paymentPlan),
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

/** The early duplicate check after the contact step: the address and the round chosen. */
export const applicantEmailSchema = z.object({
  email: emailField(),
  trainingCourse: requiredText(m.trainingCourse, 40),
});

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
});

const notesField = z
  .string(INVALID_INPUT)
  .trim()
  .max(5000, "Notes must be at most 5000 characters");

export const statusChangeSchema = z.object({
  status: z.enum(
    APPLICATION_STATUSES,
    "Status must be pending, approved, rejected or payment-pending",
  ),
  notes: notesField.optional(),
  /** E-mail the applicant the status's template (when it has one); staff may untick it. */
  notify: z.boolean("Notify must be true or false").default(true),
});

export const notesChangeSchema = z.object({ notes: notesField });

export const bookedSlotsQuerySchema = z.object({ entry_date: dateParam.optional() });
