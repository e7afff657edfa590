import { nextCohort } from "./cohort";
import { installmentTiming } from "./course";

// The landing page's FAQ (docs/requirements.md, public-site §3 "FAQ item"; requirements LAND-33..35).

export const FAQ_CATEGORIES = [
  "Background",
  "Experience",
  "Format",
  "Certification",
  "Career",
] as const;

export type FaqCategory = (typeof FAQ_CATEGORIES)[number];

/** Icon names; the FAQ section maps them to icons, so this file stays plain data. */
export type FaqIcon =
  | "stethoscope"
  | "language"
  | "microphone"
  | "video"
  | "calendar"
  | "credit-card"
  | "certificate"
  | "briefcase"
  | "users";

export interface FaqItem {
  icon: FaqIcon;
  question: string;
  answer: string;
  category: FaqCategory;
}

export const faqItems: FaqItem[] = [
  {
    icon: "stethoscope",
    question: "Do I need a medical background?",
    answer:
      "No. The course teaches the medical terminology and healthcare knowledge you need. You only need fluency in English plus at least one other language.",
    category: "Background",
  },
  {
    icon: "language",
    question: "Which languages can I train in?",
    // Getters: the cohort comes from the configuration in force when the page renders.
    get answer() {
      return `The next cohort is open to ${nextCohort.languages}. You pass a language assessment before joining.`;
    },
    category: "Background",
  },
  {
    icon: "microphone",
    question: "Do I need interpreting experience?",
    answer:
      "No experience is required. You practise interpreting live in class from the first weeks and receive feedback as you go.",
    category: "Experience",
  },
  {
    icon: "video",
    question: "Are the classes recorded?",
    answer:
      "No. Classes are live only and online, and your camera stays on for the whole session. Missing more than 2 classes disqualifies you from graduating.",
    category: "Format",
  },
  {
    icon: "calendar",
    question: "How is the course scheduled?",
    get answer() {
      return `Classes run biweekly over 8 weeks at 5 hours per week, 40 hours in total. ${nextCohort.startDate ? `The next cohort runs from ${nextCohort.dates}.` : "The dates of the next cohort will be announced soon."}`;
    },
    category: "Format",
  },
  {
    icon: "credit-card",
    question: "Can I pay in installments?",
    answer: `Yes, in 2 installments. ${installmentTiming} The early bird price is for paying in full; the pricing section shows what each way of paying costs. The price includes live instruction, all materials, the final assessment and community access.`,
    category: "Format",
  },
  {
    icon: "certificate",
    question: "Will I receive a certificate?",
    answer:
      "Yes. You receive a completion certificate once you pass the final assessment. The training is designed to prepare you for national certification with NBCMI or CCHI, whose exams you take separately.",
    category: "Certification",
  },
  {
    icon: "briefcase",
    question: "Will you place me in a job?",
    answer:
      "We do not offer direct job placement. Graduates receive a personalised resume review and referrals to job leads.",
    category: "Career",
  },
  {
    icon: "users",
    question: "What happens after I graduate?",
    answer:
      "You keep access to our interpreters community and to monthly continuing education, so you can keep learning and hear about opportunities.",
    category: "Career",
  },
];
