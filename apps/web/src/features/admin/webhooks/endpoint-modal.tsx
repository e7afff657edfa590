import {
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENTS,
  type WebhookEndpointInput,
  webhookEndpointSchema,
} from "@kairos/shared";
import { Checkbox, Stack, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { FormModal, type FormModalProps } from "../shared/form-modal";

// A new webhook endpoint: its HTTPS address, the events it receives, a note of whose it is.

export function EndpointModal({ onSubmit, ...modal }: FormModalProps<WebhookEndpointInput>) {
  const form = useForm<WebhookEndpointInput>({
    initialValues: { url: "", events: [], description: "" },
    validate: schemaResolver(webhookEndpointSchema, { sync: true }),
  });
  return (
    <FormModal
      {...modal}
      title="Add endpoint"
      submitLabel="Add endpoint"
      onReset={form.reset}
      onSubmit={form.onSubmit((values) => onSubmit(values))}
    >
      <TextInput
        label="Address"
        description="Where the events are POSTed (https://…)"
        type="url"
        required
        {...form.getInputProps("url")}
      />
      <Checkbox.Group label="Events" withAsterisk {...form.getInputProps("events")}>
        <Stack gap="xs" mt="xs">
          {WEBHOOK_EVENTS.map((event) => (
            <Checkbox key={event} value={event} label={WEBHOOK_EVENT_LABELS[event]} />
          ))}
        </Stack>
      </Checkbox.Group>
      <TextInput
        label="Description"
        description="Optional: whose system it is"
        maxLength={200}
        {...form.getInputProps("description")}
      />
    </FormModal>
  );
}
