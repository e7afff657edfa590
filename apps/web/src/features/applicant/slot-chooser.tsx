import { EGYPT_TIME_ZONE } from "@kairos/shared";
import { NativeSelect, Radio, Stack } from "@mantine/core";
import { useState } from "react";
import { slotChooserTexts } from "@/content/applicant";
import { visitorTimeLabel } from "@/lib/format/time-zone";
import type { SlotDay } from "./slots";

/**
 * A free assessment time: the day (a native select, the same on every screen width and with
 * any keyboard), then one of its times as radio buttons, each with the visitor's own time.
 */
export function SlotChooser({
  days,
  value,
  onChange,
  error,
}: {
  /** At least one day. */
  days: SlotDay[];
  value: number | null;
  onChange: (slotId: number | null) => void;
  error?: string | undefined;
}) {
  const [date, setDate] = useState(
    () => days.find((d) => d.slots.some((s) => s.id === value))?.date ?? days[0]?.date,
  );
  // The chosen day may have gone (its last slot taken): the first one then.
  const day = days.find((d) => d.date === date) ?? days[0];
  return (
    <Stack gap="md">
      <NativeSelect
        label={slotChooserTexts.date}
        data={days.map((d) => ({ value: d.date, label: d.label }))}
        value={day?.date}
        onChange={(event) => {
          setDate(event.currentTarget.value);
          onChange(null);
        }}
        required
      />
      {day && (
        <Radio.Group
          label={slotChooserTexts.time}
          value={value === null ? null : String(value)}
          onChange={(next) => onChange(Number(next))}
          error={error}
          required
        >
          <Stack gap="xs" mt="xs">
            {day.slots.map((slot) => {
              const local = visitorTimeLabel(new Date(slot.startsAt), EGYPT_TIME_ZONE);
              return (
                <Radio
                  key={slot.id}
                  value={String(slot.id)}
                  label={slot.label}
                  description={local ? `${local} your time` : undefined}
                />
              );
            })}
          </Stack>
        </Radio.Group>
      )}
    </Stack>
  );
}
