import {
  HEAR_ABOUT,
  HEAR_ABOUT_LABELS,
  JOB_REFERRAL_LABELS,
  JOB_REFERRALS,
  OCCUPATION_LABELS,
  OCCUPATIONS,
  PAYMENT_PLAN_LABELS,
} from "@kairos/shared";
import { earlyBirdIsOver } from "./early-bird";
// The training application at /register (docs/requirements.md, application-and-admin §2 "Application form", §3, §9;
// requirements APP-01..33, SLOT-01..16): step titles, option labels and payment-plan texts.

export const APPLICATION_TITLE = "Apply for the Medical Interpreter Training";

export const STEP_COUNT = 7;

/** The seven steps, in order (APP-01). */
export const stepTitles = [
  "Course",
  "Contact",
  "Background",
  "How You Heard",
  "Payment Plan",
  "Payment",
  "Assessment",
] as const;

/** The heading of each step's panel. */
export const stepHeadings = [
  "Choose your course",
  "Your contact details",
  "Your background and interests",
  "How did you hear about us?",
  "Choose your payment plan",
  "Payment",
  "Schedule your language assessment",
] as const;

export const stepLabel = (index: number) => `Step ${index + 1} of ${STEP_COUNT}`;

export const occupationOptions = OCCUPATIONS.map((value) => ({
  value,
  label: OCCUPATION_LABELS[value],
}));

export const hearAboutOptions = HEAR_ABOUT.map((value) => ({
  value,
  label: HEAR_ABOUT_LABELS[value],
}));

export const jobReferralOptions = JOB_REFERRALS.map((value) => ({
  value,
  label: JOB_REFERRAL_LABELS[value],
}));

/**
 * The payment plans (docs/requirements.md, application-and-admin §9; APP-25, APP-26). Each card
 * shows the plan's total and every payment with its amount and due date (INC-08: two payments
 * cost more than the early bird price, so neither card calls them interest-free).
 */
export const planTexts = {
  "full-payment": {
    title: PAYMENT_PLAN_LABELS["full-payment"],
    // After the round's early-bird deadline, the full payment is the regular price (0030).
    get description() {
      return earlyBirdIsOver()
        ? "Pay the whole course fee now."
        : "Pay the whole course fee now, at the early bird price.";
    },
  },
  // APP-26's "first payment now, second due by the end of the 3rd week after the course
  // starts" is said by the card's two payment lines, with their amounts and the date.
  "two-payments": { title: PAYMENT_PLAN_LABELS["two-payments"], description: null },
} as const;

export const planCardTexts = {
  /** After the two-payments plan's total: "LE 9,500 in total". */
  inTotal: "in total",
  paidNow: "now, with your application",
  /** After a dated second payment: what the date is. */
  weekThree: "(the end of the course's 3rd week)",
  /** twoPaymentsComparison's words: "Costs LE 1,000 more than paying in full." */
  comparison: (words: string) => `Costs ${words}.`,
} as const;

export const PRICING_RULE_TEXT =
  "Prices are in Egyptian pounds (LE) when the country you live in (step 2) is Egypt, and in US dollars ($) otherwise.";

export const paymentTabs = {
  instant: "Instant payment (Egypt)",
  international: "International payment link",
} as const;

/** Step 6 when a payment method has no details online: how to ask for them (decision 0009). */
export const PAYMENT_CONTACT = {
  instant: {
    missing: "The instant-payment details (Egypt) are not available online yet.",
    ask: "Write to us and we will reply with them:",
    subject: "Instant-payment details for my training application",
  },
  international: {
    missing: "The international payment link is not available online yet.",
    ask: "Write to us and we will reply with it:",
    subject: "International payment link for my training application",
  },
} as const;

export const PAYMENT_CONTACT_NEXT =
  "Your answers so far stay saved in this browser: you can close this page and come back to this step once you have paid. The screenshot is not saved, so you upload it when you return.";

export const ASSESSMENT_NOTE =
  "Times are shown in Egypt time (Cairo). The link to your assessment call is sent to you by e-mail the night before your time slot.";

export const NO_SLOTS = "No time slots available. Please select a different date";

/** Accepted payment screenshots (APP-30) and the largest file we take. */
export const SCREENSHOT_TYPES = ["image/png", "image/jpeg"] as const;
export const SCREENSHOT_MAX_MB = 10;
export const SCREENSHOT_WRONG_TYPE = "Only image files (JPG, PNG, JPEG) are accepted.";
export const SCREENSHOT_TOO_LARGE = `The file is too large. The maximum size is ${SCREENSHOT_MAX_MB} MB.`;
export const SCREENSHOT_AGAIN =
  "Your answers were restored. For your security the payment screenshot is not kept: please upload it again.";

export const COUNTRY_NOTICE =
  "Showing first 100 results. Type to search for more specific countries.";
export const CITY_NOTICE = "Showing first 100 results. Type to search for more specific cities.";

const AND = new Intl.ListFormat("en", { type: "conjunction" });

/** Beside a disabled Next: "To go on, we still need your full name and your city." */
export const stillNeeded = (missing: readonly string[]) =>
  missing.length > 0 ? `To go on, we still need ${AND.format(missing)}.` : undefined;

/** Step 2's heading and Next while it asks for the e-mail code (the rest: content/email-code.ts). */
export const EMAIL_CODE_STEP = {
  heading: "Confirm your e-mail address",
  confirm: "Confirm",
} as const;

/** /register's lead while the site takes no applications (the notice: content/registration-closed.ts). */
export const REGISTRATION_CLOSED_LEAD = "Applications for the next cohort are not open yet.";
