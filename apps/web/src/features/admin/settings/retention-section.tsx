import { DEFAULT_RETENTION, RETENTION_MONTHS, retentionSchema } from "@kairos/shared";
import { NumberInput, SimpleGrid, Stack } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { SettingsCard } from "./settings-card";
import { SaveButton, type SectionProps } from "./settings-sections";

// "Keeping personal data" (decision 0033): how many months each kind of record is kept before
// the daily job erases its personal data and files. Held records are kept regardless.

const FIELDS = [
  {
    name: "applicationMonths",
    label: "Applications (months after the round ends)",
    description: "Kept for questions about payments, certificates and references",
  },
  {
    name: "registrationMonths",
    label: "Interpreter registrations (months after the last update)",
    description: "Kept while the interpreter may still be offered work",
  },
  {
    name: "inboxMonths",
    label: "Requests and messages (months after they arrived)",
    description: "Interpreter requests and contact messages",
  },
] as const;

type Months = Record<(typeof FIELDS)[number]["name"], number | string>;

const resolver = schemaResolver(retentionSchema, { sync: true });

export function RetentionSection({ settings, saving, onSave }: SectionProps) {
  const form = useForm<Months>({
    initialValues: { ...DEFAULT_RETENTION, ...(settings.retention as Partial<Months> | undefined) },
    // An emptied number field gives "", which the schema would read as 0: refused instead.
    validate: (values) =>
      resolver(
        Object.fromEntries(
          Object.entries(values).map(([k, v]) => [k, v === "" ? Number.NaN : v]),
        ) as Months,
      ),
  });
  return (
    <SettingsCard
      id="retention"
      title="Keeping personal data"
      description="How long personal data is kept. Once a day, records past their time have their personal details and files erased; they still count on the dashboard. A record on hold is kept until the hold is released."
    >
      <form
        noValidate
        onSubmit={form.onSubmit((values) =>
          onSave("retention", {
            retention: {
              applicationMonths: Number(values.applicationMonths),
              registrationMonths: Number(values.registrationMonths),
              inboxMonths: Number(values.inboxMonths),
            },
          }),
        )}
      >
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {FIELDS.map((field) => (
              <NumberInput
                key={field.name}
                label={field.label}
                description={field.description}
                min={RETENTION_MONTHS.min}
                max={RETENTION_MONTHS.max}
                allowDecimal={false}
                allowNegative={false}
                required
                {...form.getInputProps(field.name)}
              />
            ))}
          </SimpleGrid>
          <SaveButton section="retention" saving={saving}>
            Save data keeping
          </SaveButton>
        </Stack>
      </form>
    </SettingsCard>
  );
}
