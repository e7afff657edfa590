import { SEARCH_DEBOUNCE_MS, searchCities, searchCountries } from "@kairos/shared";
import { Grid, Group, Input, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useEffect, useMemo, useState } from "react";
import { CITY_NOTICE, COUNTRY_NOTICE } from "../../content/application";
import { type Country, countries, countryByCode, countryByName } from "../../content/countries";
import { PhoneFields } from "../forms/phone-fields";
import { type PickerOption, SearchPicker } from "../residence/search-picker";
import { useCities } from "../residence/use-cities";
import type { ApplicationForm } from "./types";

// Step 2: name, phone, e-mail, country and city (APP-15..20).

const countryLabel = (country: Country) => (
  <Group gap="xs" wrap="nowrap" component="span">
    <span aria-hidden="true">{country.flag}</span>
    <span>{country.name}</span>
  </Group>
);

export interface StepContactProps {
  form: ApplicationForm;
  onDialCodeChange: (code: string) => void;
  onCountryChange: (name: string) => void;
}

export function StepContact({ form, onDialCodeChange, onCountryChange }: StepContactProps) {
  const { values } = form;
  const country = countryByName(values.selectedCountry) ?? null;
  const [countrySearch, setCountrySearch] = useState("");
  const [citySearch, setCitySearch] = useState("");
  const [debouncedCountry] = useDebouncedValue(countrySearch, SEARCH_DEBOUNCE_MS);
  const [debouncedCity] = useDebouncedValue(citySearch, SEARCH_DEBOUNCE_MS);

  // Typing waits 150 ms; a cleared search shows the first entries at once.
  const countryQuery = countrySearch.trim() ? debouncedCountry : "";
  const countryMatches = useMemo(() => searchCountries(countries, countryQuery), [countryQuery]);
  const countryOptions = useMemo<PickerOption[]>(
    () => countryMatches.results.map((c) => ({ value: c.code, label: countryLabel(c) })),
    [countryMatches],
  );

  const { cities, loading } = useCities(country?.code ?? null);
  const cityQuery = citySearch.trim() ? debouncedCity : "";
  const cityMatches = useMemo(() => searchCities(cities, cityQuery), [cities, cityQuery]);
  const cityOptions = useMemo<PickerOption[]>(
    () => cityMatches.results.map((name) => ({ value: name, label: name })),
    [cityMatches],
  );

  // APP-19: a city that is not in the chosen country's list is cleared once the list is known.
  const { selectedCity } = values;
  const { setFieldValue } = form;
  useEffect(() => {
    if (!loading && cities.length > 0 && selectedCity && !cities.includes(selectedCity)) {
      setFieldValue("selectedCity", "");
    }
  }, [loading, cities, selectedCity, setFieldValue]);

  const cityEmptyText = loading
    ? "Loading cities..."
    : cities.length === 0
      ? "No cities available"
      : "No city found";
  const noCityList = country !== null && !loading && cities.length === 0;

  return (
    <Grid gap="md">
      <Grid.Col span={12}>
        <TextInput
          label="Full Name"
          required
          autoComplete="name"
          {...form.getInputProps("fullName")}
        />
      </Grid.Col>
      <PhoneFields
        countryCodeInput={form.getInputProps("countryCode")}
        phoneInput={form.getInputProps("phoneNumber")}
        countryCode={values.countryCode}
        onCountryCodeChange={onDialCodeChange}
        onPhoneChange={(phone) => form.setFieldValue("phoneNumber", phone)}
      />
      <Grid.Col span={12}>
        <TextInput
          label="Email"
          type="email"
          required
          autoComplete="email"
          {...form.getInputProps("email")}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <SearchPicker
          label="Country *"
          placeholder="Select country..."
          searchPlaceholder="Search country..."
          value={country?.code ?? null}
          valueLabel={country ? countryLabel(country) : undefined}
          search={countrySearch}
          onSearchChange={setCountrySearch}
          options={countryOptions}
          emptyText="No country found"
          notice={countryMatches.truncated ? COUNTRY_NOTICE : undefined}
          onChange={(code) => {
            const next = countryByCode(code);
            setCountrySearch("");
            if (!next || next.name === values.selectedCountry) return;
            setCitySearch("");
            onCountryChange(next.name);
          }}
        />
        {form.errors.selectedCountry && (
          <ErrorText>{String(form.errors.selectedCountry)}</ErrorText>
        )}
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        {noCityList ? (
          <TextInput
            label="City"
            required
            autoComplete="address-level2"
            {...form.getInputProps("selectedCity")}
          />
        ) : (
          <>
            <SearchPicker
              label="City *"
              placeholder={country ? "Select city..." : "Select a country first"}
              searchPlaceholder="Search city..."
              value={values.selectedCity || null}
              search={citySearch}
              onSearchChange={setCitySearch}
              options={cityOptions}
              emptyText={cityEmptyText}
              notice={cityMatches.truncated ? CITY_NOTICE : undefined}
              disabled={!country}
              onChange={(picked) => {
                form.setFieldValue("selectedCity", picked);
                setCitySearch("");
              }}
            />
            {form.errors.selectedCity && <ErrorText>{String(form.errors.selectedCity)}</ErrorText>}
          </>
        )}
      </Grid.Col>
    </Grid>
  );
}

function ErrorText({ children }: { children: string }) {
  return (
    <Input.Error mt={4} role="alert">
      {children}
    </Input.Error>
  );
}
