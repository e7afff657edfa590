import { SEARCH_DEBOUNCE_MS, searchCities, searchCountries } from "@kairos/shared";
import { Group } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useMemo, useState } from "react";
import { COUNTRY_NOTICE } from "@/content/application";
import { type Country, countries } from "@/content/countries";
import type { PickerOption } from "./search-picker";
import { useCities } from "./use-cities";

/** A country as a picker shows it: its flag (hidden from screen readers) and its name. */
export const countryLabel = (country: Country) => (
  <Group gap="xs" wrap="nowrap" component="span">
    <span aria-hidden="true">{country.flag}</span>
    <span>{country.name}</span>
  </Group>
);

/** Typing waits 150 ms (PRICE-16); a cleared search shows the first entries at once. */
function useSearchText(debounce: boolean) {
  const [text, setText] = useState("");
  const [debounced] = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const query = !debounce ? text : text.trim() ? debounced : "";
  return { text, setText, query };
}

/**
 * The country and city searches of a residence picker (the application's contact step and the
 * residence dialog): the matching options of each, and the chosen country's cities as they load.
 */
export function usePlaceSearch(countryCode: string | null, options: { debounceCountry: boolean }) {
  const country = useSearchText(options.debounceCountry);
  const city = useSearchText(true);
  const countryMatches = useMemo(() => searchCountries(countries, country.query), [country.query]);
  const countryOptions = useMemo<PickerOption[]>(
    () => countryMatches.results.map((c) => ({ value: c.code, label: countryLabel(c) })),
    [countryMatches],
  );
  const { cities, loading } = useCities(countryCode);
  const cityMatches = useMemo(() => searchCities(cities, city.query), [cities, city.query]);
  const cityOptions = useMemo<PickerOption[]>(
    () => cityMatches.results.map((name) => ({ value: name, label: name })),
    [cityMatches],
  );
  /** What the city list says when it shows nothing; `noMatch` when the search matched none. */
  const cityEmptyText = (noMatch: string) =>
    loading ? "Loading cities..." : cities.length === 0 ? "No cities available" : noMatch;
  /** The props of the country picker every residence form shows the same way. */
  const countryPicker = (chosen: Country | null) => ({
    placeholder: "Select country...",
    searchPlaceholder: "Search country...",
    value: chosen?.code ?? null,
    valueLabel: chosen ? countryLabel(chosen) : undefined,
    search: country.text,
    onSearchChange: country.setText,
    options: countryOptions,
    notice: countryMatches.truncated ? COUNTRY_NOTICE : undefined,
  });
  return {
    countryPicker,
    countrySearch: country.text,
    setCountrySearch: country.setText,
    countryMatches,
    countryOptions,
    citySearch: city.text,
    setCitySearch: city.setText,
    cities,
    loading,
    cityMatches,
    cityOptions,
    cityEmptyText,
  };
}
