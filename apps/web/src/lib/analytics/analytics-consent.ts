// The banner's state (decision 0032): the visitor's choice about Google Analytics, made in the
// banner or changed from the footer, remembered in this browser (consent-choice.ts). Loaded
// only where a measurement id is configured. Nothing of Google is loaded before "granted"; Do
// Not Track and Global Privacy Control still win over an acceptance.

import { publicConfig } from "../data/config";
import {
  type AnalyticsChoice,
  CONSENT_KEY,
  storedChoice,
  trackingRefusedByBrowser,
} from "./consent-choice";

export interface ConsentState {
  choice: AnalyticsChoice | null;
  /** The footer's link asked to see the choice again. */
  reopened: boolean;
}

let state: ConsentState = { choice: storedChoice(), reopened: false };
const listeners = new Set<() => void>();
const set = (next: ConsentState) => {
  state = next;
  for (const listener of listeners) listener();
};

/**
 * Records the visitor's choice and closes the banner. Accepted, GA loads and counts the page
 * being read; refused after an acceptance, it is switched off and its cookies removed.
 */
export function chooseAnalytics(choice: AnalyticsChoice): void {
  try {
    localStorage.setItem(CONSENT_KEY, choice);
  } catch {
    // Not remembered: the banner asks again on the next page load.
  }
  const changed = choice !== state.choice;
  set({ choice, reopened: false });
  const id = publicConfig.gaMeasurementId;
  if (!id || !changed || trackingRefusedByBrowser()) return;
  import("./google-analytics").then((ga) => ga.followChoice(id, choice)).catch(() => {});
}

/** The footer's "Analytics cookies": shows the banner with the choice made. */
export function reopenAnalyticsChoice(): void {
  set({ ...state, reopened: true });
}

export function closeAnalyticsChoice(): void {
  set({ ...state, reopened: false });
}

export function subscribeAnalyticsConsent(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const analyticsConsentSnapshot = () => state;

/** Whether the banner is shown: not chosen yet (and not refused by the browser), or reopened. */
export const bannerShown = (s: ConsentState) =>
  s.reopened || (s.choice === null && !trackingRefusedByBrowser());
