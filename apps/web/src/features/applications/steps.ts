import {
  APPLICATION_MESSAGES,
  type ApplicationInput,
  type FailureCode,
  isPlan,
  OTHER_INTEREST,
  OTHER_LANGUAGE,
  type PlanId,
  paysInEgp,
  stepFields,
} from "@kairos/shared";
import { STEP_COUNT } from "@/content/application";
import { publicConfig } from "@/lib/data/config";
import { readStored, removeStored, writeStored } from "@/lib/data/local-store";
import type { StoredDraft } from "../forms/draft";
import type { FormValues } from "../forms/form-values";

// The pure part of the application form: its values, what each step needs before Next is
// enabled (APP-05), what a plan costs (APP-26), the draft kept in localStorage, the multipart body
// (SLOT-11) and the reading of the server's answer. Each step's validation and the draft's
// reading, which need zod, are in ./checks.ts, loaded after the first step is shown.

/**
 * The answers as the form holds them; the language pair is made from them when sending, and the
 * amount due from the plan and the prices (quotedTerms).
 */
export type ApplicationValues = FormValues<
  Omit<ApplicationInput, "languagePair" | "amountDue" | "priceQuote">
> & {
  /** The chosen assessment date (YYYY-MM-DD, Egypt time); not sent, it only lists the slots. */
  assessmentDate: string;
  /** Step 2's e-mail check, kept in the draft; not sent (the submission's 409 decides). */
  emailCheck: EmailCheck;
};

/**
 * The address and course step 2 last checked with the e-mail code (decision 0009): `confirmed`
 * by the right code (and not applied), or `unchecked` when no code could be sent or checked, so
 * the applicant went on without it. Another address or course is checked again.
 */
export interface EmailCheck {
  email: string;
  course: string;
  outcome: "" | "confirmed" | "unchecked";
}

const noEmailCheck = (): EmailCheck => ({ email: "", course: "", outcome: "" });

/** The address as the server keeps it (trimmed, lower case), so that "Ann@X" is "ann@x". */
export const comparableEmail = (email: string) => email.trim().toLowerCase();

/** Whether step 2's address and course are the ones checked: the later steps wait for it. */
export const emailChecked = ({
  email,
  trainingCourse,
  emailCheck,
}: Pick<ApplicationValues, "email" | "trainingCourse" | "emailCheck">) =>
  emailCheck.outcome !== "" &&
  emailCheck.email === comparableEmail(email) &&
  emailCheck.course === trainingCourse;

export const DEFAULT_COUNTRY_CODE = "US";

export function emptyValues(
  countryCode = DEFAULT_COUNTRY_CODE,
  dialCode = "+1",
): ApplicationValues {
  return {
    trainingCourse: "",
    secondLanguage: "",
    customLanguage: "",
    fullName: "",
    countryCode,
    phoneNumber: dialCode,
    email: "",
    selectedCountry: "",
    selectedCity: "",
    occupation: "",
    jobTitle: "",
    interests: [],
    otherInterest: "",
    jobReferrals: "yes",
    hearAbout: "",
    otherHearAbout: "",
    paymentPlan: "",
    assessmentDate: "",
    assessmentSlot: "",
    emailCheck: noEmailCheck(),
  };
}

/** 0-based indexes of the steps. */
export const STEP = {
  course: 0,
  contact: 1,
  background: 2,
  hearAbout: 3,
  plan: 4,
  payment: 5,
  assessment: 6,
} as const;

const filled = (text: string) => text.trim() !== "";

/**
 * What the step still needs before Next is enabled (APP-05), as the person reads it ("your
 * city"); nothing when its minimum data exists.
 */
