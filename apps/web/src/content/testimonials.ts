// Testimonials (docs/requirements.md, public-site §3 "Testimonial"; requirements LAND-30..32, CONST-10): 15 entries,
// each with one of the 15 colour names, used once each. Entries carry no person names.

export const TESTIMONIAL_COLORS = [
  "blue",
  "green",
  "purple",
  "orange",
  "teal",
  "pink",
  "indigo",
  "red",
  "emerald",
  "violet",
  "amber",
  "cyan",
  "rose",
  "lime",
  "slate",
] as const;

export type TestimonialColor = (typeof TESTIMONIAL_COLORS)[number];

export interface Testimonial {
  text: string;
  category: string;
  color: TestimonialColor;
}

/** Mantine palette colour for each testimonial colour name. */
const MANTINE_COLOR_OF: Record<TestimonialColor, string> = {
  blue: "blue",
  green: "green",
  purple: "grape",
  orange: "orange",
  teal: "teal",
  pink: "pink",
  indigo: "indigo",
  red: "red",
  emerald: "teal",
  violet: "violet",
  amber: "yellow",
  cyan: "cyan",
  rose: "pink",
  lime: "lime",
  slate: "dark",
};

export const FALLBACK_TESTIMONIAL_COLOR = "gray";

const isTestimonialColor = (name: string): name is TestimonialColor =>
  Object.hasOwn(MANTINE_COLOR_OF, name);

/** The Mantine colour of a testimonial colour name; an unknown name falls back to gray. */
export function testimonialMantineColor(name: string): string {
  return isTestimonialColor(name) ? MANTINE_COLOR_OF[name] : FALLBACK_TESTIMONIAL_COLOR;
}

export const testimonials: Testimonial[] = [
  {
    text: "I had no medical background, and the course never made me feel behind. The terminology sessions were clear and well paced.",
    category: "Career Change",
    color: "blue",
  },
  {
    text: "The live role-plays were the most valuable part for me. Getting feedback right after interpreting showed me exactly what to work on.",
    category: "Live Practice",
    color: "green",
  },
  {
    text: "I used to help relatives at doctor visits. Now I understand the interpreter's role and the code of ethics behind it.",
    category: "Community Interpreter",
    color: "purple",
  },
  {
    text: "Paying in two installments made it possible for me to join this cohort instead of waiting.",
    category: "Flexible Payment",
    color: "orange",
  },
  {
    text: "The lead trainer's pharmacy knowledge made medication conversations much easier to follow and to interpret.",
    category: "Expert Instruction",
    color: "teal",
  },
  {
    text: "Note-taking felt impossible in week one. By the end I could keep up with long explanations without losing details.",
    category: "Skill Building",
    color: "pink",
  },
  {
    text: "Classes fit around my full-time job. Having everything live kept me accountable every week.",
    category: "Working Professional",
    color: "indigo",
  },
  {
    text: "Practising remote sessions prepared me for video and phone interpreting, not only in-person visits.",
    category: "Remote Interpreting",
    color: "red",
  },
  {
    text: "The resume review helped me describe my language skills the way healthcare employers expect.",
    category: "Career Support",
    color: "emerald",
  },
  {
    text: "I work at a clinic front desk. The course gave me the structure to support patients properly.",
    category: "Healthcare Staff",
    color: "violet",
  },
  {
    text: "The community is still active after the course. People share job leads and answer each other's questions.",
    category: "Community",
    color: "amber",
  },
  {
    text: "Learning how the US healthcare system works helped me understand what patients go through before they reach the doctor.",
    category: "Healthcare System",
    color: "cyan",
  },
  {
    text: "The language assessment before joining told me where I stood, and the course built steadily from there.",
    category: "Getting Started",
    color: "rose",
  },
  {
    text: "Keeping the camera on and speaking in every class pushed me out of my comfort zone in a good way.",
    category: "Interactive Classes",
    color: "lime",
  },
  {
    text: "The monthly continuing education sessions keep my skills fresh now that the course is over.",
    category: "Continuing Education",
    color: "slate",
  },
];
