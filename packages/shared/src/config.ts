// Public configuration: the values the browser may see (the spec's {email} and {phone}
// placeholders, the WhatsApp number, social links, prices, the next cohort). The server reads
// them from the environment (config-env.ts), overrides them with what staff set in Settings
// (the database) and hands them to the page; nothing secret belongs here.
// This file has no zod import so that the page can use it without the validator's weight.

import type { RetentionSettings } from "./enums";
import { DEFAULT_PRICE_TABLE, type PriceTable } from "./pricing";
import type { NextCohort } from "./rounds";

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
  /**
   * The amounts of the residence-based prices and the payment plans in force today for the
   * next cohort (pricesOn: after its early-bird deadline, the regular price).
   */
  prices: PriceTable;
  /**
   * The next cohort's early-bird deadline (GAP-25, decision 0030): its last day (Egypt time),
   * and whether it has passed; null when the round sets none. The server recomputes the whole
   * configuration each Egypt day, so a prerendered page switches at the deadline.
   */
  earlyBird: { endsOn: string; over: boolean } | null;
  /**
   * The signed quote of today's prices for the next cohort (decision 0030): the form sends it
   * back with the total it showed, so the price seen is the price charged even if the deadline
   * passes meanwhile. Null when no round takes applications.
   */
  priceQuote: string | null;
  /** What happens to the money on withdrawal, shown before payment; none when blank. */
  refundPolicy?: string | undefined;
  /** Who runs the site (Settings), named by the privacy notice; none: "Kairos". */
  businessName?: string | undefined;
  /** The business's postal address (Settings), in the privacy notice. */
  businessAddress?: string | undefined;
  /**
   * The privacy notice staff wrote in Settings (notice-text.ts format); none: the site's
   * default notice (apps/web/src/content/privacy.ts).
   */
  privacyNotice?: string | undefined;
  /** How long personal data is kept (Settings, decision 0033), as the privacy notice says. */
  retention?: RetentionSettings | undefined;
  /** The first open round by start date; null when no round takes applications. */
  nextCohort: NextCohort | null;
  /**
   * Whether /register takes applications (GAP-27): the server's registration gate, decided from
   * the data (a round ahead, payment instructions, assessments). Closed, the page says that
   * applications open soon and offers the "tell me when" list instead of the form.
   */
  registrationOpen: boolean;
  /**
   * A demo install (SEED_DEMO): every public page says so, and that its payment details are
   * examples (GAP-28).
   */
  demo: boolean;
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
  // The server computes these from its database for every page. The defaults (which the
  // build prerenders the pages with) are a production install before it goes live: no cohort
  // announced, registration closed, not a demo. They must not depend on the day of the build.
  nextCohort: null,
  earlyBird: null,
  priceQuote: null,
  registrationOpen: false,
  demo: false,
};

/** The id of the JSON data block in index.html that carries the public configuration. */
export const PUBLIC_CONFIG_ELEMENT_ID = "kairos-config";

/** The `<script type="application/json">` block (not executed, so CSP-safe) for index.html. */
export function publicConfigScriptTag(config: PublicConfig): string {
  // Escape "<" so that no value can close the script element.
  const json = JSON.stringify(config).replace(/</g, "\\u003c");
  return `<script id="${PUBLIC_CONFIG_ELEMENT_ID}" type="application/json">${json}</script>`;
}
