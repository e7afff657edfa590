import "@mantine/carousel/styles.css";
import { useMounted } from "@mantine/hooks";
import { lazy, memo, Suspense, useEffect } from "react";
import { HeroSection } from "./hero-section";
import { LazyBelowTheFold, renderBelowTheFoldNow } from "./lazy-below-the-fold";

/**
 * Mounted only if React dropped the server's HTML before it could hydrate (an update reached
 * the boundary): then the sections must not wait for the visitor, whose view of them is gone.
 */
function RenderNow() {
  useEffect(renderBelowTheFoldNow, []);
  return null;
}

// memo: a re-render of the page must not reach the boundary while its server HTML waits to
// hydrate, or React would drop that HTML (and show the fallback until the sections render).
const LazySections = memo(function LazySections() {
  return (
    <Suspense fallback={<RenderNow />}>
      <LazyBelowTheFold />
    </Suspense>
  );
});

const LazyResidencePrompt = lazy(() =>
  import("../residence/residence-prompt").then((module) => ({ default: module.ResidencePrompt })),
);

/** The landing page: its sections in order, the anchored ones reachable by their ids. */
export function LandingPage() {
  const mounted = useMounted();
  return (
    <>
      <HeroSection />
      <LazySections />
      {/* LAND-22 puts the residence prompt in #pricing; it is mounted here, beside the sections,
          so that a visitor in Egypt is asked at once (PRICE-05), before they hydrate. It is a
          modal: it shows over the page wherever it is mounted. It renders nothing on the
          server, so its code loads after the first page's, once the page is in the browser. */}
      {mounted && (
        <Suspense fallback={null}>
          <LazyResidencePrompt />
        </Suspense>
      )}
    </>
  );
}
