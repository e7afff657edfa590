import {
  API_KEY_DEFAULT_EXPIRY_DAYS,
  API_KEY_MESSAGES,
  API_KEY_SCOPE_LABELS,
  API_KEY_SCOPES,
  type ApiKeyCreateInput,
  type ApiKeyScope,
  addCalendarDays,
  apiKeyCreateSchema,
  egyptMidnight,
  egyptToday,
} from "@kairos/shared";
import { Checkbox, Stack, TextInput } from "@mantine/core";
import { DateInput } from "@mantine/dates";
import { useForm } from "@mantine/form";
import { schemaErrorsOn } from "@/features/forms/schema-errors";
import { FormModal, type FormModalProps } from "../shared/form-modal";

// The API keys screen's form for a new key (its token is shown once by SecretOnceModal).

interface NewKeyValues {
  name: string;
  scopes: ApiKeyScope[];
  /** YYYY-MM-DD: API_KEY_DEFAULT_EXPIRY_DAYS ahead unless the admin picks another day. */
  expiresOn: string | null;
  /** "Never expires": an explicit choice, never the default. */
  never: boolean;
}

/**
 * The key is valid through the chosen day, to its last second in Egypt (as staff read dates);
 * `null` when the admin chose "never"; left out (the server's default) when no day is picked.
 */
const toInput = ({ name, scopes, expiresOn, never }: NewKeyValues): ApiKeyCreateInput => ({
  name,
  scopes,
  expiresAt: never
    ? null
    : expiresOn
      ? new Date(egyptMidnight(addCalendarDays(expiresOn, 1)).getTime() - 1000).toISOString()
      : undefined,
});

export function NewKeyModal({ onSubmit, ...modal }: FormModalProps<ApiKeyCreateInput>) {
  const form = useForm<NewKeyValues>({
    initialValues: {
      name: "",
      scopes: [],
      expiresOn: addCalendarDays(egyptToday(), API_KEY_DEFAULT_EXPIRY_DAYS),
      never: false,
    },
    // The server's schema checks the key as it is sent; the expiry's message goes to its day.
    validate: (values) => {
      const { expiresAt, ...errors } = schemaErrorsOn(apiKeyCreateSchema, toInput(values), [
        "name",
        "scopes",
        "expiresAt",
      ]);
      return expiresAt ? { ...errors, expiresOn: expiresAt } : errors;
    },
  });
  const tomorrow = addCalendarDays(egyptToday(), 1);
  return (
    <FormModal
      {...modal}
      title="New API key"
      submitLabel="Create key"
      onReset={form.reset}
      onSubmit={form.onSubmit((values) => onSubmit(toInput(values)))}
    >
      <TextInput
        label="Name"
        description="Who or what uses it, e.g. the CRM"
        required
        maxLength={80}
        {...form.getInputProps("name")}
      />
      <Checkbox.Group label="Scopes" withAsterisk {...form.getInputProps("scopes")}>
        <Stack gap="xs" mt="xs">
          {API_KEY_SCOPES.map((scope) => (
            <Checkbox key={scope} value={scope} label={API_KEY_SCOPE_LABELS[scope]} />
          ))}
        </Stack>
      </Checkbox.Group>
      <DateInput
        label="Expires"
        description={`Valid through this day (Egypt time); ${API_KEY_DEFAULT_EXPIRY_DAYS} days unless you choose another`}
        placeholder={`In ${API_KEY_DEFAULT_EXPIRY_DAYS} days`}
        minDate={tomorrow}
        valueFormat="MMM D, YYYY"
        disabled={form.values.never}
        {...form.getInputProps("expiresOn")}
      />
      <Checkbox
        label={API_KEY_MESSAGES.neverExpires}
        description="Only for a caller that cannot be given a new key; revoke it when it is no longer used"
        {...form.getInputProps("never", { type: "checkbox" })}
      />
    </FormModal>
  );
}
