import { Alert, Button, Card, Group, Loader, Stack, Text } from "@mantine/core";

// The states every staff list shows before or instead of its table.

export function ListLoading({ label }: { label: string }) {
  return (
    <Group justify="center" py="xl">
      <Loader aria-label={label} />
    </Group>
  );
}

/** The failure with 'Try Again' (docs/requirements.md, application-and-admin §8). */
export function ListError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert color="red" role="alert" title="Error">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{message}</Text>
        <Button size="xs" variant="default" onClick={onRetry}>
          Try Again
        </Button>
      </Stack>
    </Alert>
  );
}

export function ListEmpty({ text }: { text: string }) {
  return (
    <Card withBorder padding="xl">
      <Text ta="center">{text}</Text>
    </Card>
  );
}
