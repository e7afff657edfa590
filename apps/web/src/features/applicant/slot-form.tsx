import { Alert, Button, Group, Loader, Stack } from "@mantine/core";
import { type ReactNode, useState } from "react";
import { applicantPageTexts, bookingTexts, slotChooserTexts } from "@/content/applicant";
import { messageOf } from "@/lib/data/trpc";
import { useApplicant, useFreeSlots } from "./applicant-state";
import { FocusAlert } from "./focus-alert";
import { SlotChooser } from "./slot-chooser";
import { slotDays } from "./slots";

/**
 * Choosing a free time and confirming it: to book an assessment or move one (`exceptId`, the
 * slot already held, is left out). `empty` shows instead when no time is free.
 */
export function SlotForm({
  intro,
  exceptId,
  submitLabel,
  pending,
  failure,
  onSubmit,
  empty,
  secondary,
}: {
  /** Above the chooser, when there is a time to choose. */
  intro?: ReactNode;
  exceptId?: number;
  submitLabel: string;
  pending: boolean;
  /** The last refusal: its text, and a key that changes with each one. */
  failure: { key: number; text: string } | null;
  onSubmit: (slotId: number) => void;
  empty: ReactNode;
  /** A button beside the submit one (a dialog's way out). */
  secondary?: ReactNode;
}) {
  const { token } = useApplicant();
  const slots = useFreeSlots(token);
  const [slotId, setSlotId] = useState<number | null>(null);
  const [missing, setMissing] = useState(false);
  const days = slots.data ? slotDays(slots.data.slots, exceptId) : [];
  // A choice that is no longer free (read again after a refusal) is no choice.
  const chosen = days.some((d) => d.slots.some((s) => s.id === slotId)) ? slotId : null;

  const buttons = (withSubmit: boolean) => (
    <Group justify="flex-end">
      {secondary}
      {withSubmit && (
        <Button type="submit" loading={pending}>
          {submitLabel}
        </Button>
      )}
    </Group>
  );

  if (slots.isPending) return <Loader size="sm" aria-label={bookingTexts.slotsLoading} />;
  if (slots.isError) {
    return (
      <Stack>
        <Alert color="red" role="alert">
          {messageOf(slots.error, bookingTexts.slotsFailed)}
        </Alert>
        <Group justify="flex-end">
          {secondary}
          <Button variant="default" onClick={() => void slots.refetch()}>
            {applicantPageTexts.retry}
          </Button>
        </Group>
      </Stack>
    );
  }
  const refused = failure && (
    <FocusAlert kind="error" focusKey={failure.key}>
      {failure.text}
    </FocusAlert>
  );
  if (days.length === 0) {
    return (
      <Stack>
        {refused}
        {empty}
        {secondary && buttons(false)}
      </Stack>
    );
  }
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (chosen === null) {
          setMissing(true);
          return;
        }
        onSubmit(chosen);
      }}
    >
      <Stack>
        {intro}
        <SlotChooser
          days={days}
          value={chosen}
          onChange={(next) => {
            setSlotId(next);
            if (next !== null) setMissing(false);
          }}
          error={missing && chosen === null ? slotChooserTexts.chooseTime : undefined}
        />
        {refused}
        {buttons(true)}
      </Stack>
    </form>
  );
}
