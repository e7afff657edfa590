import { Anchor, Card, List, Text, Title } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { bookingChangesText, egyptTime } from "./format";
import type { DashboardOverview } from "./types";

// The booked assessment slots of the next 7 days, in Egypt time, each leading to the
// applications of that e-mail, and how many of those assessments applicants moved or cancelled.

export function BookingsCard({ overview }: { overview: DashboardOverview }) {
  const bookings = overview.nextBookings;
  return (
    <Card withBorder padding="lg">
      <Title order={2} size="h4" mb="sm" id="bookings-title">
        Assessments in the next 7 days
      </Title>
      {bookings.length === 0 ? (
        <Text size="sm">No assessments booked in the next 7 days.</Text>
      ) : (
        <List aria-labelledby="bookings-title" spacing="xs" listStyleType="none" ml={0} pl={0}>
          {bookings.map((b) => (
            <List.Item key={b.id} data-booking-id={b.id}>
              <Text size="sm" span fw={600}>
                {egyptTime(b.startsAt)}
              </Text>{" "}
              <Text size="sm" span>
                (Egypt time) ·{" "}
                <Anchor
                  renderRoot={(props) => (
                    <Link to="/admin/applications" search={{ q: b.email }} {...props} />
                  )}
                >
                  {b.fullName ?? b.email}
                </Anchor>{" "}
                · {b.roundName}
              </Text>
            </List.Item>
          ))}
        </List>
      )}
      <Text size="sm" mt="sm" data-testid="booking-changes">
        {bookingChangesText(overview.bookingChanges)}
      </Text>
      <Text size="sm" mt="sm">
        <Anchor renderRoot={(props) => <Link to="/admin/booked-slots" {...props} />}>
          All booked slots
        </Anchor>
      </Text>
    </Card>
  );
}
