import {
  DEFAULT_PUBLIC_CONFIG,
  EGP_PRICE,
  nextCohortOf,
  ROUND_SEED,
  USD_PRICE,
} from "@kairos/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nextCohort } from "../src/content/cohort";
import {
  audiences,
  courseFacts,
  courseObjectives,
  includedInPrice,
  installmentOffer,
  keyTakeaways,
  requirementItems,
  sixtyHourTraining,
} from "../src/content/course";
import { FAQ_CATEGORIES, faqItems } from "../src/content/faq";
import { cohortBanner, hero, sellingPoints } from "../src/content/hero";
import {
  CONTACT_SUBJECT,
  contactMailto,
  landingSections,
  trainer,
  whyChooseSlides,
  whyChooseTitle,
  whyInterpreting,
} from "../src/content/landing";
import {
  TESTIMONIAL_COLORS,
  testimonialMantineColor,
  testimonials,
} from "../src/content/testimonials";
import { setPublicConfig } from "../src/lib/data/config";

// The copy as a server announcing the spec's round-3 renders it (the build's defaults announce
// none: the server reads the cohort from its database).
beforeAll(() => {
  setPublicConfig({
    ...DEFAULT_PUBLIC_CONFIG,
    nextCohort: nextCohortOf(ROUND_SEED, "2026-01-15"),
  });
});
afterAll(() => setPublicConfig(DEFAULT_PUBLIC_CONFIG));

// The landing page's content against the counts and texts of the spec (docs/requirements.md, public-site §1-§4,
// §9; requirements LAND-02..35, CONST-01..03, CONST-06, CONST-07, CONST-10).

const SPEC_COLORS = [
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
];

const unique = <T>(values: T[]) => new Set(values).size === values.length;

describe("landing sections (LAND-02)", () => {
  it("has the six anchors in order", () => {
    expect(landingSections.map((s) => s.id)).toEqual([
      "about",
      "trainer",
      "requirements",
      "pricing",
      "testimonials",
      "faq",
    ]);
  });
});

describe("hero (LAND-03..09)", () => {
  it("keeps the h1 and the button texts", () => {
    expect(hero.title).toBe("40-Hour Online Medical Interpreter Training");
    expect(hero.applyLabel).toBe("Apply Now");
    expect(hero.learnMoreLabel).toBe("Learn More");
    expect(hero.journeyLabel).toBe("Start Your Journey");
    expect(hero.lead).toMatch(/no medical background or interpreting experience/i);
    expect(hero.lead).toMatch(/English plus at least one other language/);
  });

  it("announces the next cohort start with an early bird discount", () => {
    expect(cohortBanner.title).toContain("February 7th, 2026");
    expect(cohortBanner.text.toLowerCase()).toContain("early bird discount");
  });

  it("announces no dates while no round ahead takes applications (GAP-26)", () => {
    setPublicConfig(DEFAULT_PUBLIC_CONFIG);
    try {
      expect(cohortBanner.title).toBe("Next cohort: dates to be announced");
      expect(nextCohort.dates).toBe("Dates to be announced");
    } finally {
      setPublicConfig({
        ...DEFAULT_PUBLIC_CONFIG,
        nextCohort: nextCohortOf(ROUND_SEED, "2026-01-15"),
      });
    }
  });

  it("has exactly 8 distinct selling points (LAND-05)", () => {
    expect(sellingPoints).toHaveLength(8);
    expect(unique(sellingPoints.map((p) => p.title))).toBe(true);
    const titles = sellingPoints.map((p) => p.title.toLowerCase()).join(" | ");
    for (const word of [
      "expert-led",
      "job-ready",
      "flexible payment",
      "real-life practice",
      "live interpreting practice with feedback",
      "resume review",
      "community",
      "monthly continuing education",
    ]) {
      expect(titles).toContain(word);
    }
  });
});

describe("about the course (LAND-10..12, LAND-23..29)", () => {
  it("has exactly 7 objectives and 6 audiences", () => {
    expect(courseObjectives).toHaveLength(7);
    expect(unique(courseObjectives)).toBe(true);
    expect(audiences).toHaveLength(6);
    expect(unique(audiences.map((a) => a.title))).toBe(true);
  });

  it("has the 'Why Choose This Course' carousel with exactly 5 slides", () => {
    expect(whyChooseTitle).toBe("Why Choose This Course");
    expect(whyChooseSlides).toHaveLength(5);
    expect(unique(whyChooseSlides.map((s) => s.title))).toBe(true);
  });

  it("states the course facts", () => {
    const facts = courseFacts.map((f) => f.value).join(" | ");
    expect(facts).toMatch(/live only/i);
    expect(facts).toMatch(/not recorded/i);
    expect(facts).toMatch(/biweekly over 8 weeks, 5 hours per week/i);
    expect(facts).toMatch(/online/i);
    expect(facts).toMatch(/one lead trainer/i);
    expect(facts).toMatch(/completion certificate/i);
    expect(facts).toMatch(/community/i);
    expect(facts).toMatch(/job leads/i);
    expect(facts).toMatch(/no direct job placement/i);
    expect(nextCohort.dates).toBe("February 7th to March 31st, 2026");
    expect(facts).toContain(nextCohort.dates);
    expect(facts).toContain("English plus any other language");
    expect(sixtyHourTraining.status).toBe("Coming soon");
  });

  it("states payment and what is included (LAND-27, LAND-28)", () => {
    // LAND-27 truthfully (INC-08): both ways of paying with their totals, in the visitor's currency.
    expect(installmentOffer(EGP_PRICE)).toBe(
      "Pay LE 8,500 in full, or LE 9,500 in 2 installments of LE 4,750 (LE 1,000 more than paying in full).",
    );
    expect(installmentOffer(USD_PRICE)).toBe(
      "Pay $450 in full, or $500 in 2 installments of $250 ($50 more than paying in full).",
    );
    // "Interest-free" only when the installments add up to the full payment.
    expect(installmentOffer({ ...USD_PRICE, installmentPrice: 225 })).toBe(
      "Pay $450 in full, or in 2 interest-free installments of $225.",
    );
    for (const text of [
      ...sellingPoints.map((p) => p.description),
      ...includedInPrice,
      ...faqItems.map((f) => f.answer),
    ]) {
      expect(text).not.toMatch(/interest-free/i);
    }
    const included = includedInPrice.join(" | ").toLowerCase();
    for (const item of [
      "live instruction",
      "all materials",
      "final assessment",
      "installments",
      "community access",
    ]) {
      expect(included).toContain(item);
    }
  });
});

