// Public configuration: the values the browser may see (the spec's {email} and {phone}
// placeholders, the WhatsApp number, social links, prices, the next cohort). The server reads
// them from the environment (config-env.ts), overrides them with what staff set in Settings
// (the database) and hands them to the page; nothing secret belongs here.
// This file has no zod import so that the page can use it without the validator's weight.

import { DEFAULT_PRICE_TABLE, type PriceTable } from "./pricing";
import { type NextCohort, nextCohortOf, ROUND_SEED } from "./rounds";

export interface PublicConfig {
  supportEmail: string;
  supportPhone: string;
  whatsappNumber: string;
  facebookUrl: string;
  instagramUrl: string;
  linkedinUrl: string;
  gaMeasurementId?: string | undefined;
  /** How to pay with the instant-payment app (Egypt), shown on the application's payment step. */
  instantPaymentDetails?: string | undefined;
  /** The international online payment link (outside Egypt). */
  internationalPaymentUrl?: string | undefined;
  /** The amounts of the residence-based prices and the payment plans. */
  prices: PriceTable;
  /** The first open round by start date; null when no round takes applications. */
  nextCohort: NextCohort | null;
}

/**
 * Documented local defaults (README). Reserved example domain and a fictional 555-01xx number,
 * complete (with an area code) so that Settings, which take only possible numbers, can be saved
 * with it.
 */
export const DEFAULT_PUBLIC_CONFIG: PublicConfig = {
  supportEmail: "support@kairos.example",
  supportPhone: "+1 202 555 0100",
  whatsappNumber: "+1 202 555 0100",
  facebookUrl: "https://www.facebook.com/",
  instagramUrl: "https://www.instagram.com/",
  linkedinUrl: "https://www.linkedin.com/",
  prices: DEFAULT_PRICE_TABLE,
  nextCohort: nextCohortOf(ROUND_SEED),
};

/** The id of the JSON data block in index.html that carries the public configuration. */
export const PUBLIC_CONFIG_ELEMENT_ID = "kairos-config";

/** The `<script type="application/json">` block (not executed, so CSP-safe) for index.html. */
export function publicConfigScriptTag(config: PublicConfig): string {
  // Escape "<" so that no value can close the script element.
  const json = JSON.stringify(config).replace(/</g, "\\u003c");
  return `<script id="${PUBLIC_CONFIG_ELEMENT_ID}" type="application/json">${json}</script>`;
}
