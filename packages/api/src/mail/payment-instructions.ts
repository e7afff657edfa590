import type { CurrencyCode, SiteSettings } from "@kairos/shared";

/**
 * How to pay, in a mail, as step 6 of the application words it (APP-28): in Egypt (EGP) with
 * the instant-payment app's details, elsewhere (USD) through the international payment link;
 * without the ones Settings hold, where to ask for them.
 */
export function paymentInstructionsText(
  site: Pick<SiteSettings, "instantPaymentDetails" | "internationalPaymentUrl" | "supportEmail">,
  currency: CurrencyCode,
): string {
  if (currency === "EGP" && site.instantPaymentDetails) {
    return `Pay with the instant-payment app (Egypt) using these details:\n${site.instantPaymentDetails}`;
  }
  if (currency === "USD" && site.internationalPaymentUrl) {
    return `Pay securely online with a card through our international payment link: ${site.internationalPaymentUrl}`;
  }
  return `Write to us at ${site.supportEmail} for the payment details.`;
}
