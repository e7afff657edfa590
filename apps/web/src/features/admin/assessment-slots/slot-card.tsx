import { to12Hour } from "@kairos/shared";
import { Anchor, Badge, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { IconArrowsExchange, IconPencil, IconTrash, IconX } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import { useId } from "react";
import { slotLabel } from "./format";
import type { Booking, Slot } from "./types";

export interface SlotActions {
  onEdit: (slot: Slot) => void;
  onDelete: (slot: Slot) => void;
  onMove: (slot: Slot, booking: Booking) => void;
  onCancel: (slot: Slot, booking: Booking) => void;
}

function BookingRow({
  slot,
  booking,
  actions,
}: { slot: Slot; booking: Booking } & { actions: SlotActions }) {
  const name = booking.fullName ?? booking.email;
  return (
    <Group component="li" justify="space-between" wrap="wrap" gap="xs" py={4}>
      <Stack gap={0}>
        <Anchor
          fw={600}
          renderRoot={(props) => (
            <Link to="/admin/applications" search={{ q: booking.email }} {...props} />
          )}
        >
          {name}
        </Anchor>
        <Text size="sm">
          {booking.email}
          {booking.phone ? ` · ${booking.phone}` : ""}
        </Text>
      </Stack>
      <Group gap="xs">
        <Button
          size="xs"
          variant="default"
          leftSection={<IconArrowsExchange size={14} aria-hidden />}
          aria-label={`Move booking of ${name}`}
          onClick={() => actions.onMove(slot, booking)}
        >
          Move
        </Button>
        <Button
          size="xs"
          variant="default"
          color="red.9"
          leftSection={<IconX size={14} aria-hidden />}
          aria-label={`Cancel booking of ${name}`}
          onClick={() => actions.onCancel(slot, booking)}
        >
          Cancel booking
        </Button>
      </Group>
    </Group>
  );
}

/** One slot: its time, places, call link, bookings and what staff can do with them. */
export function SlotCard({ slot, actions }: { slot: Slot; actions: SlotActions }) {
  const headingId = useId();
  const hintId = useId();
  const label = slotLabel(slot.startsAt);
  const booked = slot.bookedCount > 0;
  const past = Date.parse(slot.startsAt) <= Date.now();
  return (
    <Card component="article" withBorder padding="sm" aria-labelledby={headingId}>
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={4}>
          <Group gap="sm">
            <Title order={3} size="h4" id={headingId}>
              {to12Hour(slot.time)}
            </Title>
            <Badge
              variant={slot.bookedCount >= slot.capacity ? "filled" : "light"}
              color={slot.bookedCount >= slot.capacity ? "blue.9" : "blue"}
            >
              {slot.bookedCount}/{slot.capacity} booked
            </Badge>
            {past && (
              <Badge variant="outline" color="gray.8">
                Past
              </Badge>
            )}
          </Group>
          {slot.callLink ? (
            <Text size="sm">
              Call link:{" "}
              <Anchor href={slot.callLink} target="_blank" rel="noopener noreferrer">
                {slot.callLink}
              </Anchor>
            </Text>
          ) : (
            <Text size="sm" c="dimmed">
              No call link yet
            </Text>
          )}
        </Stack>
        <Stack gap={4} align="flex-end">
          <Group gap="xs">
            <Button
              size="xs"
              variant="default"
              leftSection={<IconPencil size={14} aria-hidden />}
              aria-label={`Edit slot ${label}`}
              onClick={() => actions.onEdit(slot)}
            >
              Edit
            </Button>
            <Button
              size="xs"
              variant="default"
              leftSection={<IconTrash size={14} aria-hidden />}
              aria-label={`Delete slot ${label}`}
              disabled={booked}
              aria-describedby={booked ? hintId : undefined}
              onClick={() => actions.onDelete(slot)}
            >
              Delete
            </Button>
          </Group>
          {booked && (
            <Text size="xs" c="dimmed" id={hintId}>
              Booked slots cannot be deleted
            </Text>
          )}
        </Stack>
      </Group>
      {slot.bookings.length > 0 && (
        <Stack
          component="ul"
          gap={0}
          mt="xs"
          p={0}
          style={{ listStyle: "none" }}
          aria-label="Bookings"
        >
          {slot.bookings.map((booking) => (
            <BookingRow key={booking.id} slot={slot} booking={booking} actions={actions} />
          ))}
        </Stack>
      )}
    </Card>
  );
}
