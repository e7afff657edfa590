import { Button, Group, Modal } from "@mantine/core";
import type { ReactNode } from "react";

/**
 * What became of a form's submission, in a dialog: it shows where the person is looking,
 * whatever the page's scroll, and takes the keyboard focus (Mantine's Modal moves it in and
 * back to the button that sent the form on closing).
 */
export function OutcomeDialog({
  opened,
  title,
  onClose,
  children,
}: {
  opened: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      {children}
      <Group justify="flex-end" mt="lg">
        <Button onClick={onClose}>Close</Button>
      </Group>
    </Modal>
  );
}
