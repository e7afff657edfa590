import {
  Alert,
  Button,
  Card,
  Container,
  Group,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useMutation, useQuery } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { type ReactNode, useId, useState } from "react";
import { messageOf, trpc } from "@/lib/data/trpc";
import { defaultRound } from "../booked-slots/booked-slots-page";
import { ConfirmModal } from "../shared/confirm-modal";
import { ListEmpty, ListError, ListLoading } from "../shared/list-states";
import { notifyError, notifySuccess } from "../shared/notify";
import { EditSlotModal } from "./edit-slot-modal";
import { dayLabel, groupByDay, slotLabel } from "./format";
import { MoveBookingModal, type MoveTarget } from "./move-booking-modal";
import { NewSlotsModal } from "./new-slots-modal";
import { SlotCard } from "./slot-card";
import type { Slot } from "./types";
import { useRefreshSlots } from "./use-refresh-slots";

const route = getRouteApi("/admin/_staff/slots");

function DayGroup({ date, children }: { date: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <Title order={2} size="h3" id={id} mb="xs">
        {dayLabel(date)}
      </Title>
      <Stack gap="sm">{children}</Stack>
    </section>
  );
}

/** The assessment slots of a round, by Egypt-time day, with their bookings. */
export function SlotsPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const rounds = useQuery(trpc.assessments.rounds.queryOptions());
  const roundList = rounds.data ?? [];
  const round = search.round ?? defaultRound(roundList);
  const view = search.view ?? "upcoming";
  const list = useQuery({
    ...trpc.assessmentSlots.list.queryOptions({ roundId: round ?? "" }),
    enabled: !!round,
  });
  const refresh = useRefreshSlots();

  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<Slot | null>(null);
  const [deleting, setDeleting] = useState<Slot | null>(null);
  const [moving, setMoving] = useState<MoveTarget | null>(null);
  const [cancelling, setCancelling] = useState<MoveTarget | null>(null);

  const remove = useMutation(
    trpc.assessmentSlots.delete.mutationOptions({
      onSuccess: async () => {
        await refresh();
        if (deleting)
          notifySuccess("Slot deleted", `The slot of ${slotLabel(deleting.startsAt)} was deleted`);
        setDeleting(null);
      },
      onError: (error) => notifyError("Failed to delete the slot", error),
    }),
  );
  const cancel = useMutation(
    trpc.assessmentSlots.cancelBooking.mutationOptions({
      onSuccess: async (result) => {
        await refresh();
        const who = cancelling?.booking.fullName ?? cancelling?.booking.email ?? "The applicant";
        notifySuccess(
          "Booking cancelled",
          `The booking of ${who} was cancelled${result.emailSent === false ? " (the e-mail to the applicant failed)" : ""}`,
        );
        setCancelling(null);
      },
      onError: (error) => notifyError("Failed to cancel the booking", error),
    }),
  );

  const slots = list.data?.slots ?? [];
  const shown = view === "all" ? slots : slots.filter((s) => Date.parse(s.startsAt) > Date.now());

  return (
    <Container size="lg" py="xl">
      <Group justify="space-between" mb="lg">
        <Title order={1}>Assessment Slots</Title>
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setCreating(true)}
          disabled={!round}
        >
          New slots
        </Button>
      </Group>

      <Card withBorder padding="md" mb="md">
        <Group align="flex-end" gap="md">
          <Select
            label="Round"
            data={roundList.map((r) => ({ value: r.id, label: r.name }))}
            value={round ?? null}
            onChange={(value) =>
              value &&
              void navigate({ search: (prev) => ({ ...prev, round: value }), replace: true })
            }
            allowDeselect={false}
            disabled={rounds.isPending}
            w={{ base: "100%", sm: 220 }}
          />
          <SegmentedControl
            aria-label="Slots shown"
            value={view}
            onChange={(value) =>
              void navigate({
                search: (prev) => ({ ...prev, view: value === "all" ? "all" : undefined }),
                replace: true,
              })
            }
            data={[
              { value: "upcoming", label: "Upcoming" },
              { value: "all", label: "All, with past" },
            ]}
          />
        </Group>
      </Card>
      <Text size="sm" mb="md">
        Times are Egypt time. Applicants can book a slot until it is full or has started.
      </Text>

      {rounds.isError && (
        <Alert color="red" role="alert" mb="md">
          Failed to load the rounds
        </Alert>
      )}
      {(rounds.isPending || (list.isPending && !!round)) && <ListLoading label="Loading slots" />}
      {list.isError && (
        <ListError
          message={messageOf(list.error, "Failed to load the slots")}
          onRetry={() => void list.refetch()}
        />
      )}
      {list.isSuccess &&
        (shown.length === 0 ? (
          <ListEmpty
            text={
              slots.length === 0
                ? "No slots in this round yet. Create some with New slots."
                : "No upcoming slots in this round."
            }
          />
        ) : (
          <Stack gap="xl">
            {groupByDay(shown).map((day) => (
              <DayGroup key={day.date} date={day.date}>
                {day.items.map((slot) => (
                  <SlotCard
                    key={slot.id}
                    slot={slot}
                    actions={{
                      onEdit: setEditing,
                      onDelete: setDeleting,
                      onMove: (s, booking) => setMoving({ slot: s, booking }),
                      onCancel: (s, booking) => setCancelling({ slot: s, booking }),
                    }}
                  />
                ))}
              </DayGroup>
            ))}
          </Stack>
        ))}

      {round && (
        <NewSlotsModal
          opened={creating}
          roundId={round}
          existing={slots.map((s) => s.startsAt)}
          onClose={() => setCreating(false)}
        />
      )}
      <EditSlotModal slot={editing} onClose={() => setEditing(null)} />
      <MoveBookingModal target={moving} slots={slots} onClose={() => setMoving(null)} />
      <ConfirmModal
        opened={!!deleting}
        title="Delete slot"
        confirmLabel="Delete slot"
        loading={remove.isPending}
        onConfirm={() => deleting && remove.mutate({ slotId: deleting.id })}
        onClose={() => setDeleting(null)}
      >
        Delete the slot of <b>{deleting ? slotLabel(deleting.startsAt) : ""}</b> (Egypt time)? It
        has no bookings. This cannot be undone.
      </ConfirmModal>
      <ConfirmModal
        opened={!!cancelling}
        title="Cancel booking"
        confirmLabel="Cancel booking"
        loading={cancel.isPending}
        onConfirm={() => cancelling && cancel.mutate({ bookingId: cancelling.booking.id })}
        onClose={() => setCancelling(null)}
      >
        Cancel the booking of <b>{cancelling?.booking.fullName ?? cancelling?.booking.email}</b> for{" "}
        {cancelling ? slotLabel(cancelling.slot.startsAt) : ""} (Egypt time)? The place becomes free
        and the applicant is e-mailed that staff will contact them.
      </ConfirmModal>
    </Container>
  );
}
