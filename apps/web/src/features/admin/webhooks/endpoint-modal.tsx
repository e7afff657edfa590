import {
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENTS,
  type WebhookEndpointInput,
  webhookEndpointSchema,
} from "@kairos/shared";
import { Button, Checkbox, Group, Stack, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { AppModal } from "../../layout/app-modal";

// A new webhook endpoint: its HTTPS address, the events it receives, a note of whose it is.

export function EndpointModal({
  opened,
  saving,
  onClose,
  onSubmit,
}: {
  opened: boolean;
  saving: boolean;
  onClose: () => void;
  onSubmit: (input: WebhookEndpointInput) => void;
}) {
  const form = useForm<WebhookEndpointInput>({
    initialValues: { url: "", events: [], description: "" },
    validate: schemaResolver(webhookEndpointSchema, { sync: true }),
  });
  const close = () => {
    form.reset();
    onClose();
  };
  return (
    <AppModal opened={opened} onClose={close} title="Add endpoint" centered>
      <form noValidate onSubmit={form.onSubmit((values) => onSubmit(values))}>
        <Stack>
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
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={saving}>
              Add endpoint
            </Button>
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
}
