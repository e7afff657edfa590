import { APPLICATION_STATUS_LABELS, APPLICATION_STATUSES } from "@kairos/shared";
import {
  Alert,
  Button,
  Card,
  Code,
  Container,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { getRouteApi, Link } from "@tanstack/react-router";
import { trpc } from "@/lib/data/trpc";
import { nounFor } from "@/lib/format/plural";
import { StartedRoundsAlert } from "../settings/started-rounds-alert";
import { BookingsCard } from "./bookings-card";
import { FunnelCard } from "./funnel-card";
import { GoLiveCard } from "./go-live-card";
import { InboxCard } from "./inbox-card";
import { PaymentsCard } from "./payments-card";
import { PaymentsToCheckCard } from "./payments-to-check-card";
import { RoundsCard } from "./rounds-card";
import { WaitlistCard } from "./waitlist-card";

type OverviewQuery = ReturnType<typeof useOverview>;
const staffRoute = getRouteApi("/admin/_staff");
const useOverview = () => useQuery(trpc.dashboard.overview.queryOptions());

function AccountCard() {
  const me = useQuery(trpc.users.me.queryOptions());
  return (
    <Card withBorder padding="lg">
      <Title order={2} size="h4" mb="sm">
        Account
      </Title>
      {me.isPending && <Loader size="sm" aria-label="Loading account" />}
      {me.isError && (
        <Alert color="red" role="alert">
          Failed to load user data
        </Alert>
      )}
      {me.data && (
        <Table variant="vertical" layout="fixed" withTableBorder={false}>
          <Table.Tbody>
            {(
              [
                ["Email", me.data.email],
                ["Username", me.data.username],
                ["Role", me.data.role],
                ["First name", me.data.firstName],
                ["Last name", me.data.lastName],
              ] as const
            ).map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th w={120}>{label}</Table.Th>
                <Table.Td>{value || "—"}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {import.meta.env.DEV && me.data && (
        <details>
          <summary>Debug: raw user</summary>
          <Code block>{JSON.stringify(me.data, null, 2)}</Code>
        </details>
      )}
    </Card>
  );
}

function OverviewCard({ overview }: { overview: OverviewQuery }) {
  return (
    <Card withBorder padding="lg">
      <Title order={2} size="h4" mb="sm">
        Overview
      </Title>
      {overview.isPending && <Loader size="sm" aria-label="Loading overview" />}
      {overview.isError && (
        <Alert color="red" role="alert">
          Failed to load the overview
        </Alert>
      )}
      {overview.data && (
        <Stack gap="xs">
          <Text>
            <b>{overview.data.applications.total}</b>{" "}
            {nounFor(overview.data.applications.total, "application")}
          </Text>
          <SimpleGrid cols={2} spacing="xs">
            {APPLICATION_STATUSES.map((status) => (
              <Text key={status} size="sm">
                {APPLICATION_STATUS_LABELS[status]}:{" "}
                <b>{overview.data.applications.byStatus[status]}</b>
              </Text>
            ))}
          </SimpleGrid>
          <Text>
            <b>{overview.data.upcomingBookings}</b> upcoming booked assessment{" "}
            {nounFor(overview.data.upcomingBookings, "slot")}
          </Text>
          <Text>
            <b>{overview.data.pageViewsLast7Days}</b>{" "}
            {nounFor(overview.data.pageViewsLast7Days, "page view")} in the last 7 days
          </Text>
        </Stack>
      )}
    </Card>
  );
}

/** The staff dashboard (docs/requirements.md, application-and-admin §2 "Dashboard"). */
export function DashboardPage() {
  const overview = useOverview();
  const { user } = staffRoute.useRouteContext();
  return (
    <Container size="lg" py="xl">
      <Title order={1} mb="lg">
        Dashboard
      </Title>
      {user.role === "admin" && <GoLiveCard />}
      <StartedRoundsAlert linkToSettings />
      <Group mb="lg">
        <Button renderRoot={(props) => <Link to="/admin/applications" {...props} />}>
          View Applications
        </Button>
        <Button variant="default" renderRoot={(props) => <Link to="/register" {...props} />}>
          View Application Form
        </Button>
        <Button variant="default" renderRoot={(props) => <Link to="/" {...props} />}>
          View Public Site
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <AccountCard />
        <OverviewCard overview={overview} />
        {overview.data && <InboxCard overview={overview.data} />}
        <PaymentsToCheckCard />
        {overview.data && <BookingsCard overview={overview.data} />}
        <PaymentsCard />
      </SimpleGrid>
      <Stack mt="md">
        {overview.data && <RoundsCard overview={overview.data} />}
        <WaitlistCard />
        <FunnelCard />
      </Stack>
    </Container>
  );
}
