// The 40-hour training as visitors see it on the landing page (docs/requirements.md, public-site §1, §2 and §9;
// requirements LAND-10, LAND-11, LAND-20..29, CONST-01..03, CONST-06, CONST-10).

import { formatPrice, type PriceData, planTotal, twoPaymentsComparison } from "@kairos/shared";
import { nextCohort } from "./cohort";

/** Course facts shown in 'About the Course' (LAND-23..26, LAND-29). */
export interface CourseFact {
  label: string;
  value: string;
}

export const courseFacts: CourseFact[] = [
  { label: "Format", value: "Online, live only: classes are not recorded" },
  { label: "Schedule", value: "Biweekly over 8 weeks, 5 hours per week (40 hours in total)" },
  { label: "Trainer", value: "One lead trainer" },
  {
    label: "Next cohort",
    get value() {
      return nextCohort.dates;
    },
  },
  {
    label: "Languages",
    get value() {
      return nextCohort.languages;
    },
  },
  {
    label: "After graduating",
    value:
      "A completion certificate, access to our interpreters community and referral to job leads. There is no direct job placement.",
  },
];

/** The longer training, announced but not open yet (LAND-29). */
export const sixtyHourTraining = {
  title: "60-Hour Medical Interpreter Training",
  status: "Coming soon",
} as const;

/** Course objectives: exactly 7 (LAND-10). */
export const courseObjectives: string[] = [
  "Navigate the interpreter's role in a medical encounter",
  "Apply the interpreter code of ethics",
  "Understand the US healthcare system",
  "Prepare for in-person and remote interpreting sessions",
  "Use medical terminology accurately",
  "Utilise note-taking techniques and interpreting technology",
  "Demonstrate live interpretation",
];

/** Who the course is for: exactly 6 audience descriptions (LAND-11). */
export interface Audience {
  title: string;
  description: string;
}

export const audiences: Audience[] = [
  {
    title: "Bilingual adults",
    description:
      "You are fluent in English and at least one other language and want to put both to work.",
  },
  {
    title: "Career changers",
    description:
      "You are looking for a meaningful new career and have no medical or interpreting background yet.",
  },
  {
    title: "Healthcare staff",
    description:
      "You already help patients who speak your other language and want to do it professionally.",
  },
  {
    title: "Ad hoc interpreters",
    description:
      "You interpret for family or your community and want proper training in ethics and technique.",
  },
  {
    title: "Students and graduates",
    description:
      "You are studying languages, health sciences or a related field and want a practical skill.",
  },
  {
    title: "Future certified interpreters",
    description:
      "You plan to pursue national medical interpreter certification and need structured training first.",
  },
];

/** Entry and graduation rules (LAND-20, CONST-02). Every item is required. */
export type RequirementType = "Required";

export interface RequirementItem {
  title: string;
  description: string;
  type: RequirementType;
}

export const requirementItems: RequirementItem[] = [
  {
    title: "Age 18 or older",
    description: "Trainees must be at least 18 years old when the course starts.",
    type: "Required",
  },
  {
    title: "Language assessment",
    description:
      "You must pass a language assessment before joining, in English and your other language.",
    type: "Required",
  },
  {
    title: "Camera on at all times",
    description: "Classes are live and interactive: keep your camera on for the whole session.",
    type: "Required",
  },
  {
    title: "Attendance",
    description: "Missing more than 2 classes disqualifies you from graduating.",
    type: "Required",
  },
  {
    title: "Final assessment",
    description: "You must pass the final assessment to receive the completion certificate.",
    type: "Required",
  },
];

/** The 'Key Takeaways' side panel: exactly 6 points (LAND-21). */
export interface KeyTakeaway {
  title: string;
  description: string;
}

export const keyTakeaways: KeyTakeaway[] = [
  {
    title: "No experience required",
    description: "No medical background or interpreting experience is needed.",
  },
  {
    title: "Live interactive classes",
    description: "Every class is taught live by the lead trainer; nothing is pre-recorded.",
  },
  {
    title: "Certification ready (NBCMI/CCHI)",
    description: "Structured training toward national medical interpreter certification.",
  },
  {
    title: "Job-ready skills",
    description: "Practise real-life encounters and receive feedback on your interpreting.",
  },
  {
    title: "Community access",
    description: "Join our interpreters community and hear about job leads.",
  },
  {
    title: "High demand field",
    description: "Demand for medical interpreters is forecast to keep growing.",
  },
];

/**
 * The offer of two payments (LAND-27, CONST-06), worded truthfully (INC-08): the spec calls
 * them "interest-free", yet at its prices they add up to the list price, more than the early
 * bird price of paying in full. The words say what each way of paying costs, in the visitor's
 * currency, and say "interest-free" only when the installments cost no more than paying in
 * full (docs/decisions/0014-amounts-owed.md).
 */
export function installmentOffer(price: PriceData): string {
  const full = formatPrice(price.discountedPrice, price);
  const each = formatPrice(price.installmentPrice, price);
  const total = planTotal("two-payments", price);
  if (total === price.discountedPrice)
    return `Pay ${full} in full, or in 2 interest-free installments of ${each}.`;
  return `Pay ${full} in full, or ${formatPrice(total, price)} in 2 installments of ${each} (${twoPaymentsComparison(price)}).`;
}

/** When the two installments are due (APP-26). */
export const installmentTiming =
  "The first installment is paid when you apply, the second by the end of the course's 3rd week.";

/** What the price includes (LAND-28). */
export const includedInPrice: string[] = [
  "Live instruction",
  "All materials",
  "Final assessment",
  "Payment in 2 installments",
  "Community access",
];
