import { type AnalyticsHit, APPLICATION_FUNNEL } from "@kairos/shared";
import { publicConfig } from "./config";

const ENDPOINT = "/api/events";

type Gtag = (...args: unknown[]) => void;
declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
  interface Navigator {
    globalPrivacyControl?: boolean;
  }
}

/** Visitors who ask not to be tracked are not: no first-party hit, no Google Analytics. */
const trackingAllowed = () =>
  typeof navigator !== "undefined" &&
  navigator.doNotTrack !== "1" &&
  navigator.globalPrivacyControl !== true;

let gtag: Gtag | undefined;

/** Loads GA4 once, when a measurement id is configured (the CSP then allows its host). */
function googleAnalytics(): Gtag | undefined {
  const id = publicConfig.gaMeasurementId;
  if (!id) return undefined;
  if (!gtag) {
    window.dataLayer = window.dataLayer ?? [];
    gtag = (...args: unknown[]) => {
      window.dataLayer?.push(args);
    };
    window.gtag = gtag;
    gtag("js", new Date());
    gtag("config", id, { send_page_view: false });
    const script = document.createElement("script");
    script.async = true;
    script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
    document.head.appendChild(script);
  }
  return gtag;
}

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
 * Sends a page view or an event to the first-party log, and to GA4 when configured. It never
 * throws and never delays the user: the sending is a task of its own, so that the beacon (a
 * few milliseconds on a phone) is not added to the long task that hydrates or renders a page.
 */
export function track(hit: AnalyticsHit): void {
  setTimeout(() => {
    try {
      if (!trackingAllowed()) return;
      sendFirstParty(hit);
      const ga = googleAnalytics();
      if (!ga) return;
      if (hit.type === "pageview") ga("event", "page_view", { page_path: hit.path });
      else ga("event", hit.action, { event_category: hit.category, event_label: hit.label });
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
