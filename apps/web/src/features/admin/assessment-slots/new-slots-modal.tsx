import "@mantine/dates/styles.css";
import { createSlotsSchema, egyptToday, expandSlotPlan } from "@kairos/shared";
import {
  Alert,
  Checkbox,
  Group,
  List,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
} from "@mantine/core";
import { DatePickerInput } from "@mantine/dates";
import { IconCalendar } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import dayjs from "dayjs";
import { useState } from "react";
import { DATE_ARIA_LABELS } from "@/features/forms/date-aria-labels";
import { AppModal } from "@/features/layout/app-modal";
import { trpc } from "@/lib/data/trpc";
import { FormButtons } from "../shared/form-modal";
import { notifyError, notifySuccess } from "../shared/notify";
import { creationSummary, slotLabel, TIME_OPTIONS, WEEKDAYS } from "./format";
import { CallLinkInput, CapacityInput } from "./slot-fields";
import { useRefreshSlots } from "./use-refresh-slots";

const PREVIEW_SHOWN = 6;

const isoOf = (value: string | Date | null) => (value ? dayjs(value).format("YYYY-MM-DD") : null);

function DateField(props: {
  label: string;
  value: string | null;
  onChange: (value: string | null) => void;
  error?: string | undefined;
}) {
  return (
    <DatePickerInput
      label={props.label}
      placeholder="Pick a date"
      value={props.value}
      onChange={(v) => props.onChange(isoOf(v))}
      valueFormat="ddd, MMM D, YYYY"
      // Slots are planned on Egypt's calendar: its today, not the browser's, is the first day.
      minDate={egyptToday()}
      ariaLabels={DATE_ARIA_LABELS}
      leftSection={<IconCalendar size={16} aria-hidden />}
      error={props.error}
      required
    />
  );
}

function TimeField(props: {
  label: string;
  value: string | null;
  onChange: (value: string | null) => void;
  error?: string | undefined;
}) {
  return (
    <Select
      label={props.label}
      placeholder="e.g. 3:30 PM"
      data={TIME_OPTIONS}
      value={props.value}
      onChange={props.onChange}
      searchable
      error={props.error}
      required
      comboboxProps={{ withinPortal: true }}
    />
  );
}

/** One slot or a weekly series, in Egypt time, with a live preview of what will be created. */
function NewSlotsForm({
  roundId,
  existing,
  onDone,
}: {
  roundId: string;
  existing: string[];
  onDone: () => void;
}) {
  const [mode, setMode] = useState<"single" | "series">("series");
  const [date, setDate] = useState<string | null>(null);
  const [time, setTime] = useState<string | null>(null);
  const [fromDate, setFromDate] = useState<string | null>(null);
  const [toDate, setToDate] = useState<string | null>(null);
  const [days, setDays] = useState<string[]>([]);
  const [startTime, setStartTime] = useState<string | null>(null);
  const [endTime, setEndTime] = useState<string | null>(null);
  const [lengthMinutes, setLengthMinutes] = useState<number | string>(30);
  const [capacity, setCapacity] = useState<number | string>(1);
  const [callLink, setCallLink] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const refresh = useRefreshSlots();

  const values =
    mode === "single"
      ? { mode, roundId, date, time, capacity, callLink }
      : {
          mode,
          roundId,
          fromDate,
          toDate,
          daysOfWeek: days.map(Number),
          startTime,
          endTime,
          lengthMinutes,
          capacity,
          callLink,
        };
  const parsed = createSlotsSchema.safeParse(values);
  const preview = parsed.success
    ? expandSlotPlan(parsed.data, { now: new Date(), existing })
    : null;

  const create = useMutation(
    trpc.assessmentSlots.create.mutationOptions({
      onSuccess: async (result) => {
        await refresh();
        notifySuccess("Slots created", creationSummary(result, false));
        onDone();
      },
      onError: (error) => notifyError("Failed to create the slots", error),
    }),
  );

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!parsed.success) {
          const found: Record<string, string> = {};
          for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
          setErrors(found);
          return;
        }
        setErrors({});
        create.mutate({ ...parsed.data, callLink: parsed.data.callLink ?? undefined });
      }}
    >
      <Stack>
        <Text size="sm">All times are Egypt time.</Text>
        <SegmentedControl
          aria-label="Create"
          value={mode}
          onChange={(value) => setMode(value === "single" ? "single" : "series")}
          data={[
            { value: "series", label: "Weekly series" },
            { value: "single", label: "One slot" },
          ]}
        />
        {mode === "single" ? (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <DateField label="Date" value={date} onChange={setDate} error={errors.date} />
            <TimeField label="Time" value={time} onChange={setTime} error={errors.time} />
          </SimpleGrid>
        ) : (
          <>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <DateField
                label="From"
                value={fromDate}
                onChange={setFromDate}
                error={errors.fromDate}
              />
              <DateField label="To" value={toDate} onChange={setToDate} error={errors.toDate} />
            </SimpleGrid>
            <Checkbox.Group
              label="Days of the week"
              value={days}
              onChange={setDays}
              error={errors.daysOfWeek}
              required
            >
              <Group gap="md" mt={6}>
                {WEEKDAYS.map((d) => (
                  <Checkbox key={d.value} value={String(d.value)} label={d.label} />
                ))}
              </Group>
            </Checkbox.Group>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <TimeField
                label="Start time"
                value={startTime}
                onChange={setStartTime}
                error={errors.startTime}
              />
              <TimeField
                label="End time"
                value={endTime}
                onChange={setEndTime}
                error={errors.endTime}
              />
              <NumberInput
                label="Length (minutes)"
                value={lengthMinutes}
                onChange={setLengthMinutes}
                min={10}
                max={240}
                step={5}
                allowDecimal={false}
                error={errors.lengthMinutes}
                required
              />
            </SimpleGrid>
          </>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <CapacityInput
            description="Applicants per slot"
            value={capacity}
            onChange={setCapacity}
            error={errors.capacity}
          />
          <CallLinkInput
            label="Call link (optional)"
            description="Can be added later"
            value={callLink}
            onChange={setCallLink}
            error={errors.callLink}
          />
        </SimpleGrid>
        <Alert
          color={preview && preview.starts.length > 0 ? "blue" : "gray"}
          title="Preview"
          aria-live="polite"
        >
          {preview ? (
            <Stack gap={4}>
              <Text size="sm" fw={600}>
                {creationSummary({ ...preview, created: preview.starts.length })}
              </Text>
              {preview.starts.length > 0 && (
                <List size="sm" aria-label="First new slots">
                  {preview.starts.slice(0, PREVIEW_SHOWN).map((start) => (
                    <List.Item key={start.getTime()}>{slotLabel(start)}</List.Item>
                  ))}
                  {preview.starts.length > PREVIEW_SHOWN && (
                    <List.Item>and {preview.starts.length - PREVIEW_SHOWN} more</List.Item>
                  )}
                </List>
              )}
            </Stack>
          ) : (
            <Text size="sm">Fill in the form to see the slots that will be created.</Text>
          )}
        </Alert>
        <FormButtons onCancel={onDone} saving={create.isPending} submitLabel="Create slots" />
      </Stack>
    </form>
  );
}

export function NewSlotsModal({
  opened,
  roundId,
  existing,
  onClose,
}: {
  opened: boolean;
  roundId: string;
  existing: string[];
  onClose: () => void;
}) {
  return (
    <AppModal opened={opened} onClose={onClose} title="New slots" size="lg">
      {opened && <NewSlotsForm roundId={roundId} existing={existing} onDone={onClose} />}
    </AppModal>
  );
}
