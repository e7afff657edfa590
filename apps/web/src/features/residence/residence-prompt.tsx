import { EGYPT } from "@kairos/shared";
import { Suspense, useState } from "react";
import { LazyResidenceDialog } from "./lazy-residence-dialog";
import { useStoredResidence, useVisitorLocation } from "./use-residence";

/** The visitor said "Not now" during this visit (the tab's session). */
const NOT_NOW_KEY = "residencePromptLater";
const askedLater = () => {
  try {
    return window.sessionStorage.getItem(NOT_NOW_KEY) === "1";
  } catch {
    return false;
  }
};

/**
 * Asks a visitor detected in Egypt for the country of residence once (docs/requirements.md,
 * public-site §4, PRICE-05/06/07): the dialog opens when the detected code is EG and no residence
 * is stored, has no close button and stays open on an outside click, and closes when Continue
 * stores the residence. It starts from the detected country and city, so that one press answers
 * it, and "Not now" puts it off until the next visit (the prices stay the detected country's).
 * Mounted by the pages that show prices (the landing page hosts it, LAND-22; /medical-training),
 * so that visitors of the other pages are not interrupted.
 */
export function ResidencePrompt() {
  const residence = useStoredResidence();
  const [later, setLater] = useState(askedLater);
  const asking = !residence && !later;
  const { location } = useVisitorLocation({ enabled: asking });
  const needed = asking && location.countryCode === EGYPT.code;

  // Once needed, the dialog stays mounted so that it can close with its transition.
  const [mounted, setMounted] = useState(false);
  if (needed && !mounted) setMounted(true);
  if (!mounted) return null;
  const city = location.city !== "Unknown" ? location.city : "";
  return (
    <Suspense fallback={null}>
      <LazyResidenceDialog
        opened={needed}
        onClose={() => undefined}
        onLater={() => {
          try {
            window.sessionStorage.setItem(NOT_NOW_KEY, "1");
          } catch {
            // Storage refused: asked again on the next page.
          }
          setLater(true);
        }}
        dismissible={false}
        initial={{ country: EGYPT.name, city, timestamp: "" }}
      />
    </Suspense>
  );
}
