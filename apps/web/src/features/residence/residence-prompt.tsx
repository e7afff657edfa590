import { EGYPT } from "@kairos/shared";
import { Suspense, useState } from "react";
import { LazyResidenceDialog } from "./lazy-residence-dialog";
import { useStoredResidence, useVisitorLocation } from "./use-residence";

const noop = () => {};

/**
 * Asks a visitor detected in Egypt for the country of residence once (docs/requirements.md, public-site §4,
 * PRICE-05/06/07): the dialog opens when the detected code is EG and no residence is stored,
 * cannot be dismissed, and closes when Continue stores the residence. Mounted by the pages that
 * show prices (the landing page hosts it, LAND-22; /medical-training), so that visitors of the
 * other pages are not interrupted.
 */
export function ResidencePrompt() {
  const residence = useStoredResidence();
  const asking = !residence;
  const { location } = useVisitorLocation({ enabled: asking });
  const needed = asking && location.countryCode === EGYPT.code;

  // Once needed, the dialog stays mounted so that it can close with its transition.
  const [mounted, setMounted] = useState(false);
  if (needed && !mounted) setMounted(true);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <LazyResidenceDialog opened={needed} onClose={noop} dismissible={false} />
    </Suspense>
  );
}
