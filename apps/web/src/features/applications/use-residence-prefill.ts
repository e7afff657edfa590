import type { UseFormReturnType } from "@mantine/form";
import { useEffect, useRef, useState } from "react";
import { useStoredResidence, useVisitorLocation } from "../residence/use-residence";
import type { ApplicationValues } from "./steps";

// APP-20: the stored residence, else the detected location, prefills country, city and country
// code, and a later change of the stored residence is followed. It applies once the draft was
// read: a restored draft keeps its own country until the residence changes. The country list
// and the phone rules (6 kB) load with the first answer that needs them, not with the first
// step (decision 0004's budget).

const loadPlaces = async () => {
  const [countries, phone] = await Promise.all([
    import("@/content/countries"),
    import("@/lib/format/phone"),
  ]);
  return { ...countries, ...phone };
};

export function useResidencePrefill(form: UseFormReturnType<ApplicationValues>) {
  const residence = useStoredResidence();
  const { location } = useVisitorLocation({ enabled: !residence });
  const residenceKey = residence
    ? `${residence.country}|${residence.city}|${residence.timestamp}`
    : null;
  const [restored, setRestored] = useState(false);
  const appliedResidence = useRef<string | null>(null);
  const usedLocation = useRef(false);
  const { setFieldValue, getValues } = form;

  /** The phone's country: its dial code replaces the old one in the number. */
  const setDialCountry = (code: string) =>
    void loadPlaces().then(({ changeDialCountry }) => {
      const current = getValues();
      if (current.countryCode === code) return;
      const next = changeDialCountry(current, code);
      setFieldValue("phoneNumber", next.phoneNumber);
      setFieldValue("countryCode", next.countryCode);
    });
  const setDialCountryRef = useRef(setDialCountry);
  setDialCountryRef.current = setDialCountry;

  /** The country of residence, and with it the phone's country. */
  const setCountry = (name: string) => {
    setFieldValue("selectedCountry", name);
    void loadPlaces().then(({ countryByName }) => {
      const code = countryByName(name)?.code;
      if (code) setDialCountry(code);
    });
  };

  useEffect(() => {
    if (!restored || !residence || !residenceKey || appliedResidence.current === residenceKey) {
      return;
    }
    appliedResidence.current = residenceKey;
    void loadPlaces().then(({ countryByName }) => {
      const country = countryByName(residence.country);
      if (!country) return;
      setFieldValue("selectedCountry", country.name);
      setFieldValue("selectedCity", residence.city);
      setDialCountryRef.current(country.code);
    });
  }, [restored, residence, residenceKey, setFieldValue]);

  useEffect(() => {
    if (!restored || residence || usedLocation.current) return;
    void loadPlaces().then(({ countryByCode }) => {
      const country = countryByCode(location.countryCode);
      if (!country || usedLocation.current) return;
      usedLocation.current = true;
      if (getValues().selectedCountry) return;
      setFieldValue("selectedCountry", country.name);
      if (location.city && location.city !== "Unknown") {
        setFieldValue("selectedCity", location.city);
      }
      setDialCountryRef.current(country.code);
    });
  }, [restored, residence, location, getValues, setFieldValue]);

  /** The draft was read (or there was none); `keepsCountry` when it holds a country. */
  const draftRead = (keepsCountry: boolean) => {
    appliedResidence.current = keepsCountry ? residenceKey : null;
    usedLocation.current = keepsCountry;
    setRestored(true);
  };

  return { residence, location, setDialCountry, setCountry, draftRead };
}
