import { Alert, Button, Group, Loader, Stack, Text } from "@mantine/core";

/** An opened inbox item on its way: a spinner, or why it did not come with 'Try Again'. */
export function ItemLoading({
  detail,
  loadingLabel,
  failed,
}: {
  detail: { isPending: boolean; isError: boolean; refetch: () => unknown };
  loadingLabel: string;
  failed: string;
}) {
  return (
    <>
      {detail.isPending && (
        <Group justify="center" py="xl">
          <Loader aria-label={loadingLabel} />
        </Group>
      )}
      {detail.isError && (
        <Alert color="red" role="alert" title="Error">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{failed}</Text>
            <Button size="xs" variant="default" onClick={() => void detail.refetch()}>
              Try Again
            </Button>
          </Stack>
        </Alert>
      )}
    </>
  );
}
