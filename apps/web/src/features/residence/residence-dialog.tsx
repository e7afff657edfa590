import "../../styles/mantine-all";
import {
  SEARCH_DEBOUNCE_MS,
  SEARCH_RESULT_CAP,
  type StoredResidence,
  searchCities,
  searchCountries,
} from "@kairos/shared";
import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useMemo, useState } from "react";
import { type Country, countries, countryByCode, countryByName } from "../../content/countries";
import { QueryProvider } from "../../lib/trpc";
import { type PickerOption, SearchPicker } from "./search-picker";
import { useCities } from "./use-cities";
import { storeResidence } from "./use-residence";

// The residence dialog (docs/requirements.md, public-site §4 "Residence prompt", §5 "Residence dialog"; PRICE-05..19).
// Loaded on demand: it carries the country list and the pickers, which most pages never need.

const CITY_NOTICE = `Showing first ${SEARCH_RESULT_CAP} results. Type to search for more specific cities.`;
const COUNTRY_NOTICE = `Showing first ${SEARCH_RESULT_CAP} results. Type to search for more countries.`;

export interface ResidenceDialogProps {
  opened: boolean;
  onClose: () => void;
  /**
   * false for the automatic prompt: no close button, not closed by an outside click or Escape;
   * only Continue ends it. true when the visitor opened it to change the residence.
   */
  dismissible: boolean;
  /** The stored residence the form starts from, if any. */
  initial?: StoredResidence | null;
}

export function ResidenceDialog({ opened, onClose, dismissible, initial }: ResidenceDialogProps) {
  return (
    <Modal.Root
      opened={opened}
      onClose={onClose}
      closeOnClickOutside={dismissible}
      closeOnEscape={dismissible}
      centered
    >
      <Modal.Overlay />
      <Modal.Content>
        {/* A div, not Mantine's <header>: the page's top bar is the only banner landmark. */}
        <Modal.Header {...{ component: "div" }}>
          <Modal.Title>Where do you live?</Modal.Title>
          {dismissible && <Modal.CloseButton aria-label="Close" />}
        </Modal.Header>
        <Modal.Body>
          {/* Rendered only while open, so every opening starts from the stored residence. */}
          <QueryProvider>
            <ResidenceForm initial={initial ?? null} onDone={onClose} />
          </QueryProvider>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}

const countryLabel = (country: Country) => (
  <Group gap="xs" wrap="nowrap" component="span">
    <span aria-hidden="true">{country.flag}</span>
    <span>{country.name}</span>
  </Group>
);

function ResidenceForm({
  initial,
  onDone,
}: {
  initial: StoredResidence | null;
  onDone: () => void;
}) {
  const [country, setCountry] = useState<Country | null>(
    (initial && countryByName(initial.country)) ?? null,
  );
  const [city, setCity] = useState<string | null>(country && initial?.city ? initial.city : null);
  const [countrySearch, setCountrySearch] = useState("");
  const [citySearch, setCitySearch] = useState("");
  const [debouncedCitySearch] = useDebouncedValue(citySearch, SEARCH_DEBOUNCE_MS);

  const countryMatches = useMemo(() => searchCountries(countries, countrySearch), [countrySearch]);
  const countryOptions = useMemo<PickerOption[]>(
    () => countryMatches.results.map((c) => ({ value: c.code, label: countryLabel(c) })),
    [countryMatches],
  );

  const { cities, loading } = useCities(country?.code ?? null);
  // Typing waits 150 ms (PRICE-16); a cleared search shows the first cities at once.
  const cityQuery = citySearch.trim() ? debouncedCitySearch : "";
  const cityMatches = useMemo(() => searchCities(cities, cityQuery), [cities, cityQuery]);
  const cityOptions = useMemo<PickerOption[]>(
    () => cityMatches.results.map((name) => ({ value: name, label: name })),
    [cityMatches],
  );

  const cityEmptyText = loading
    ? "Loading cities..."
    : cities.length === 0
      ? "No cities available"
      : "No cities found matching the typed text";

  const chooseCountry = (code: string) => {
    const next = countryByCode(code) ?? null;
    if (next?.code !== country?.code) {
      // PRICE-12: a new country clears the city and the city search text.
      setCity(null);
      setCitySearch("");
    }
    setCountry(next);
    setCountrySearch("");
  };

  const submit = () => {
    if (!country || !city) return;
    storeResidence(country.name, city);
    onDone();
  };

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        Course prices depend on where you live. Please choose your country and city of residence to
        continue.
      </Text>
      <SearchPicker
        label="Country of Residence *"
        placeholder="Select country..."
        searchPlaceholder="Search country..."
        value={country?.code ?? null}
        valueLabel={country ? countryLabel(country) : undefined}
        search={countrySearch}
        onSearchChange={setCountrySearch}
        options={countryOptions}
        emptyText="No country found."
        notice={countryMatches.truncated ? COUNTRY_NOTICE : undefined}
        onChange={chooseCountry}
      />
      <SearchPicker
        label="City *"
        placeholder={country ? "Select city..." : "Select a country first"}
        searchPlaceholder="Search city..."
        value={city}
        search={citySearch}
        onSearchChange={setCitySearch}
        options={cityOptions}
        emptyText={cityEmptyText}
        notice={cityMatches.truncated ? CITY_NOTICE : undefined}
        disabled={!country}
        onChange={(picked) => {
          setCity(picked);
          setCitySearch("");
        }}
      />
      <Group justify="flex-end">
        <Button onClick={submit} disabled={!country || !city}>
          Continue
        </Button>
      </Group>
    </Stack>
  );
}
