import { Button, Group, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { AppModal } from "@/features/layout/app-modal";

/** A yes/no question before a change that cannot be undone; the cancel button has the focus. */
export function ConfirmModal({
  opened,
  title,
  children,
  confirmLabel,
  cancelLabel = "Keep it",
  loading,
  onConfirm,
  onClose,
}: {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  loading: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <AppModal opened={opened} onClose={onClose} title={title}>
      <Stack>
        <Text>{children}</Text>
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
