import { lazy, Suspense, useSyncExternalStore } from "react";
import {
  analyticsConsentServerSnapshot,
  analyticsConsentSnapshot,
  bannerShown,
  subscribeAnalyticsConsent,
} from "../../lib/analytics-consent";

// The banner's code loads only when it is to be shown: a site without GA_MEASUREMENT_ID, or a
// visitor who has chosen, never fetches it. It appears after hydration (the server cannot know
// the choice), outside the page's content, so nothing typed meanwhile is touched.
const AnalyticsBanner = lazy(() => import("./analytics-banner"));

export function AnalyticsConsentGate() {
  const consent = useSyncExternalStore(
    subscribeAnalyticsConsent,
    analyticsConsentSnapshot,
    analyticsConsentServerSnapshot,
  );
  if (!bannerShown(consent)) return null;
  return (
    <Suspense fallback={null}>
      <AnalyticsBanner choice={consent.choice} />
    </Suspense>
  );
}
