import { Button, Group, Stack } from "@mantine/core";
import { type FormEventHandler, type ReactNode, useEffect, useRef } from "react";
import { AppModal } from "@/features/layout/app-modal";

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
  const formRef = useRef<HTMLFormElement>(null);
  const wasSaving = useRef(false);
  // The submit button is disabled while saving, which drops the keyboard focus: once the
  // answer is in and the dialog still open, the focus goes to the first field the server
  // refused, else back to the button, never to the page behind.
  useEffect(() => {
    const finished = wasSaving.current && !saving;
    wasSaving.current = saving;
    const form = formRef.current;
    if (!finished || !form) return;
    const refused = form.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (refused) refused.focus();
    else if (!form.contains(document.activeElement)) {
      form.querySelector<HTMLElement>('button[type="submit"]')?.focus();
    }
  }, [saving]);
  return (
    <AppModal opened={opened} onClose={close} title={title} centered>
      <form ref={formRef} noValidate onSubmit={onSubmit}>
        <Stack>
          {children}
          <FormButtons onCancel={close} saving={saving} submitLabel={submitLabel} />
        </Stack>
      </form>
    </AppModal>
  );
}

/** A form dialog's buttons: Cancel, then the submit button (busy while `saving`). */
export function FormButtons({
  onCancel,
  saving,
  submitLabel,
  disabled,
}: {
  onCancel: () => void;
  saving: boolean;
  submitLabel: ReactNode;
  disabled?: boolean | undefined;
}) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" loading={saving} disabled={disabled}>
        {submitLabel}
      </Button>
    </Group>
  );
}
