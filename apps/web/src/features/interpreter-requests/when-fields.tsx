import {
  durationLabel,
  egyptToday,
  REQUEST_DURATIONS,
  SERVICE_SETTING_LABELS,
  SERVICE_SETTINGS,
} from "@kairos/shared";
import { Fieldset, Grid } from "@mantine/core";
import { TimeInput } from "@mantine/dates";
import { IconCalendar, IconClock } from "@tabler/icons-react";
import { DATE_ARIA_LABELS } from "../forms/date-aria-labels";
import { DeferredDatePickerInput, DeferredSelect } from "../forms/deferred-field";
import { HALF_ROW, selectBinding } from "../forms/grid-fields";

// "When and where" of a request (GAP-02: the spec asks none): each optional, two to a row from the
// small breakpoint, one under the other on a phone.

type WhenField = "serviceDate" | "startTime" | "durationMinutes" | "setting";

const DURATION_OPTIONS = REQUEST_DURATIONS.map((minutes) => ({
  value: String(minutes),
  label: durationLabel(minutes),
}));

const SETTING_OPTIONS = SERVICE_SETTINGS.map((value) => ({
  value,
  label: SERVICE_SETTING_LABELS[value],
}));

export function WhenAndWhereFields({
  form,
}: {
  form: {
    getInputProps: (name: WhenField) => { value?: string };
    setFieldValue: (name: WhenField, value: string) => void;
  };
}) {
  const date = form.getInputProps("serviceDate");
  return (
    <Fieldset legend="When and where">
      <Grid>
        <Grid.Col span={HALF_ROW}>
          <DeferredDatePickerInput
            label="Date"
            description="Optional"
            placeholder="Pick a date"
            valueFormat="dddd, D MMMM YYYY"
            minDate={egyptToday()}
            clearable
            clearButtonProps={{ "aria-label": "Clear date" }}
            ariaLabels={DATE_ARIA_LABELS}
            leftSection={<IconCalendar size={16} aria-hidden />}
            {...date}
            value={date.value || null}
            onChange={(value) => form.setFieldValue("serviceDate", value ?? "")}
          />
        </Grid.Col>
        <Grid.Col span={HALF_ROW}>
          <TimeInput
            label="Start time"
            description="Optional, local time of the appointment"
            leftSection={<IconClock size={16} aria-hidden />}
            {...form.getInputProps("startTime")}
          />
        </Grid.Col>
        <Grid.Col span={HALF_ROW}>
          <DeferredSelect
            label="Duration"
            description="Optional"
            placeholder="Choose a duration"
            data={DURATION_OPTIONS}
            clearable
            clearButtonProps={{ "aria-label": "Clear duration" }}
            {...selectBinding(form, "durationMinutes")}
          />
        </Grid.Col>
        <Grid.Col span={HALF_ROW}>
          <DeferredSelect
            label="Setting"
            description="Optional"
            placeholder="Choose a setting"
            data={SETTING_OPTIONS}
            clearable
            clearButtonProps={{ "aria-label": "Clear setting" }}
            {...selectBinding(form, "setting")}
          />
        </Grid.Col>
      </Grid>
    </Fieldset>
  );
}
