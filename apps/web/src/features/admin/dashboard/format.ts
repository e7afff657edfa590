import { EGYPT_TIME_ZONE, to12Hour, toZonedParts } from "@kairos/shared";
import { stepTitles } from "@/content/application";

// Texts of the dashboard's cards.

const egyptDay = new Intl.DateTimeFormat("en-US", {
  timeZone: EGYPT_TIME_ZONE,
  weekday: "short",
  month: "short",
  day: "numeric",
});

/** 'Mon, Mar 2, 10:30 AM' on the wall clock in Egypt (where assessments are held). */
export function egyptTime(iso: string): string {
  const instant = new Date(iso);
  return `${egyptDay.format(instant)}, ${to12Hour(toZonedParts(instant, EGYPT_TIME_ZONE).time)}`;
}

/** The funnel's stage names: 'Visited /register', 'Step 1 completed: Course', 'Submitted'. */
export function stageLabel(stage: string): string {
  if (stage === "visited") return "Visited /register";
  if (stage === "submitted") return "Submitted";
  const n = Number(stage.replace("step-", ""));
  const title = stepTitles[n - 1];
  return title ? `Step ${n} completed: ${title}` : stage;
}

/** The share of `count` in `first`, as '42%'; '—' when the first stage is empty. */
export function shareOf(count: number, first: number): string {
  return first > 0 ? `${Math.round((count / first) * 100)}%` : "—";
}

/** The applicants' own changes to the coming week's assessments (their page, decision 0010). */
export const bookingChangesText = (changes: { rescheduled: number; cancelled: number }) =>
  `Reschedules and cancellations of the coming week's assessments: ${changes.rescheduled} rescheduled, ${changes.cancelled} cancelled`;
