import type { AnalyticsHit } from "@kairos/shared";
import type { AnalyticsChoice } from "./consent-choice";

// Google Analytics 4, loaded only once the visitor accepted it in the banner (decision 0032):
// before that, this module, Google's script, its requests and its cookies are all absent. The
// CSP allows Google's hosts only when GA_MEASUREMENT_ID is set. A module of its own, fetched
// when needed, so that a first visit without consent carries none of it.

type Gtag = (...args: unknown[]) => void;
declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

let gtag: Gtag | undefined;

/** Google's own opt-out switch for a property, honoured by a gtag.js that is already loaded. */
const setDisabled = (id: string, disabled: boolean) => {
  (window as unknown as Record<string, unknown>)[`ga-disable-${id}`] = disabled;
};

function load(id: string): Gtag {
  if (gtag) return gtag;
  window.dataLayer = window.dataLayer ?? [];
  const push: Gtag = (...args) => {
    window.dataLayer?.push(args);
  };
  gtag = push;
  window.gtag = push;
  // Analytics only: nothing for advertising, whatever the property's settings say.
  push("consent", "default", {
    analytics_storage: "granted",
    ad_storage: "denied",
    ad_user_data: "denied",
    ad_personalization: "denied",
  });
  push("js", new Date());
  push("config", id, { send_page_view: false });
  const script = document.createElement("script");
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
  document.head.appendChild(script);
  return push;
}

/** Sends a hit to GA4 (loading it the first time): the caller checked the consent. */
export function sendToGoogle(id: string, hit: AnalyticsHit): void {
  setDisabled(id, false);
  const ga = load(id);
  if (hit.type === "pageview") ga("event", "page_view", { page_path: hit.path });
  else ga("event", hit.action, { event_category: hit.category, event_label: hit.label });
}

/**
 * A new choice: accepted, the page being read is counted; refused after an acceptance, the
 * loaded script is switched off and its cookies removed.
 */
export function followChoice(id: string, choice: AnalyticsChoice): void {
  if (choice === "granted") {
    gtag?.("consent", "update", { analytics_storage: "granted" });
    sendToGoogle(id, { type: "pageview", path: window.location.pathname });
    return;
  }
  setDisabled(id, true);
  if (!gtag) return;
  gtag("consent", "update", { analytics_storage: "denied" });
  removeGoogleCookies();
}

/** The _ga and _ga_<id> cookies, on this host and on its parent domains. */
function removeGoogleCookies() {
  const names = document.cookie
    .split(";")
    .map((c) => c.split("=")[0]?.trim() ?? "")
    .filter((name) => name === "_ga" || name.startsWith("_ga_"));
  const parts = window.location.hostname.split(".");
  const domains = ["", ...parts.map((_, i) => `; domain=${parts.slice(i).join(".")}`)];
  for (const name of names) {
    for (const domain of domains) {
      // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser this site serves
      document.cookie = `${name}=; max-age=0; path=/${domain}`;
    }
  }
}
