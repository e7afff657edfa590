import { Button, Container, Group, Stack, Text, Title } from "@mantine/core";
import { createFileRoute, Link, useRouter } from "@tanstack/react-router";
import { seo } from "../content/pages";

export const Route = createFileRoute("/unauthorized")({
  head: () =>
    seo(
      "Access Denied",
      "This page of the Kairos staff console needs a staff account with the right role.",
    ),
  component: Unauthorized,
});

function Unauthorized() {
  const router = useRouter();
  return (
    <Container size="sm" py={96}>
      <Stack align="center" ta="center" gap="lg">
        <Title order={1}>Access Denied</Title>
        <Text c="dimmed">You do not have permission to view this page.</Text>
        <Group justify="center">
          <Button variant="default" onClick={() => router.history.back()}>
            Go Back
          </Button>
          <Button renderRoot={(props) => <Link to="/" {...props} />}>Home</Button>
        </Group>
      </Stack>
    </Container>
  );
}
