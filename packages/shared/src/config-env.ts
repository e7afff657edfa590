import { z } from "zod";
import { DEFAULT_PUBLIC_CONFIG, type PublicConfig } from "./config";

export const publicConfigSchema = z.object({
  supportEmail: z.email(),
  supportPhone: z.string().min(3),
  whatsappNumber: z.string().min(3),
  facebookUrl: z.url(),
  instagramUrl: z.url(),
  linkedinUrl: z.url(),
  gaMeasurementId: z.string().optional(),
  instantPaymentDetails: z.string().max(1000).optional(),
  internationalPaymentUrl: z.url().optional(),
});

type Env = Record<string, string | undefined>;

/** Builds the public configuration from environment variables; throws on invalid values. */
export function publicConfigFromEnv(env: Env): PublicConfig {
  const d = DEFAULT_PUBLIC_CONFIG;
  // Prices and the next cohort come from the database (Settings); these are their fallbacks.
  const fromEnv = publicConfigSchema.parse({
    supportEmail: env.SUPPORT_EMAIL || d.supportEmail,
    supportPhone: env.SUPPORT_PHONE || d.supportPhone,
    whatsappNumber: env.WHATSAPP_NUMBER || d.whatsappNumber,
    facebookUrl: env.FACEBOOK_URL || d.facebookUrl,
    instagramUrl: env.INSTAGRAM_URL || d.instagramUrl,
    linkedinUrl: env.LINKEDIN_URL || d.linkedinUrl,
    gaMeasurementId: env.GA_MEASUREMENT_ID || undefined,
    instantPaymentDetails: env.INSTANT_PAYMENT_DETAILS || undefined,
    internationalPaymentUrl: env.INTERNATIONAL_PAYMENT_URL || undefined,
  });
  return {
    ...fromEnv,
    prices: d.prices,
    nextCohort: d.nextCohort,
    earlyBird: d.earlyBird,
    priceQuote: d.priceQuote,
    registrationOpen: d.registrationOpen,
    // SEED_DEMO's default depends on the database (ServerEnv.seedDemo): the server sets it.
    demo: d.demo,
  };
}
