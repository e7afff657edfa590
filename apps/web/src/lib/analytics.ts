import type { AnalyticsHit } from "@kairos/shared";

const ENDPOINT = "/api/events";

/**
 * Sends a page view or an event to the first-party analytics log; it never throws and never
 * delays the user (sendBeacon, else a keep-alive fetch).
 */
export function track(hit: AnalyticsHit): void {
  try {
    const body = JSON.stringify(hit);
    const blob = new Blob([body], { type: "application/json" });
    if (navigator.sendBeacon?.(ENDPOINT, blob)) return;
    void fetch(ENDPOINT, {
      method: "POST",
      body,
      headers: { "Content-Type": "application/json" },
      keepalive: true,
    }).catch(() => {});
  } catch {
    // Analytics must never break the page.
  }
}

export const trackPageView = (path: string) => track({ type: "pageview", path });

export const trackEvent = (category: string, action: string, label?: string) =>
  track({ type: "event", category, action, label, path: window.location.pathname });
