import { updateSlotSchema } from "@kairos/shared";
import { Stack, Text } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { AppModal } from "@/features/layout/app-modal";
import { trpc } from "@/lib/data/trpc";
import { FormButtons } from "../shared/form-modal";
import { notifyError, notifySuccess } from "../shared/notify";
import { slotLabel } from "./format";
import { CallLinkInput, CapacityInput } from "./slot-fields";
import type { Slot } from "./types";
import { useRefreshSlots } from "./use-refresh-slots";

function EditSlotForm({ slot, onDone }: { slot: Slot; onDone: () => void }) {
  const [capacity, setCapacity] = useState<number | string>(slot.capacity);
  const [callLink, setCallLink] = useState(slot.callLink ?? "");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const refresh = useRefreshSlots();
  const save = useMutation(
    trpc.assessmentSlots.update.mutationOptions({
      onSuccess: async () => {
        await refresh();
        notifySuccess("Slot updated", `The slot of ${slotLabel(slot.startsAt)} was updated`);
        onDone();
      },
      onError: (error) => notifyError("Failed to update the slot", error),
    }),
  );
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = updateSlotSchema.safeParse({ slotId: slot.id, capacity, callLink });
        if (!parsed.success) {
          setErrors(
            Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])),
          );
          return;
        }
        setErrors({});
        save.mutate({ slotId: slot.id, capacity: parsed.data.capacity, callLink });
      }}
    >
      <Stack>
        <Text size="sm">
          {slotLabel(slot.startsAt)} (Egypt time) — {slot.bookedCount} booked
        </Text>
        <CapacityInput
          description="How many applicants can book this slot"
          value={capacity}
          onChange={setCapacity}
          error={errors.capacity}
          autoFocus
        />
        <CallLinkInput
          label="Call link"
          description="Sent to the booked applicants with their reminder 24 hours before, or at once if added later; leave empty if not known yet"
          value={callLink}
          onChange={setCallLink}
          error={errors.callLink}
        />
        <FormButtons onCancel={onDone} saving={save.isPending} submitLabel="Save slot" />
      </Stack>
    </form>
  );
}

/** Capacity and call link of one slot. */
export function EditSlotModal({ slot, onClose }: { slot: Slot | null; onClose: () => void }) {
  return (
    <AppModal opened={!!slot} onClose={onClose} title="Edit slot">
      {slot && <EditSlotForm key={slot.id} slot={slot} onDone={onClose} />}
    </AppModal>
  );
}
