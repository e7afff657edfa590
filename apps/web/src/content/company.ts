// Copy of the company pages (/about-us, /partners, /jobs, /courses and the course pages).
// Sober by intent: no names, credentials, prices or figures beyond the specification.

import { SERVICES_BROCHURE_FILE_NAME, SERVICES_BROCHURE_PATH } from "@kairos/shared";

export interface Offering {
  id: string;
  title: string;
  summary: string;
  points: string[];
}

/** What the company offers organisations (docs/requirements.md, public-site §1, "described on the partner page"). */
export const offerings: Offering[] = [
  {
    id: "outsourcing",
    title: "Interpreter Outsourcing",
    summary:
      "Trained medical interpreters for hospitals, clinics and healthcare organisations, on site, over the phone or by video.",
    points: [
      "On-site, phone and video remote interpreting",
      "English paired with the languages your patients speak",
      "Interpreters trained in the code of ethics and medical terminology",
    ],
  },
  {
    id: "60-hour-training",
    title: "60-Hour Medical Interpreter Training",
    summary: "An extended programme for interpreters who want deeper practice. Coming soon.",
    points: ["Builds on the 40-hour training", "Instructor-led and live", "Coming soon"],
  },
  {
    id: "customized-training",
    title: "Customized Training",
    summary:
      "Training shaped around your organisation: your setting, your languages, your staff's schedule.",
    points: [
      "Content chosen with your team",
      "Sessions scheduled around your staff",
      "Live practice in the situations your interpreters meet",
    ],
  },
  {
    id: "quality-assurance",
    title: "Quality Assurance",
    summary:
      "Review of interpreting quality against professional standards, with practical feedback for each interpreter.",
    points: [
      "Assessment against the interpreter's code of ethics and standards of practice",
      "Individual feedback and improvement plans",
      "Follow-up to see progress",
    ],
  },
  {
    id: "continuing-education",
    title: "Continuing Education",
    summary:
      "Monthly continuing education that keeps working interpreters' skills and terminology current.",
    points: [
      "Monthly sessions",
      "Terminology, ethics and practice updates",
      "Open to graduates and working interpreters",
    ],
  },
];

export const about = {
  lead: "Kairos trains medical interpreters and supplies interpreting services, so that patients and care teams understand each other.",
  story: [
    "Every day, patients with limited English meet doctors, nurses and pharmacists who do not speak their language. A qualified medical interpreter makes that conversation safe and complete.",
    "Kairos was founded to prepare bilingual people for that work and to connect healthcare providers with interpreters they can rely on.",
  ],
  approach: [
    {
      title: "Live and practical",
      text: "Classes are live and instructor-led, with real-life practice and feedback on every exercise.",
    },
    {
      title: "Grounded in ethics",
      text: "Interpreters learn the code of ethics and the standards of practice before anything else.",
    },
    {
      title: "A community after graduation",
      text: "Graduates join an interpreters community with referral to job leads and monthly continuing education.",
    },
  ],
  founder:
    "Kairos was founded by a working medical interpreter who saw how much patients depend on well-trained interpreters, and built the training they would have wanted.",
} as const;

export const partners = {
  lead: "Work with Kairos to give your patients qualified medical interpreters, and your interpreters the training to grow.",
  contactLead: "Tell us what your organisation needs and we will get back to you.",
} as const;

export const jobs = {
  lead: "We are always looking for qualified interpreters to join our network.",
  placeholder:
    "There are no open positions listed right now. Register as an interpreter and we will contact you when an assignment matches your languages and availability.",
} as const;

/** The brochure offered for download on /about-us and /partners (the server makes it). */
export const SERVICES_BROCHURE = {
  href: SERVICES_BROCHURE_PATH,
  fileName: SERVICES_BROCHURE_FILE_NAME,
  label: "Download our services brochure (PDF)",
} as const;

export interface CatalogueEntry {
  title: string;
  to: "/medical-training" | "/60-hour-medical-training" | "/customized-training";
  status: "enrolling" | "coming-soon";
  summary: string;
}

export const catalogue: CatalogueEntry[] = [
  {
    title: "40-Hour Medical Interpreter Training",
    to: "/medical-training",
    status: "enrolling",
    summary:
      "Online, instructor-led training over 8 weeks for bilingual adults. No medical background needed.",
  },
  {
    title: "60-Hour Medical Interpreter Training",
    to: "/60-hour-medical-training",
    status: "coming-soon",
    summary: "An extended programme with more practice. Coming soon.",
  },
  {
    title: "Customized Training",
    to: "/customized-training",
    status: "coming-soon",
    summary: "Training designed around an organisation's setting and languages. Coming soon.",
  },
];