export function missingData(
  values: ApplicationValues,
  step: number,
  screenshot: File | null = null,
): string[] {
  const needs = (pairs: [boolean, string][]) => pairs.filter(([ok]) => !ok).map(([, what]) => what);
  switch (step) {
    case STEP.course:
      return needs([
        [filled(values.trainingCourse), "a course"],
        [filled(values.secondLanguage), "your second language"],
        [
          values.secondLanguage !== OTHER_LANGUAGE || filled(values.customLanguage),
          "the name of your second language",
        ],
      ]);
    case STEP.contact:
      return needs([
        [filled(values.fullName), "your full name"],
        [
          filled(values.countryCode) && /\d/.test(values.phoneNumber.replace(/^\+\d{1,4}/, "")),
          "your phone number",
        ],
        [filled(values.email), "your e-mail address"],
        [filled(values.selectedCountry), "your country"],
        [filled(values.selectedCity), "your city"],
      ]);
    case STEP.background:
      return needs([
        [filled(values.occupation), "your occupation"],
        [values.interests.length > 0, "at least one reason for your interest"],
      ]);
    case STEP.hearAbout:
      return needs([[filled(values.hearAbout), "how you heard about the course"]]);
    case STEP.plan:
      return needs([[filled(values.paymentPlan), "a payment plan"]]);
    case STEP.payment:
      return needs([[screenshot !== null, "the screenshot of your payment"]]);
    case STEP.assessment:
      return needs([
        [filled(values.assessmentDate), "an assessment date"],
        [filled(values.assessmentSlot), "a time slot"],
      ]);
    default:
      return ["a step that exists"];
  }
}

/** Whether the step's minimum data exists, so that Next is enabled (APP-05). */
export const hasMinimumData = (
  values: ApplicationValues,
  step: number,
  screenshot: File | null = null,
): boolean => missingData(values, step, screenshot).length === 0;

export type StepErrors = Record<string, string>;

/** The first step (0-based) holding one of `fields`, e.g. for the server's field errors. */
export function firstStepOf(fields: readonly string[]): number | null {
  for (let step = 0; step < STEP_COUNT; step++) {
    const own: readonly string[] = stepFields[step] ?? [];
    if (fields.some((field) => own.includes(field))) return step;
  }
  if (fields.includes("paymentScreenshot")) return STEP.payment;
  return null;
}

export const isAcceptedScreenshot = (file: Pick<File, "type">) =>
  file.type === "image/png" || file.type === "image/jpeg";

