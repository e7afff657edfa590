// The visitor's stored choice about Google Analytics (decision 0032), as the page counts read
// it on every hit: a few lines in every page's first load. The banner, its store and Google's
// loader come in chunks of their own, only where GA_MEASUREMENT_ID is set.

export type AnalyticsChoice = "granted" | "denied";

export const CONSENT_KEY = "kairos.analytics-consent";

declare global {
  interface Navigator {
    globalPrivacyControl?: boolean;
  }
}

/** The browser asks not to be tracked: no first-party hit, no Google Analytics. */
export const trackingRefusedByBrowser = () =>
  typeof navigator !== "undefined" &&
  (navigator.doNotTrack === "1" || navigator.globalPrivacyControl === true);

/** The choice stored in this browser (the choice itself, no identifier); null before one. */
export function storedChoice(): AnalyticsChoice | null {
  try {
    const stored = localStorage.getItem(CONSENT_KEY);
    return stored === "granted" || stored === "denied" ? stored : null;
  } catch {
    // Storage refused: ask again on each page, and load nothing meanwhile.
    return null;
  }
}
