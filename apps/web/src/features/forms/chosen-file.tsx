import { Button, Group, Paper, Text } from "@mantine/core";
import { IconX } from "@tabler/icons-react";
import { type ReactNode, useEffect, useState } from "react";

interface ChosenFileProps {
  file: File;
  icon: ReactNode;
  /** e.g. "2.4 MB". */
  sizeText: string;
  /** Prefix of the test ids of the name and size texts. */
  testId: string;
  onRemove: () => void;
  /** Show a small picture of the file (an image) in place of the icon. */
  thumbnail?: boolean;
}

/** An uploaded file before sending: its name and size, and a Remove button. */
export function ChosenFile({ file, icon, sizeText, testId, onRemove, thumbnail }: ChosenFileProps) {
  const preview = usePreview(thumbnail ? file : null);
  return (
    <Paper withBorder p="sm">
      {/* On a phone the button goes under a name that would leave it too little room. */}
      <Group justify="space-between" gap="sm">
        <Group gap="sm" wrap="nowrap" style={{ flex: "1 1 14rem", minWidth: 0 }}>
          {preview ? (
            <img
              src={preview}
              alt={`Preview of ${file.name}`}
              width={56}
              height={56}
              style={{ objectFit: "cover", borderRadius: 4, flexShrink: 0 }}
              data-testid={`${testId}-thumbnail`}
            />
          ) : (
            icon
          )}
          <div style={{ minWidth: 0 }}>
            <Text fw={600} style={{ overflowWrap: "anywhere" }} data-testid={`${testId}-name`}>
              {file.name}
            </Text>
            <Text size="sm" c="dimmed" data-testid={`${testId}-size`}>
              {sizeText}
            </Text>
          </div>
        </Group>
        {/* Never narrower than its label: a long name wraps instead (at 375 px too). */}
        <Button
          variant="default"
          leftSection={<IconX size={16} aria-hidden />}
          onClick={onRemove}
          aria-label={`Remove ${file.name}`}
          style={{ flexShrink: 0 }}
        >
          Remove
        </Button>
      </Group>
    </Paper>
  );
}

/** An object URL of `file` while it is shown, released after. */
function usePreview(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return;
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => {
      URL.revokeObjectURL(next);
      setUrl(null);
    };
  }, [file]);
  return url;
}
