import { Fieldset, Grid, Select, Text, TextInput } from "@mantine/core";
import { useMemo } from "react";
import { countries } from "../../content/countries";
import { proficiencyOptions } from "../../content/interpreter-registration";
import { languagesNamed } from "./registration";
import type { RegistrationForm } from "./types";

// Step 1: Basic Information (REG-05, REG-06, REG-15..18).

export function StepBasic({ form }: { form: RegistrationForm }) {
  const { values } = form;
  const countryOptions = useMemo(() => countries.map((c) => c.name), []);
  const languages = languagesNamed(values);

  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput
          label="Full Name"
          required
          autoComplete="name"
          maxLength={100}
          {...form.getInputProps("fullName")}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput
          label="Email Address"
          type="email"
          required
          autoComplete="email"
          maxLength={254}
          {...form.getInputProps("email")}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput
          label="Phone Number"
          type="tel"
          required
          autoComplete="tel"
          placeholder="+1 555 123 4567"
          description="Include your country code"
          maxLength={30}
          {...form.getInputProps("phoneNumber")}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <Select
          label="Country of Residence"
          required
          searchable
          placeholder="Select country..."
          nothingFoundMessage="No country found."
          data={countryOptions}
          limit={300}
          autoComplete="off"
          {...form.getInputProps("countryOfResidence")}
          onChange={(value) => form.setFieldValue("countryOfResidence", value ?? "")}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput
          label="City / Zip Code"
          required
          autoComplete="postal-code"
          maxLength={100}
          {...form.getInputProps("cityZipCode")}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput
          label="Language Pair"
          required
          placeholder="English - Spanish"
          description="For example English - Spanish"
          maxLength={200}
          {...form.getInputProps("languagePair")}
        />
      </Grid.Col>
      <Grid.Col span={12}>
        <TextInput
          label="Other Languages"
          placeholder="French, Portuguese"
          description="Separate languages with commas"
          maxLength={300}
          {...form.getInputProps("otherLanguages")}
        />
      </Grid.Col>
      <Grid.Col span={12}>
        <Fieldset legend="Language Proficiency" data-testid="proficiency">
          {languages.length === 0 ? (
            <Text size="sm" c="dimmed">
              Enter your language pair to rate your proficiency in each language.
            </Text>
          ) : (
            <Grid gap="sm">
              {languages.map((name) => (
                <Grid.Col key={name} span={{ base: 12, sm: 6 }}>
                  <Select
                    label={`Proficiency in ${name}`}
                    placeholder="Select level"
                    data={proficiencyOptions.map((o) => ({ ...o }))}
                    value={values.proficiencyRatings[name] || null}
                    onChange={(value) =>
                      form.setFieldValue("proficiencyRatings", {
                        ...form.getValues().proficiencyRatings,
                        [name]: value ?? "",
                      })
                    }
                    error={form.errors[`proficiencyRatings.${name}`]}
                    clearable
                  />
                </Grid.Col>
              ))}
            </Grid>
          )}
        </Fieldset>
      </Grid.Col>
    </Grid>
  );
}
