// The landing page's copy (docs/requirements.md, public-site §1 and §2 "Landing page"; requirements LAND-02..19).

/** The anchored sections, in order, with their ids and headings (LAND-02). */
export const landingSections = [
  { id: "about", title: "About the Course" },
  { id: "trainer", title: "Meet Your Trainer" },
  { id: "requirements", title: "Requirements" },
  { id: "pricing", title: "Pricing" },
  { id: "testimonials", title: "Success Stories" },
  { id: "faq", title: "Frequently Asked Questions" },
] as const;

export type LandingSectionId = (typeof landingSections)[number]["id"];

export function sectionTitle(id: LandingSectionId): string {
  const section = landingSections.find((s) => s.id === id);
  if (!section) throw new Error(`Unknown landing section ${id}`);
  return section.title;
}

/** The 'Why Choose This Course' carousel: exactly 5 slides (LAND-12). */
export const whyChooseTitle = "Why Choose This Course";

export interface CarouselSlideContent {
  title: string;
  text: string;
}

export const whyChooseSlides: CarouselSlideContent[] = [
  {
    title: "Taught live by an expert",
    text: "Every class is live and interactive with the lead trainer, a practising medical interpreter. Nothing is pre-recorded.",
  },
  {
    title: "Practice that feels real",
    text: "Role-play real-life medical encounters, in person and remote, and receive feedback on your interpreting.",
  },
  {
    title: "Built around your week",
    text: "Biweekly online classes over 8 weeks, 5 hours per week, paid in full or in 2 installments.",
  },
  {
    title: "Support beyond the classroom",
    text: "A personalised resume review, a supportive interpreter community and referrals to job leads.",
  },
  {
    title: "Keep growing",
    text: "Monthly continuing education keeps your skills current after you graduate.",
  },
];

/** 'Why Medical Interpreting' with the labour statistics forecast (LAND-16, CONST-07). */
export const whyInterpreting = {
  title: "Why Medical Interpreting",
  lead: "Patients understand their care best in the language they know best. Medical interpreters make that possible for doctors, nurses and families.",
  forecast: {
    value: "20%",
    label: "projected growth in demand for interpreters from 2021 to 2031",
    source: "Source: labor statistics forecast",
  },
  reasons: [
    {
      title: "Meaningful work",
      text: "Help patients and providers understand each other at important moments.",
    },
    {
      title: "Growing need",
      text: "Hospitals and clinics need qualified interpreters for patients who speak other languages.",
    },
    {
      title: "Flexible settings",
      text: "Interpret on site, over the phone or by video, full-time or part-time.",
    },
  ],
} as const;

/** The lead trainer (LAND-17..19). No name and no photo: only what the spec states. */
export const trainer = {
  role: "Lead Trainer",
  summary: "Arabic-English medical interpreter and pharmacist",
  bio: [
    "The lead trainer teaches every class of the 40-hour course live, bringing together day-to-day experience as an Arabic-English medical interpreter and a pharmacist's understanding of medicines and patient care.",
    "Classes combine explanation with guided practice, so you interpret from the first weeks and get direct feedback.",
  ],
  startLabel: "Start Training with Us",
  contactLabel: "Contact Us",
} as const;

/** The subject of the trainer's 'Contact Us' mail (LAND-19). */
export const CONTACT_SUBJECT = "Question about Medical Interpreter Training";

/** `mailto:` with the subject encoded (spaces as %20, as the spec's verify line shows). */
export const contactMailto = (email: string, subject: string = CONTACT_SUBJECT) =>
  `mailto:${email}?subject=${encodeURIComponent(subject)}`;