/** "1.23 MB". */
export const sizeInMb = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(2)} MB`;

// Prices ---------------------------------------------------------------------------------------

export interface PricingFacts {
  /** The country chosen in step 2, if any. */
  selectedCountry?: string | null;
  /** The stored residence's country, if any. */
  residenceCountry?: string | null;
  /** The detected country code, if any. */
  detectedCountryCode?: string | null;
}

/**
 * Whether the applicant pays in Egyptian pounds. The country the applicant gives in step 2 is
 * their declared residence, so it decides; before it is given, the stored residence, then the
 * detected country decide (the site's rule, PRICE-20).
 */
export function applicantPaysInEgp({
  selectedCountry,
  residenceCountry,
  detectedCountryCode,
}: PricingFacts): boolean {
  return paysInEgp({
    residenceCountry: selectedCountry?.trim() || residenceCountry,
    detectedCountryCode,
  });
}

export type { PlanId };

export { isPlan };

/** The start date of the round chosen in step 1, which dates the second payment. */
export const roundStartOf = (
  values: Pick<ApplicationValues, "trainingCourse">,
  rounds: readonly { id: string; startDate: string | null }[] | undefined,
) => rounds?.find((round) => round.id === values.trainingCourse)?.startDate ?? null;

// Draft ----------------------------------------------------------------------------------------

export const DRAFT_KEY = "kairosApplicationDraft";

export type Draft = StoredDraft<ApplicationValues>;

export const writeDraft = (draft: Draft): void => writeStored(DRAFT_KEY, draft);
export const clearDraft = (): void => removeStored(DRAFT_KEY);
export const hasDraft = (): boolean => readStored(DRAFT_KEY) !== null;

// Submit ---------------------------------------------------------------------------------------

/** "English - Arabic": the language pair the course trains. */
export function languagePairOf(
  values: Pick<ApplicationValues, "secondLanguage" | "customLanguage">,
) {
  const second =
    values.secondLanguage === OTHER_LANGUAGE ? values.customLanguage.trim() : values.secondLanguage;
  return second ? `English - ${second}` : "";
}

/** The multipart body of POST /api/trainings/apply (SLOT-11): strings, interests as JSON. */
export function applicationFormData(
  values: ApplicationValues,
  screenshot: File,
  withSlot: boolean,
  /** The plan's total the applicant was shown (quotedTerms), once a plan is chosen. */
  amountDue: number | null,
): FormData {
  const body = new FormData();
  const { assessmentDate: _date, emailCheck: _check, interests, assessmentSlot, ...rest } = values;
  for (const [key, value] of Object.entries(rest)) body.append(key, value.trim());
  body.append("languagePair", languagePairOf(values));
  body.append("interests", JSON.stringify(interests));
  if (withSlot && assessmentSlot) body.append("assessmentSlot", assessmentSlot);
  if (amountDue !== null) body.append("amountDue", String(amountDue));
  // The quote of the prices shown (decision 0030): they stay this applicant's if the early-bird
  // deadline passes before the submission.
  if (amountDue !== null && publicConfig.priceQuote) {
    body.append("priceQuote", publicConfig.priceQuote);
  }
  body.append("paymentScreenshot", screenshot, screenshot.name);
  return body;
}

export type SubmitOutcome =
  | {
      kind: "success";
      message: string;
      emailSent: boolean;
      reference: string | null;
      /** The booked slot's start, when one was booked. */
      startsAt: Date | null;
      calendar: string | null;
    }
  | { kind: "slot-taken" }
  | { kind: "duplicate" }
  | { kind: "error"; text: string; detail?: string; fieldErrors?: StepErrors };

const recordOf = (value: unknown): Record<string, unknown> =>
  value && typeof value === "object" ? (value as Record<string, unknown>) : {};

/** What the answer of POST /api/trainings/apply means for the applicant (SLOT-12..15). */
export function submitOutcome(status: number, body: unknown): SubmitOutcome {
  const answer = recordOf(body);
  const message = typeof answer.message === "string" ? answer.message : "";
  if (status >= 200 && status < 300 && answer.success !== false) {
    const data = recordOf(answer.data);
    const startsAt = recordOf(data.application).assessmentStartsAt;
    const text = (value: unknown) => (typeof value === "string" && value ? value : null);
    return {
      kind: "success",
      reference: text(data.reference),
      startsAt: text(startsAt) ? new Date(String(startsAt)) : null,
      calendar: text(data.calendar),
      message:
        typeof data.message === "string" && data.message
          ? data.message
          : APPLICATION_MESSAGES.success,
      emailSent: data.emailSent === true,
    };
  }
  // By the failure's code, not its text (ERR-14, ERR-17): the message is for the applicant.
  if (answer.code === "SLOT_TAKEN") return { kind: "slot-taken" };
  if (answer.code === "ALREADY_APPLIED") return { kind: "duplicate" };
  const errors = recordOf(answer.errors);
  const fieldErrors: StepErrors = {};
  for (const [field, text] of Object.entries(errors)) {
    if (typeof text === "string") fieldErrors[field] = text;
  }
  const outcome: SubmitOutcome = { kind: "error", text: APPLICATION_MESSAGES.failed };
  // The file's own problems (size, type), rate limits, a price changed meanwhile and a
  // registration that closed meanwhile (409, GAP-27) are worth saying as the server put them.
  if (message && [400, 409, 413, 415, 429].includes(status)) outcome.detail = message;
  if (Object.keys(fieldErrors).length > 0) outcome.fieldErrors = fieldErrors;
  return outcome;
}

/**
 * What a refused request for step 2's code means (decision 0009): registration closed
 * meanwhile (GAP-27), told by the failure's code; the address or course refused, on their
 * fields; anything else lets the applicant go on unchecked.
 */
export function emailCodeRefusal(answer: {
  code: FailureCode | null;
  fieldErrors: Record<string, string>;
}): "closed" | "fields" | "unchecked" {
  if (answer.code === "REGISTRATION_CLOSED") return "closed";
  if (answer.code === "VALIDATION_FAILED" && Object.keys(answer.fieldErrors).length > 0)
    return "fields";
  return "unchecked";
}

export { OTHER_INTEREST, OTHER_LANGUAGE };
