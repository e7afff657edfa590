// The visitor's choice about Google Analytics (decision 0032): asked only when a measurement id
// is configured, remembered in this browser (localStorage: the choice itself, no identifier),
// and changeable from the footer. Nothing of Google is loaded before "granted". Do Not Track and
// Global Privacy Control still win over an acceptance.

import { publicConfig } from "./config";

export type AnalyticsChoice = "granted" | "denied";

const KEY = "kairos.analytics-consent";

interface ConsentState {
  choice: AnalyticsChoice | null;
  /** The footer's link asked to see the choice again. */
  reopened: boolean;
}

/** The browser asks not to be tracked: no first-party hit, no Google Analytics. */
export const trackingRefusedByBrowser = () =>
  typeof navigator !== "undefined" &&
  (navigator.doNotTrack === "1" || navigator.globalPrivacyControl === true);

function readChoice(): AnalyticsChoice | null {
  try {
    const stored = localStorage.getItem(KEY);
    return stored === "granted" || stored === "denied" ? stored : null;
  } catch {
    // Storage refused: ask again on each page, and load nothing meanwhile.
    return null;
  }
}

let state: ConsentState | undefined;
const listeners = new Set<() => void>();
const current = (): ConsentState => {
  state ??= { choice: typeof window === "undefined" ? null : readChoice(), reopened: false };
  return state;
};
const set = (next: ConsentState) => {
  state = next;
  for (const listener of listeners) listener();
};

export const analyticsConfigured = () => !!publicConfig.gaMeasurementId;

/** The choice made in this browser, if any. */
export const analyticsChoice = () => current().choice;

/** Whether Google Analytics may load: configured, accepted, and not refused by the browser. */
export const googleAnalyticsAllowed = () =>
  analyticsConfigured() && current().choice === "granted" && !trackingRefusedByBrowser();

/** Records the visitor's choice and closes the banner. */
export function chooseAnalytics(choice: AnalyticsChoice): void {
  try {
    localStorage.setItem(KEY, choice);
  } catch {
    // Not remembered: the banner asks again on the next page load.
  }
  set({ choice, reopened: false });
}

/** The footer's "Analytics cookies": shows the banner with the choice made. */
export function reopenAnalyticsChoice(): void {
  set({ ...current(), reopened: true });
}

export function closeAnalyticsChoice(): void {
  set({ ...current(), reopened: false });
}

export function subscribeAnalyticsConsent(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const analyticsConsentSnapshot = current;
/** The server (and the hydration) never show the banner: the choice is the browser's. */
export const analyticsConsentServerSnapshot = (): ConsentState => SERVER_STATE;
const SERVER_STATE: ConsentState = { choice: "denied", reopened: false };

/** Whether the banner is shown: configured, and not chosen yet or asked for again. */
export const bannerShown = (s: ConsentState) =>
  analyticsConfigured() && (s.reopened || (s.choice === null && !trackingRefusedByBrowser()));
