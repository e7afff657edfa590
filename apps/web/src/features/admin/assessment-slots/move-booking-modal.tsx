import { Select, Stack, Text } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { AppModal } from "@/features/layout/app-modal";
import { trpc } from "@/lib/data/trpc";
import { FormButtons } from "../shared/form-modal";
import { notifyError, notifySuccess } from "../shared/notify";
import { slotLabel } from "./format";
import type { Booking, Slot } from "./types";
import { useRefreshSlots } from "./use-refresh-slots";

export interface MoveTarget {
  booking: Booking;
  slot: Slot;
}

/** The other slots of the round that still have a place and have not started. */
export function freeSlotsFor(slots: Slot[], current: Slot, now = Date.now()) {
  return slots.filter(
    (s) => s.id !== current.id && s.bookedCount < s.capacity && Date.parse(s.startsAt) > now,
  );
}

function MoveForm({
  target,
  slots,
  onDone,
}: {
  target: MoveTarget;
  slots: Slot[];
  onDone: () => void;
}) {
  const [toSlotId, setToSlotId] = useState<string | null>(null);
  const refresh = useRefreshSlots();
  const free = freeSlotsFor(slots, target.slot);
  const move = useMutation(
    trpc.assessmentSlots.moveBooking.mutationOptions({
      onSuccess: async (result) => {
        await refresh();
        notifySuccess(
          "Booking moved",
          `${target.booking.fullName ?? target.booking.email} moved to ${slotLabel(result.startsAt)}${
            result.emailSent === false ? " (the e-mail to the applicant failed)" : ""
          }`,
        );
        onDone();
      },
      onError: (error) => notifyError("Failed to move the booking", error),
    }),
  );
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (toSlotId) move.mutate({ bookingId: target.booking.id, toSlotId: Number(toSlotId) });
      }}
    >
      <Stack>
        <Text size="sm">
          {target.booking.fullName ?? target.booking.email} is booked for{" "}
          {slotLabel(target.slot.startsAt)} (Egypt time). The applicant is e-mailed the new time.
        </Text>
        <Select
          label="New time slot"
          placeholder={free.length ? "Choose a free slot" : "No free slot in this round"}
          data={free.map((s) => ({
            value: String(s.id),
            label: `${slotLabel(s.startsAt)} (${s.bookedCount}/${s.capacity} booked)`,
          }))}
          value={toSlotId}
          onChange={setToSlotId}
          searchable
          nothingFoundMessage="No free slot found"
          disabled={free.length === 0}
          required
          comboboxProps={{ withinPortal: true }}
          data-autofocus
        />
        <FormButtons
          onCancel={onDone}
          saving={move.isPending}
          submitLabel="Move booking"
          disabled={!toSlotId}
        />
      </Stack>
    </form>
  );
}

/** Moves one booking to another free slot of the same round. */
export function MoveBookingModal({
  target,
  slots,
  onClose,
}: {
  target: MoveTarget | null;
  slots: Slot[];
  onClose: () => void;
}) {
  return (
    <AppModal opened={!!target} onClose={onClose} title="Move booking">
      {target && (
        <MoveForm key={target.booking.id} target={target} slots={slots} onDone={onClose} />
      )}
    </AppModal>
  );
}
