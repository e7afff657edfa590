import "@/styles/mantine-forms";
import { SEARCH_RESULT_CAP, type StoredResidence } from "@kairos/shared";
import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { useEffect, useState } from "react";
import { type Country, countryByCode, countryByName } from "@/content/countries";
import { QueryProvider } from "@/lib/data/trpc";
import { SearchPicker } from "./search-picker";
import { usePlaceSearch } from "./use-place-search";
import { storeResidence } from "./use-residence";

// The residence dialog (docs/requirements.md, public-site §4 "Residence prompt", §5 "Residence dialog"; PRICE-05..19).
// Loaded on demand: it carries the country list and the pickers, which most pages never need.

const CITY_NOTICE = `Showing first ${SEARCH_RESULT_CAP} results. Type to search for more specific cities.`;
const _COUNTRY_NOTICE = `Showing first ${SEARCH_RESULT_CAP} results. Type to search for more countries.`;

export interface ResidenceDialogProps {
  opened: boolean;
  onClose: () => void;
  /**
   * false for the automatic prompt: no close button, not closed by an outside click or Escape;
   * only Continue ends it. true when the visitor opened it to change the residence.
   */
  dismissible: boolean;
  /** The residence the form starts from: the stored one, or the detected place. */
  initial?: StoredResidence | null;
  /** The automatic prompt's "Not now": asked again on a later visit. */
  onLater?: () => void;
}

export function ResidenceDialog({
  opened,
  onClose,
  dismissible,
  initial,
  onLater,
}: ResidenceDialogProps) {
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
            <ResidenceForm initial={initial ?? null} onDone={onClose} onLater={onLater} />
          </QueryProvider>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}

function ResidenceForm({
  initial,
  onDone,
  onLater,
}: {
  initial: StoredResidence | null;
  onDone: () => void;
  onLater: (() => void) | undefined;
}) {
  const [country, setCountry] = useState<Country | null>(
    (initial && countryByName(initial.country)) ?? null,
  );
  const [city, setCity] = useState<string | null>(country && initial?.city ? initial.city : null);
  const {
    countryPicker,
    setCountrySearch,
    setCitySearch,
    citySearch,
    cityMatches,
    cityOptions,
    cities,
    loading,
    cityEmptyText: emptyCityText,
  } = usePlaceSearch(country?.code ?? null, { debounceCountry: false });
  // The city it started from (stored, or detected) stays only if the country's list has it.
  useEffect(() => {
    if (city && !loading && !cities.includes(city)) setCity(null);
  }, [city, cities, loading]);
  const cityEmptyText = emptyCityText("No cities found matching the typed text");

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
        emptyText="No country found."
        {...countryPicker(country)}
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
        {onLater && (
          <Button variant="subtle" onClick={onLater}>
            Not now
          </Button>
        )}
        <Button onClick={submit} disabled={!country || !city}>
          Continue
        </Button>
      </Group>
    </Stack>
  );
}
