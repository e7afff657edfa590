import { Alert, Button, Card, Group, Loader, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { messageOf } from "@/lib/data/trpc";

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

/**
 * A list loaded with TanStack Query in its four states: loading, failed (with 'Try Again'),
 * empty, or its rows drawn by `children`.
 */
export function QueryList<T>({
  query,
  loading,
  failed,
  empty,
  children,
}: {
  query: {
    isPending: boolean;
    isError: boolean;
    error: unknown;
    data: T[] | undefined;
    refetch: () => unknown;
  };
  loading: string;
  failed: string;
  empty: string;
  children: (rows: T[]) => ReactNode;
}) {
  if (query.isPending) return <ListLoading label={loading} />;
  if (query.isError || !query.data) {
    return (
      <ListError message={messageOf(query.error, failed)} onRetry={() => void query.refetch()} />
    );
  }
  if (query.data.length === 0) return <ListEmpty text={empty} />;
  return children(query.data);
}
