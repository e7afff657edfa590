import { Button, Group, Paper, Text } from "@mantine/core";
import { IconX } from "@tabler/icons-react";
import type { ReactNode } from "react";

interface ChosenFileProps {
  file: File;
  icon: ReactNode;
  /** e.g. "2.4 MB". */
  sizeText: string;
  /** Prefix of the test ids of the name and size texts. */
  testId: string;
  onRemove: () => void;
}

/** An uploaded file before sending: its name and size, and a Remove button. */
export function ChosenFile({ file, icon, sizeText, testId, onRemove }: ChosenFileProps) {
  return (
    <Paper withBorder p="sm">
      <Group justify="space-between" wrap="nowrap">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          {icon}
          <div style={{ minWidth: 0 }}>
            <Text fw={600} style={{ overflowWrap: "anywhere" }} data-testid={`${testId}-name`}>
              {file.name}
            </Text>
            <Text size="sm" c="dimmed" data-testid={`${testId}-size`}>
              {sizeText}
            </Text>
          </div>
        </Group>
        <Button
          variant="default"
          leftSection={<IconX size={16} aria-hidden />}
          onClick={onRemove}
          aria-label={`Remove ${file.name}`}
        >
          Remove
        </Button>
      </Group>
    </Paper>
  );
}
