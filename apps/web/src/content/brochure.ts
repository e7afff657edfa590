// The services brochure's words (PDF on /about-us and /partners), from the same copy the pages
// show and the public configuration in force: its contacts, the next cohort and the prices
// follow Settings. The server renderer exports it (entry-server.tsx) and the server lays out the
// PDF (apps/server/src/pdf/brochure.ts).

import { type BrochureContent, type PublicConfig, priceIn } from "@kairos/shared";
import { setPublicConfig } from "../lib/data/config";
import { about, offerings } from "./company";
import { courseFacts, includedInPrice, installmentOffer, installmentTiming } from "./course";
import { footerTagline, supportHours } from "./footer";

/** The brochure's words for `config`. */
export function brochure(config: PublicConfig): BrochureContent {
  // The course facts (the next cohort) read the configuration set, as for a page's render;
  // synchronous, so no other render changes it meanwhile.
  setPublicConfig(config);
  const fee = (where: string, currency: "EGP" | "USD") =>
    `${where}: ${installmentOffer(priceIn(currency, config.prices))}`;
  return {
    title: "Kairos: Medical Interpreter Training and Interpreting Services",
    cover: {
      name: "Kairos",
      tagline: footerTagline,
      subtitle: "Medical interpreter training and interpreting services",
    },
    sections: [
      {
        heading: "About Kairos",
        chapter: true,
        blocks: [about.lead, ...about.story].map((text) => ({ type: "paragraph", text })),
      },
      {
        heading: "Our Approach",
        blocks: about.approach.map(({ title, text }) => ({ type: "entry", title, text })),
      },
      {
        heading: "What We Offer",
        chapter: true,
        blocks: offerings.map(({ title, summary, points }) => ({
          type: "entry",
          title,
          text: summary,
          points,
        })),
      },
      {
        heading: "40-Hour Medical Interpreter Training",
        chapter: true,
        newPage: true,
        blocks: [
          {
            type: "paragraph",
            text: "An online, instructor-led training for bilingual adults. No medical background or interpreting experience is needed: only fluency in English plus at least one other language.",
          },
          ...courseFacts.map(({ label, value }) => ({ type: "fact" as const, label, value })),
          { type: "paragraph", text: fee("Living in Egypt", "EGP") },
          { type: "paragraph", text: fee("Living elsewhere", "USD") },
          { type: "paragraph", text: `${installmentTiming} Included:` },
          { type: "bullets", items: includedInPrice },
        ],
      },
      {
        heading: "Contact",
        blocks: [
          { type: "paragraph", text: `E-mail: ${config.supportEmail}` },
          {
            type: "paragraph",
            text: `Phone: ${config.supportPhone}    WhatsApp: ${config.whatsappNumber}`,
          },
          { type: "paragraph", text: `Support hours: ${supportHours}.` },
        ],
      },
    ],
    footer: "Kairos \u2014 services brochure",
  };
}
