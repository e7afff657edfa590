import {
  API_KEY_SCOPE_LABELS,
  API_KEY_SCOPES,
  type ApiKeyCreateInput,
  type ApiKeyScope,
  apiKeyCreateSchema,
} from "@kairos/shared";
import { Button, Checkbox, Group, Stack, Text, TextInput } from "@mantine/core";
import { DateInput } from "@mantine/dates";
import { useForm } from "@mantine/form";
import { schemaErrorsOn } from "../../forms/schema-errors";
import { AppModal } from "../../layout/app-modal";
import { FormModal, type FormModalProps } from "../form-modal";

// The dialogs of the API keys screen: a new key, the new key's token (shown once), a revocation.

interface NewKeyValues {
  name: string;
  scopes: ApiKeyScope[];
  /** YYYY-MM-DD, or "" for a key that does not expire. */
  expiresOn: string;
}

/** The key is valid through the chosen day, to its last second in UTC. */
const toInput = ({ name, scopes, expiresOn }: NewKeyValues): ApiKeyCreateInput => ({
  name,
  scopes,
  expiresAt: expiresOn ? `${expiresOn}T23:59:59Z` : null,
});

export function NewKeyModal({ onSubmit, ...modal }: FormModalProps<ApiKeyCreateInput>) {
  const form = useForm<NewKeyValues>({
    initialValues: { name: "", scopes: [], expiresOn: "" },
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
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
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
        description="Optional: valid through this day (UTC); empty for no expiry"
        placeholder="Never"
        clearable
        minDate={tomorrow}
        valueFormat="MMM D, YYYY"
        {...form.getInputProps("expiresOn")}
        value={form.values.expiresOn || null}
        onChange={(value) => form.setFieldValue("expiresOn", value ?? "")}
      />
    </FormModal>
  );
}

export function RevokeKeyModal({
  name,
  saving,
  onClose,
  onConfirm,
}: {
  name: string | null;
  saving: boolean;
  onClose: () => void;
  onConfirm: () => void;
}) {
  return (
    <AppModal opened={name !== null} onClose={onClose} title="Revoke API key" centered>
      <Stack>
        <Text>
          Revoke "{name}"? Every call with it is refused from now on (401). This cannot be undone.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button color="red" loading={saving} onClick={onConfirm}>
            Revoke
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
