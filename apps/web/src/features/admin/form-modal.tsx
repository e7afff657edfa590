import { Button, Group, Stack } from "@mantine/core";
import type { FormEventHandler, ReactNode } from "react";
import { AppModal } from "../layout/app-modal";

/** What a screen passes to one of its form dialogs. */
export interface FormModalProps<T> {
  opened: boolean;
  saving: boolean;
  onClose: () => void;
  onSubmit: (values: T) => void;
}

/**
 * A staff dialog around a form: its fields, then Cancel and the submit button. Closing it
 * (Cancel, Escape, the close button) calls `onReset` first, so that it opens empty next time.
 */
export function FormModal({
  title,
  opened,
  saving,
  submitLabel,
  onClose,
  onReset,
  onSubmit,
  children,
}: {
  title: string;
  opened: boolean;
  saving: boolean;
  submitLabel: string;
  onClose: () => void;
  onReset: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  const close = () => {
    onReset();
    onClose();
  };
  return (
    <AppModal opened={opened} onClose={close} title={title} centered>
      <form noValidate onSubmit={onSubmit}>
        <Stack>
          {children}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={saving}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
}
