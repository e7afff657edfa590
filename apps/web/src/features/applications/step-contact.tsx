import { Grid, Input, TextInput } from "@mantine/core";
import { useEffect } from "react";
import { CITY_NOTICE } from "@/content/application";
import { countryByCode, countryByName } from "@/content/countries";
import { PhoneFields } from "../forms/phone-fields";
import { SearchPicker } from "../residence/search-picker";
import { usePlaceSearch } from "../residence/use-place-search";
import type { ApplicationForm } from "./types";

// Step 2: name, phone, e-mail, country and city (APP-15..20).

export interface StepContactProps {
  form: ApplicationForm;
  onDialCodeChange: (code: string) => void;
  onCountryChange: (name: string) => void;
}

export function StepContact({ form, onDialCodeChange, onCountryChange }: StepContactProps) {
  const { values } = form;
  const country = countryByName(values.selectedCountry) ?? null;
  const {
    countryPicker,
    setCountrySearch,
    citySearch,
    setCitySearch,
    cities,
    loading,
    cityMatches,
    cityOptions,
    cityEmptyText: emptyCityText,
  } = usePlaceSearch(country?.code ?? null, { debounceCountry: true });

  // APP-19: a city that is not in the chosen country's list is cleared once the list is known.
  const { selectedCity } = values;
  const { setFieldValue } = form;
  useEffect(() => {
    if (!loading && cities.length > 0 && selectedCity && !cities.includes(selectedCity)) {
      setFieldValue("selectedCity", "");
    }
  }, [loading, cities, selectedCity, setFieldValue]);

  const cityEmptyText = emptyCityText("No city found");
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
        onCountryOfNumber={(code) => form.setFieldValue("countryCode", code)}
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
          emptyText="No country found"
          {...countryPicker(country)}
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
