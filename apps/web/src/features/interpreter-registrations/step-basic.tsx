import { Fieldset, Grid, Select, Text } from "@mantine/core";
import { useMemo } from "react";
import { countries } from "@/content/countries";
import { PHONE_HINT, proficiencyOptions } from "@/content/interpreter-registration";
import { selectBinding, type TextFieldSpec, TextFields } from "../forms/grid-fields";
import type { RegistrationValues } from "./registration";
import { languagesNamed } from "./registration";
import type { RegistrationForm } from "./types";

// Step 1: Basic Information (REG-05, REG-06, REG-15..18).

type Field = TextFieldSpec<keyof RegistrationValues & string>;

const CONTACT_FIELDS: readonly Field[] = [
  { name: "fullName", label: "Full Name", required: true, autoComplete: "name", maxLength: 100 },
  {
    name: "email",
    label: "Email Address",
    type: "email",
    required: true,
    autoComplete: "email",
    maxLength: 254,
  },
  {
    name: "phoneNumber",
    label: "Phone Number",
    type: "tel",
    required: true,
    autoComplete: "tel",
    placeholder: "+1 555 123 4567",
    description: PHONE_HINT,
    maxLength: 30,
  },
];

const LANGUAGE_FIELDS: readonly Field[] = [
  {
    name: "cityZipCode",
    label: "City / Zip Code",
    required: true,
    autoComplete: "postal-code",
    maxLength: 100,
  },
  {
    name: "languagePair",
    label: "Language Pair",
    required: true,
    placeholder: "English - Spanish",
    description: "For example English - Spanish",
    maxLength: 200,
  },
  {
    name: "otherLanguages",
    label: "Other Languages",
    placeholder: "French, Portuguese",
    description: "Separate languages with commas",
    maxLength: 300,
    wide: true,
  },
];

export function StepBasic({ form }: { form: RegistrationForm }) {
  const { values } = form;
  const countryOptions = useMemo(() => countries.map((c) => c.name), []);
  const languages = languagesNamed(values);

  return (
    <Grid gap="md">
      <TextFields fields={CONTACT_FIELDS} bind={form.getInputProps} />
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
          {...selectBinding(form, "countryOfResidence")}
        />
      </Grid.Col>
      <TextFields fields={LANGUAGE_FIELDS} bind={form.getInputProps} />
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