describe("why medical interpreting (LAND-16)", () => {
  it("cites the 20% growth forecast for 2021 to 2031", () => {
    const { forecast } = whyInterpreting;
    expect(forecast.value).toBe("20%");
    expect(forecast.label).toContain("2021");
    expect(forecast.label).toContain("2031");
    expect(forecast.source.toLowerCase()).toContain("labor statistics");
  });
});

describe("trainer (LAND-17..19)", () => {
  it("describes the lead trainer with the spec's facts only", () => {
    expect(trainer.summary).toBe("Arabic-English medical interpreter and pharmacist");
    expect(trainer.startLabel).toBe("Start Training with Us");
    expect(trainer.contactLabel).toBe("Contact Us");
  });

  it("builds the Contact Us mailto with the encoded subject", () => {
    expect(CONTACT_SUBJECT).toBe("Question about Medical Interpreter Training");
    expect(contactMailto("support@kairos.example")).toBe(
      "mailto:support@kairos.example?subject=Question%20about%20Medical%20Interpreter%20Training",
    );
  });
});

describe("requirements and key takeaways (LAND-20, LAND-21, CONST-02)", () => {
  it("has only required items, each with a title and description", () => {
    expect(requirementItems.length).toBeGreaterThanOrEqual(5);
    for (const item of requirementItems) {
      expect(item.type).toBe("Required");
      expect(item.title.length).toBeGreaterThan(0);
      expect(item.description.length).toBeGreaterThan(0);
    }
  });

  it("covers the five rules", () => {
    const text = requirementItems.map((i) => `${i.title} ${i.description}`).join(" | ");
    expect(text).toMatch(/18/);
    expect(text).toMatch(/camera on at all times/i);
    expect(text).toMatch(/missing more than 2 classes disqualifies/i);
    expect(text).toMatch(/language assessment before joining/i);
    expect(text).toMatch(/final assessment.*certificate/i);
  });

  it("has exactly the 6 key takeaways, with NBCMI/CCHI", () => {
    expect(keyTakeaways.map((t) => t.title)).toEqual([
      "No experience required",
      "Live interactive classes",
      "Certification ready (NBCMI/CCHI)",
      "Job-ready skills",
      "Community access",
      "High demand field",
    ]);
  });
});

describe("testimonials (LAND-30..32, CONST-10)", () => {
  it("has 15 entries using each of the 15 colours once", () => {
    expect(TESTIMONIAL_COLORS).toEqual(SPEC_COLORS);
    expect(testimonials).toHaveLength(15);
    expect([...testimonials.map((t) => t.color)].sort()).toEqual([...SPEC_COLORS].sort());
    expect(unique(testimonials.map((t) => t.text))).toBe(true);
    for (const t of testimonials) {
      expect(t.text.length).toBeGreaterThan(20);
      expect(t.category.length).toBeGreaterThan(0);
    }
  });

  it("maps every colour to a Mantine colour and an unknown one to gray", () => {
    const mantine = [
      "blue",
      "cyan",
      "dark",
      "grape",
      "green",
      "indigo",
      "lime",
      "orange",
      "pink",
      "red",
      "teal",
      "violet",
      "yellow",
    ];
    for (const color of SPEC_COLORS) {
      expect(mantine).toContain(testimonialMantineColor(color));
      expect(testimonialMantineColor(color)).not.toBe("gray");
    }
    expect(testimonialMantineColor("blue")).toBe("blue");
    expect(testimonialMantineColor("purple")).toBe("grape");
    expect(testimonialMantineColor("amber")).toBe("yellow");
    expect(testimonialMantineColor("chartreuse")).toBe("gray");
    expect(testimonialMantineColor("")).toBe("gray");
    expect(testimonialMantineColor("toString")).toBe("gray");
  });
});

describe("FAQ (LAND-33..35)", () => {
  it("uses exactly the 5 categories, all of them", () => {
    expect(FAQ_CATEGORIES).toEqual([
      "Background",
      "Experience",
      "Format",
      "Certification",
      "Career",
    ]);
    const used = new Set(faqItems.map((item) => item.category));
    expect([...used].sort()).toEqual([...FAQ_CATEGORIES].sort());
  });

  it("gives every item an icon, a question and an answer", () => {
    expect(faqItems.length).toBeGreaterThanOrEqual(5);
    expect(unique(faqItems.map((item) => item.question))).toBe(true);
    for (const item of faqItems) {
      expect(item.icon.length).toBeGreaterThan(0);
      expect(item.question.endsWith("?")).toBe(true);
      expect(item.answer.length).toBeGreaterThan(20);
    }
  });
});
