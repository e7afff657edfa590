import { Alert, Button, Code, CopyButton, Group, Stack, Text } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { AppModal } from "@/features/layout/app-modal";

/**
 * A secret the server shows once (an API key, a webhook's signing secret): shown here with a
 * copy button and the warning that it is not shown again.
 */
export function SecretOnceModal({
  title,
  shown,
  usage,
  onClose,
}: {
  title: string;
  shown: { name: string; secret: string } | null;
  usage: ReactNode;
  onClose: () => void;
}) {
  return (
    <AppModal opened={!!shown} onClose={onClose} title={title} centered size="lg">
      <Stack>
        <Alert color="yellow" icon={<IconAlertTriangle size={18} aria-hidden />}>
          This is the only time the secret of "{shown?.name}" is shown. Store it where its system
          keeps secrets; if it is lost, remove it and make a new one.
        </Alert>
        <Code block data-testid="secret-once" style={{ wordBreak: "break-all" }}>
          {shown?.secret}
        </Code>
        <Text size="sm" c="dimmed">
          {usage}
        </Text>
        <Group justify="flex-end">
          <CopyButton value={shown?.secret ?? ""}>
            {({ copied, copy }) => (
              <Button variant="default" onClick={copy}>
                {copied ? "Copied" : "Copy"}
              </Button>
            )}
          </CopyButton>
          <Button onClick={onClose}>Done</Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
