import { Button, Container, Group, Stack, Text, Title } from "@mantine/core";
import { type ReactNode, useState } from "react";
import { SecretOnceModal } from "./secret-once-modal";

// The frame of the admin screens that make something with a secret shown once (API keys,
// webhook endpoints): the title with its add button, what the screen is for, the lists, the
// form that makes one and the secret's one showing.

type Issued = { name: string; secret: string };

/** Whether the form is open, and the secret just made (until its dialog is closed). */
export function useSecretIssuing() {
  const [adding, setAdding] = useState(false);
  const [issued, setIssued] = useState<Issued | null>(null);
  return {
    adding,
    issued,
    open: () => setAdding(true),
    cancel: () => setAdding(false),
    /** The server made it: the form closes and its secret is shown. */
    made: (shown: Issued) => {
      setAdding(false);
      setIssued(shown);
    },
    dismiss: () => setIssued(null),
  };
}

export function SecretIssuingPage({
  title,
  addLabel,
  addIcon,
  intro,
  issuing,
  secretTitle,
  usage,
  dialogs,
  children,
}: {
  title: string;
  addLabel: string;
  addIcon: ReactNode;
  intro: ReactNode;
  issuing: ReturnType<typeof useSecretIssuing>;
  secretTitle: string;
  /** How the secret is used, under it. */
  usage: ReactNode;
  /** The form that makes one, and the screen's other dialogs. */
  dialogs: ReactNode;
  children: ReactNode;
}) {
  return (
    <Container size="lg" py="lg">
      <Stack>
        <Group justify="space-between">
          <Title order={1}>{title}</Title>
          <Button leftSection={addIcon} onClick={issuing.open}>
            {addLabel}
          </Button>
        </Group>
        <Text c="dimmed">{intro}</Text>
        {children}
      </Stack>
      {dialogs}
      <SecretOnceModal
        title={secretTitle}
        shown={issuing.issued}
        usage={usage}
        onClose={issuing.dismiss}
      />
    </Container>
  );
}
