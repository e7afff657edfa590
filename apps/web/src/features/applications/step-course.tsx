import { OTHER_LANGUAGE, type RoundStatus, roundStatusLabel } from "@kairos/shared";
import { Alert, Card, Radio, Skeleton, Stack, Text, TextInput } from "@mantine/core";
import { useMemo } from "react";
import { useLanguages } from "@/lib/format/languages";
import { DeferredSelect } from "../forms/deferred-field";
import { ClassSchedule } from "./class-schedule";
import type { ApplicationForm } from "./types";

// Step 1: the course and the second language (APP-08..14).

export interface Round {
  id: string;
  name: string;
  startDate: string | null;
  endDate: string | null;
  schedule: string | null;
  status: RoundStatus;
  /** What the site shows, decided by the server on the day it answers: staff's status closed
   * further by the dates (publicRoundStatus, GAP-26). */
  publicStatus: RoundStatus;
  /** Last day (Egypt time) to apply, if any. */
  applicationDeadline: string | null;
  /** Decided by the server on the day it answers (takesApplications): open, deadline not passed. */
  takesApplications: boolean;
}

/** "February 7, 2026" from "2026-02-07". */
export function formatDay(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat("en-US", {
    timeZone: "UTC",
    month: "long",
    day: "numeric",
    year: "numeric",
  }).format(date);
}

export const roundDates = (round: Round) =>
  round.startDate && round.endDate
    ? `${formatDay(round.startDate)} to ${formatDay(round.endDate)}`
    : null;

// An open round past its application deadline reads like the server's refusal of it.
const closedLabel = (round: Round) =>
  round.publicStatus === "open" ? "Registration Closed" : roundStatusLabel(round.publicStatus);

export const roundLabel = (round: Round) =>
  round.takesApplications
    ? `${round.name} (${roundStatusLabel(round.publicStatus)})`
    : `${round.name} - ${closedLabel(round)}`;

export interface StepCourseProps {
  form: ApplicationForm;
  rounds: readonly Round[] | undefined;
  roundsFailed: boolean;
  onCourseChange: (course: string) => void;
}

/** A course's row (its name and dates), and its card's height by width (its lines wrap when narrow). */
const COURSE_ROW = 42;
const COURSE_CARD = { base: 233, xs: 193, sm: 152, md: 132 };

export function StepCourse({ form, rounds, roundsFailed, onCourseChange }: StepCourseProps) {
  const languages = useLanguages();
  const languageData = useMemo(() => [...languages, OTHER_LANGUAGE], [languages]);
  // Completed rounds (by staff or by their end date) are not offered.
  const shown = (rounds ?? []).filter((round) => round.publicStatus !== "past");
  const chosen = shown.find((round) => round.id === form.values.trainingCourse);

  return (
    <Stack gap="lg">
      {roundsFailed && (
        <Alert color="red" role="alert">
          The training courses could not be loaded. Please reload the page.
        </Alert>
      )}
      {!rounds && !roundsFailed ? (
        // The shape of what comes (the list's label, a course and the chosen course's card, the
        // open round being chosen in the same paint), as tall as a round's card with its dates,
        // schedule and deadline at each width, so that the fields below stay where they are.
        <Stack gap="lg" role="status" aria-label="Loading the training courses">
          <Stack gap={10}>
            <Skeleton h={22} w={140} />
            <Skeleton h={COURSE_ROW} />
          </Stack>
          <Skeleton h={COURSE_CARD} />
        </Stack>
      ) : (
        <Radio.Group
          label="Training Course"
          required
          {...form.getInputProps("trainingCourse")}
          onChange={onCourseChange}
        >
          <Stack gap="sm" mt="xs">
            {shown.map((round) => (
              <Radio
                key={round.id}
                value={round.id}
                label={roundLabel(round)}
                description={roundDates(round) ?? undefined}
                disabled={!round.takesApplications}
              />
            ))}
          </Stack>
        </Radio.Group>
      )}
      {chosen && (
        <Card withBorder padding="md" aria-label="Course details" component="section">
          <Stack gap={4}>
            <Text fw={600}>{chosen.name}</Text>
            {roundDates(chosen) && (
              <Text size="sm">
                <Text span fw={600} size="sm">
                  Cohort dates:{" "}
                </Text>
                {roundDates(chosen)}
              </Text>
            )}
            {chosen.schedule && (
              <Text size="sm">
                <Text span fw={600} size="sm">
                  Class schedule:{" "}
                </Text>
                <ClassSchedule schedule={chosen.schedule} round={chosen} />
              </Text>
            )}
            {chosen.takesApplications && chosen.applicationDeadline && (
              <Text size="sm">
                <Text span fw={600} size="sm">
                  Apply by:{" "}
                </Text>
                {formatDay(chosen.applicationDeadline)} (Egypt time)
              </Text>
            )}
            <Text size="sm" c="dimmed">
              40 hours of live online classes in English plus your second language.
            </Text>
          </Stack>
        </Card>
      )}
      <DeferredSelect
        label="Second Language"
        description="The course trains English plus this language."
        placeholder="Search or choose a language"
        required
        searchable
        data={languageData}
        nothingFoundMessage="No language found"
        {...form.getInputProps("secondLanguage")}
        onChange={(value) => {
          form.setFieldValue("secondLanguage", value ?? "");
          if (value !== OTHER_LANGUAGE) form.setFieldValue("customLanguage", "");
        }}
      />
      {form.values.secondLanguage === OTHER_LANGUAGE && (
        <TextInput
          label="Your Second Language"
          placeholder="Type your language"
          required
          {...form.getInputProps("customLanguage")}
        />
      )}
    </Stack>
  );
}
