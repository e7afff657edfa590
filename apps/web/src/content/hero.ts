// The hero's copy (docs/requirements.md, public-site §2 "Landing page"; LAND-03..09): on the first page, apart
// from the copy of the sections below it (./landing.ts), which loads with them.

import { nextCohort } from "./cohort";
import { earlyBirdBannerText } from "./early-bird";

/** The hero (LAND-03..09). The h1 text is fixed: the e2e suite and the bar rely on it. */
export const hero = {
  title: "40-Hour Online Medical Interpreter Training",
  lead: "Instructor-led and live. No medical background or interpreting experience needed: only fluency in English plus at least one other language.",
  applyLabel: "Apply Now",
  learnMoreLabel: "Learn More",
  journeyLabel: "Start Your Journey",
  journeyText: "Ready to become a medical interpreter?",
} as const;

/** The cohort banner: next start with an early bird discount; it leads to #pricing (LAND-08). */
export const cohortBanner = {
  // A getter: the cohort comes from the configuration in force when the page renders.
  get title() {
    return nextCohort.startDate
      ? `Next cohort starts ${nextCohort.startDate}`
      : "Next cohort: dates to be announced";
  },
  /** The spec's words, or the round's early-bird deadline (decision 0030). */
  get text() {
    return earlyBirdBannerText();
  },
} as const;

/** The 8 selling points (LAND-05). */
export interface SellingPoint {
  title: string;
  description: string;
}

export const sellingPoints: SellingPoint[] = [
  { title: "Expert-led training", description: "Learn from a practising medical interpreter." },
  { title: "Job-ready skills", description: "Build the skills healthcare settings ask for." },
  // LAND-05's "flexible payment plans" without "interest-free" (INC-08): see installmentOffer.
  {
    title: "Flexible payment plans",
    description: "Pay in full at the early bird price, or in 2 installments.",
  },
  { title: "Real-life practice", description: "Work through realistic medical encounters." },
  {
    title: "Live interpreting practice with feedback",
    description: "Interpret in class and hear what to improve.",
  },
  { title: "Personalised resume review", description: "Present your new skills to employers." },
  {
    title: "Supportive interpreter community",
    description: "Stay connected with peers and receive job referrals.",
  },
  {
    title: "Monthly continuing education",
    description: "Keep learning after the course ends.",
  },
];
