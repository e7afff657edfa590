import "@mantine/dates/styles.css";
import { EGYPT_TIME_ZONE, to12Hour, zonedTimeToUtc } from "@kairos/shared";
import { Alert, Input, Loader, Radio, Stack, Text } from "@mantine/core";
import { DatePicker } from "@mantine/dates";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { ASSESSMENT_NOTE, NO_SLOTS } from "@/content/application";
import { trpc } from "@/lib/data/trpc";
import { visitorTimeLabel } from "@/lib/format/time-zone";
import { DATE_ARIA_LABELS } from "../forms/date-aria-labels";
import { formatDay } from "./step-course";
import type { ApplicationForm } from "./types";

// Step 7: the assessment date and time slot (SLOT-01..08). The times are Egypt's (CONST-13), each
// with the visitor's own clock beside it where that differs.

export interface StepAssessmentProps {
  form: ApplicationForm;
  /** The course's available dates (YYYY-MM-DD, Egypt time); undefined while loading. */
  dates: readonly string[] | undefined;
  datesFailed: boolean;
}

export function StepAssessment({ form, dates, datesFailed }: StepAssessmentProps) {
  const { trainingCourse: course, assessmentDate: date, assessmentSlot } = form.values;
  const available = useMemo(() => new Set(dates ?? []), [dates]);
  const slots = useQuery(
    trpc.assessments.availableSlots.queryOptions(
      { roundId: course, date },
      { enabled: !!course && !!date, staleTime: 0 },
    ),
  );
  const first = dates?.[0];
  const last = dates?.[dates.length - 1];

  return (
    <Stack gap="lg">
      <Text>{ASSESSMENT_NOTE}</Text>
      {datesFailed && (
        <Alert color="red" role="alert">
          The available dates could not be loaded. Please reload the page.
        </Alert>
      )}
      {!dates && !datesFailed ? (
        <Loader size="sm" aria-label="Loading the available dates" />
      ) : (
        <div>
          <Input.Label id="assessment-date-label" required>
            Assessment Date
          </Input.Label>
          <Text size="sm" c="dimmed" mb="xs">
            Only the dates with free time slots can be chosen.
          </Text>
          <DatePicker
            aria-labelledby="assessment-date-label"
            size="md"
            value={date || null}
            onChange={(value) => {
              // SLOT-04: another date reloads the slots and clears the slot choice.
              form.setFieldValue("assessmentDate", value ?? "");
              form.setFieldValue("assessmentSlot", "");
            }}
            defaultDate={date || first}
            minDate={first}
            maxDate={last}
            excludeDate={(day) => !available.has(day)}
            // An available Friday or Saturday is a day like any other here; Mantine's red for
            // weekend days also falls short of the contrast text needs.
            weekendDays={[]}
            getDayAriaLabel={(day) =>
              `${formatDay(day)}${available.has(day) ? "" : " (not available)"}`
            }
            allowDeselect={false}
            ariaLabels={DATE_ARIA_LABELS}
          />
        </div>
      )}
      {date && (
        <div>
          <Input.Label id="assessment-slot-label" required>
            Time Slot on {formatDay(date)} (Egypt time)
          </Input.Label>
          {slots.isPending ? (
            <Loader size="sm" aria-label="Loading the time slots" display="block" />
          ) : slots.isError ? (
            <Alert color="red" role="alert" mt="xs">
              The time slots could not be loaded. Please choose the date again.
            </Alert>
          ) : slots.data.length === 0 ? (
            <Text mt="xs" role="status">
              {NO_SLOTS}
            </Text>
          ) : (
            <Radio.Group
              value={assessmentSlot || null}
              onChange={(value) => form.setFieldValue("assessmentSlot", value)}
              aria-labelledby="assessment-slot-label"
            >
              <Stack gap="xs" mt="xs">
                {slots.data.map((slot) => {
                  const local = visitorTimeLabel(
                    zonedTimeToUtc(date, slot.time, EGYPT_TIME_ZONE),
                    EGYPT_TIME_ZONE,
                  );
                  return (
                    <Radio
                      key={slot.id}
                      value={String(slot.id)}
                      label={to12Hour(slot.time)}
                      description={local ? `${local} your time` : undefined}
                    />
                  );
                })}
              </Stack>
            </Radio.Group>
          )}
          {form.errors.assessmentSlot && (
            <Input.Error role="alert" mt="xs">
              {String(form.errors.assessmentSlot)}
            </Input.Error>
          )}
        </div>
      )}
    </Stack>
  );
}
