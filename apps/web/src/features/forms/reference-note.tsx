import { Text } from "@mantine/core";

/** The reference a person quotes when they write to us, after a form was sent ("REQ-000042"). */
export function ReferenceNote({ reference, testId }: { reference: string; testId: string }) {
  return (
    <Text>
      Your reference: <strong data-testid={testId}>{reference}</strong>. Please quote it when you
      write to us.
    </Text>
  );
}
