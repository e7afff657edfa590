import "@mantine/carousel/styles.css";
import { memo, Suspense } from "react";
import { HeroSection } from "./hero-section";
import { LazyBelowTheFold } from "./lazy-below-the-fold";

// memo: a re-render of the page must not reach the boundary while its server HTML waits for
// the code, or React would drop that HTML and show the (empty) fallback until the code comes.
const LazySections = memo(function LazySections() {
  return (
    <Suspense fallback={null}>
      <LazyBelowTheFold />
    </Suspense>
  );
});

/** The landing page: its sections in order, the anchored ones reachable by their ids. */
export function LandingPage() {
  return (
    <>
      <HeroSection />
      <LazySections />
    </>
  );
}
