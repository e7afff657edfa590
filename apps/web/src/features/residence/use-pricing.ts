import { type PriceData, priceFor } from "@kairos/shared";
import { publicConfig } from "@/lib/data/config";
import { useStoredResidence, useVisitorLocation } from "./use-residence";

/** The visitor's prices: the stored residence decides, else the detected country. */
export function usePricing(): PriceData & { loading: boolean } {
  const residence = useStoredResidence();
  // With a residence stored the location cannot change the price: no need to ask for it.
  const { loading, location } = useVisitorLocation({ enabled: !residence });
  // The amounts are the ones staff set in Settings (the server writes them into the page).
  const price = priceFor(
    { residenceCountry: residence?.country, detectedCountryCode: location.countryCode },
    publicConfig.prices,
  );
  return { ...price, loading };
}
