import { Anchor, Button, Container, Group, Stack, Text, Title } from "@mantine/core";
import { Link, useRouter } from "@tanstack/react-router";
import { publicConfig } from "@/lib/data/config";

/** The 404 page (docs/requirements.md, public-site §2). */
export function NotFoundPage() {
  const router = useRouter();
  return (
    <Container size="sm" py={96}>
      <title>Page Not Found | Kairos</title>
      <Stack align="center" ta="center" gap="lg">
        <Text fz={80} fw={900} c="blue.6" lh={1} aria-hidden>
          404
        </Text>
        <Title order={1}>Page Not Found</Title>
        <Text c="dimmed">The page you are looking for does not exist or has been moved.</Text>
        <Group justify="center">
          <Button renderRoot={(props) => <Link to="/" {...props} />}>Go Home</Button>
          <Button variant="default" onClick={() => router.history.back()}>
            Go Back
          </Button>
        </Group>
        <Stack gap={4}>
          <Text fw={600}>Popular pages</Text>
          <Group justify="center">
            <Anchor renderRoot={(props) => <Link to="/" {...props} />}>Home Page</Anchor>
            <Anchor renderRoot={(props) => <Link to="/register" {...props} />}>
              Course Registration
            </Anchor>
            <Anchor renderRoot={(props) => <Link to="/admin/login" {...props} />}>
              Admin Login
            </Anchor>
          </Group>
        </Stack>
        <Text size="sm">
          Need help? Contact us at{" "}
          <Anchor href={`mailto:${publicConfig.supportEmail}`}>{publicConfig.supportEmail}</Anchor>
        </Text>
      </Stack>
    </Container>
  );
}
