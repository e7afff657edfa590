import { lazy, Suspense, useSyncExternalStore } from "react";
import {
  analyticsConsentSnapshot,
  bannerShown,
  subscribeAnalyticsConsent,
} from "@/lib/analytics/analytics-consent";

// Loaded after the page's first commit, only where GA_MEASUREMENT_ID is set (root layout):
// the banner's code loads only when it is to be shown. It appears outside the page's content,
// so nothing typed meanwhile is touched.
const AnalyticsBanner = lazy(() => import("./analytics-banner"));

export default function AnalyticsConsentGate() {
  const consent = useSyncExternalStore(subscribeAnalyticsConsent, analyticsConsentSnapshot);
  if (!bannerShown(consent)) return null;
  return (
    <Suspense fallback={null}>
      <AnalyticsBanner choice={consent.choice} />
    </Suspense>
  );
}
