import { Alert, Button, Group, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { AppModal } from "@/features/layout/app-modal";

/**
 * A yes/no question before a change that cannot be undone; the cancel button has the focus and
 * the change's failure, if any, is said above the buttons.
 */
export function ConfirmModal({
  opened,
  title,
  children,
  confirmLabel,
  cancelLabel = "Keep it",
  loading,
  failure,
  onConfirm,
  onClose,
}: {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  loading: boolean;
  failure?: string | null | undefined;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <AppModal opened={opened} onClose={onClose} title={title}>
      <Stack>
        <Text>{children}</Text>
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus>
            {cancelLabel}
          </Button>
          <Button color="red.9" loading={loading} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
