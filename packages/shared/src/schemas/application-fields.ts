// The training application's fields, steps and messages (docs/requirements.md,
// application-and-admin §2 "Application form", §3, §5), without zod: the form's first step in
// the browser uses them before its checks (./application.ts) are loaded.

import { multipartList } from "./multipart-list";

// The spec shows no schema messages; these are ours, one per rule.

export const OTHER_LANGUAGE = "Other (specify below)";

export const INTERESTS = [
  "Looking to start a new career",
  "Want to earn extra income",
  "Passionate about helping others",
  "Always wanted to work in healthcare",
] as const;
export const OTHER_INTEREST = "other";
/** The "other" interest's checkbox, and how staff read it (interestLabels). */
export const OTHER_INTEREST_LABEL = "Other";

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
  /** An interest that is none of APP-22's choices (e.g. two joined by a comma). */
  unknownInterest: "Please choose your interests from the list",
  otherInterest: "Please describe your other interest",
  hearAbout: "Please tell us how you heard about the course",
  otherHearAbout: "Please tell us where you heard about the course",
  paymentPlan: "Please select a payment plan",
  assessmentSlot: "Please select an assessment time slot",
  screenshot: "Please upload a payment screenshot before proceeding.",
  stepInvalid: "Please fix the errors above before proceeding to the next step.",
  success: "Application submitted successfully",
  /** The registration gate is closed (GAP-27): the 409 of both transports. */
  registrationClosed:
    "Applications are not open yet. Please come back soon, or leave your e-mail address on the application page and we will tell you when they open.",
  duplicate: "An application for this training course already exists with this email address.",
  failed: "There was an error submitting your application. Please try again.",
  failedHint: "Please try again or contact support if the problem persists.",
  /** The plan's price changed in Settings while the applicant was on the form (409). */
  priceChanged: (now: string) =>
    `The price of this payment plan changed while you were applying: it is now ${now}. Please reload the page to see the new prices; your answers stay saved in this browser.`,
  slotTakenTitle: "Time Slot No Longer Available",
  slotTaken:
    "Sorry, the time slot you selected is no longer available. Someone else may have booked it while you were completing your application.",
} as const;

/**
 * interests as a list, a JSON string or a plain string (multipartList), normalised to a list of
 * non-empty strings (requirement APPS-08).
 */
export function normalizeInterests(value: unknown): string[] {
  const list = multipartList(value);
  return Array.isArray(list)
    ? list
        .filter((v): v is string => typeof v === "string")
        .map((v) => v.trim())
        .filter(Boolean)
    : [];
}

/**
 * The interests as a person reads them (APPS-17): "other" is the label with the applicant's
 * own words, "Other: Community work", never the stored code.
 */
export function interestLabels(interests: unknown, otherInterest: string | null | undefined) {
  const own = otherInterest?.trim();
  return normalizeInterests(interests).map((interest) =>
    interest !== OTHER_INTEREST
      ? interest
      : own
        ? `${OTHER_INTEREST_LABEL}: ${own}`
        : OTHER_INTEREST_LABEL,
  );
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
