import { REFERENCE_FIELDS } from "@kairos/shared";
import { Checkbox, Fieldset, Grid, Stack, Switch, Text, Textarea, TextInput } from "@mantine/core";
import { PHONE_HINT } from "@/content/interpreter-registration";
import { DocumentField } from "./document-field";
import type { DocumentProps } from "./step-experience";
import type { RegistrationForm } from "./types";

// Step 3: Final Details (REG-05, REG-14, REG-21..25).

export const WHY_MIN = 50;

const referenceInputType: Partial<Record<string, string>> = { email: "email", telephone: "tel" };

function ReferenceFieldset({ form, n }: { form: RegistrationForm; n: 1 | 2 }) {
  const key = `reference${n}` as const;
  return (
    <Fieldset legend={`Reference ${n}`}>
      <Grid gap="sm">
        {REFERENCE_FIELDS.map(([field, label]) => (
          <Grid.Col key={field} span={{ base: 12, sm: field === "address" ? 12 : 6 }}>
            <TextInput
              label={label}
              aria-label={`Reference ${n} ${label}`}
              required
              type={referenceInputType[field] ?? "text"}
              description={field === "telephone" ? PHONE_HINT : undefined}
              maxLength={field === "email" ? 254 : 200}
              {...form.getInputProps(`${key}.${field}`)}
            />
          </Grid.Col>
        ))}
      </Grid>
    </Fieldset>
  );
}

export function StepFinal({ form, files, onFile }: { form: RegistrationForm } & DocumentProps) {
  const why = form.values.whyJoinKairos.trim().length;
  return (
    <Stack gap="lg">
      <Switch
        label="I have a quiet, private workspace for remote interpreting"
        {...form.getInputProps("hasQuietWorkspace", { type: "checkbox" })}
      />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput
            label="Hourly Rate (USD)"
            required
            placeholder="$35"
            maxLength={50}
            {...form.getInputProps("hourlyRate")}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput
            label="Per-Minute Rate (USD)"
            placeholder="$0.75"
            maxLength={50}
            {...form.getInputProps("perMinuteRate")}
          />
        </Grid.Col>
        <Grid.Col span={12}>
          <TextInput
            label="Work Authorization"
            description="Your right to work in your country of residence (e.g. citizen, permanent resident, work visa)"
            maxLength={200}
            {...form.getInputProps("workAuthorization")}
          />
        </Grid.Col>
        <Grid.Col span={12}>
          <DocumentField
            name="eligibilityProofFile"
            label="Proof of Work Eligibility"
            description="Optional"
            file={files.eligibilityProofFile}
            onChange={(file) => onFile("eligibilityProofFile", file)}
            error={
              form.errors.eligibilityProofFile
                ? String(form.errors.eligibilityProofFile)
                : undefined
            }
          />
        </Grid.Col>
        <Grid.Col span={12}>
          <Textarea
            label="Why do you want to join Kairos?"
            required
            autosize
            minRows={4}
            maxLength={3000}
            {...form.getInputProps("whyJoinKairos")}
          />
          <Text
            size="sm"
            c={why >= WHY_MIN ? "teal.9" : "dimmed"}
            mt={4}
            aria-live="polite"
            data-testid="why-counter"
          >
            {why >= WHY_MIN ? `${why} characters` : `${why} / ${WHY_MIN} characters minimum`}
          </Text>
        </Grid.Col>
      </Grid>
      <ReferenceFieldset form={form} n={1} />
      <ReferenceFieldset form={form} n={2} />
      <Stack gap="sm">
        <Checkbox
          label="I confirm that all the information I have provided is accurate"
          {...form.getInputProps("confirmAccuracy", { type: "checkbox" })}
        />
        <Checkbox
          label="I consent to being contacted by Kairos about interpreting opportunities"
          {...form.getInputProps("consentContact", { type: "checkbox" })}
        />
      </Stack>
    </Stack>
  );
}
