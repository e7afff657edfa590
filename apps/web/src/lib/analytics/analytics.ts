import { type AnalyticsHit, APPLICATION_FUNNEL, analyticsPath } from "@kairos/shared";
import { publicConfig } from "../data/config";
import { storedChoice, trackingRefusedByBrowser } from "./consent-choice";

const ENDPOINT = "/api/events";

/** Visitors who ask not to be tracked are not: no first-party hit, no Google Analytics. */
const trackingAllowed = () => typeof navigator !== "undefined" && !trackingRefusedByBrowser();

// Google Analytics (lib/analytics/google-analytics.ts) is fetched only with a measurement id and the
// visitor's acceptance in the banner (decision 0032).
const google = () => import("./google-analytics");

function sendFirstParty(hit: AnalyticsHit) {
  const body = JSON.stringify(hit);
  const blob = new Blob([body], { type: "application/json" });
  if (navigator.sendBeacon?.(ENDPOINT, blob)) return;
  void fetch(ENDPOINT, {
    method: "POST",
    body,
    headers: { "Content-Type": "application/json" },
    keepalive: true,
  }).catch(() => {});
}

/**
 * Sends a page view or an event to the first-party log, and to GA4 when configured and
 * accepted. It never
 * throws and never delays the user: the sending is a task of its own, so that the beacon (a
 * few milliseconds on a phone) is not added to the long task that hydrates or renders a page.
 */
export function track(sent: AnalyticsHit): void {
  setTimeout(() => {
    try {
      if (!trackingAllowed()) return;
      // A personal link's key never leaves the browser, to us or to Google (decision 0032).
      const hit: AnalyticsHit =
        sent.path === undefined ? sent : { ...sent, path: analyticsPath(sent.path) };
      sendFirstParty(hit);
      const id = publicConfig.gaMeasurementId;
      if (id && storedChoice() === "granted")
        google()
          .then((ga) => ga.sendToGoogle(id, hit))
          .catch(() => {});
    } catch {
      // Analytics must never break the page.
    }
  }, 0);
}

export const trackPageView = (path: string) => track({ type: "pageview", path });

export const trackEvent = (category: string, action: string, label?: string) =>
  track({ type: "event", category, action, label, path: window.location.pathname });

/** True when `key` was already marked in this browser session; marks it otherwise. */
function seenThisSession(key: string): boolean {
  try {
    if (sessionStorage.getItem(key)) return true;
    sessionStorage.setItem(key, "1");
  } catch {
    // Storage refused (private mode, quota): count the event as a first one.
  }
  return false;
}

/**
 * An event of the training application's funnel (visited, each step completed, submitted).
 * It is sent every time; when this browser session already sent it, its label says "repeat",
 * so that the dashboard counts sessions without any identifier leaving the browser.
 */
export function trackFunnelEvent(
  action: (typeof APPLICATION_FUNNEL)["visited" | "stepCompleted" | "submitted"],
  label?: string,
): void {
  const repeat = seenThisSession(`kairos.funnel:${action}:${label ?? ""}`);
  trackEvent(
    APPLICATION_FUNNEL.category,
    action,
    repeat ? APPLICATION_FUNNEL.repeatLabel(label) : label,
  );
}
