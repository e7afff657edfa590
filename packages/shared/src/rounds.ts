import type { RoundStatus } from "./enums";
import { egyptToday } from "./time";

export interface RoundSeed {
  id: string;
  name: string;
  startDate: string | null;
  endDate: string | null;
  schedule: string | null;
  status: RoundStatus;
  /** Last day (YYYY-MM-DD, Egypt time) it takes applications; the seeded rounds have none. */
  applicationDeadline?: string | null;
}

// The rounds of docs/requirements.md, application-and-admin §9; the first-run seed writes them to the database,
// which is the source of truth from then on (staff edit them in Settings).
export const ROUND_SEED: readonly RoundSeed[] = [
  {
    id: "round-1",
    name: "Round 1",
    startDate: null,
    endDate: null,
    schedule: null,
    status: "past",
  },
  {
    id: "round-2",
    name: "Round 2",
    startDate: "2025-10-25",
    endDate: "2025-12-16",
    schedule: null,
    status: "closed",
  },
  {
    id: "round-3",
    name: "Round 3",
    startDate: "2026-02-07",
    endDate: "2026-03-31",
    schedule: "Saturdays 4:00-6:30 PM EST and Tuesdays 5:00-7:30 PM EST",
    status: "open",
  },
];

/** The label a round carries in the application form's course step. */
export function roundStatusLabel(status: RoundStatus): string {
  switch (status) {
    case "open":
      return "Next Cohort";
    case "closed":
    case "in-progress":
      return "In Progress (Registration Closed)";
    case "past":
      return "Completed";
  }
}

/** The round the site announces: `nextCohort` of the public configuration. */
export interface NextCohort {
  roundId: string;
  name: string;
  startDate: string | null;
  endDate: string | null;
  schedule: string | null;
}

/**
 * Whether a round has begun by `today` (YYYY-MM-DD, Egypt time): its start date is before today.
 * A round that starts today has not; an undated one has not either.
 */
export function roundHasStarted(round: { startDate: string | null }, today: string): boolean {
  return round.startDate !== null && round.startDate < today;
}

/** Whether a round is over by `today` (Egypt time): its end date is before today. */
export function roundHasEnded(round: { endDate: string | null }, today: string): boolean {
  return round.endDate !== null && round.endDate < today;
}

/**
 * The status the public site gives a round on `today` (Egypt time, GAP-26): the status staff
 * stored, closed further by its dates. A round whose start date has passed is "in-progress" (no
 * longer the next cohort, no applications), one whose end date has passed "past" (Completed).
 * Dates never open a round that staff closed.
 */
export function publicRoundStatus(
  round: { status: RoundStatus; startDate: string | null; endDate: string | null },
  today: string,
): RoundStatus {
  if (round.status === "past" || roundHasEnded(round, today)) return "past";
  if (round.status === "open" && roundHasStarted(round, today)) return "in-progress";
  return round.status;
}

/**
 * Whether a round takes applications on `today` (YYYY-MM-DD, Egypt time): it is open by
 * publicRoundStatus (open in Settings, not started, not ended) and its application deadline, if
 * any, is today or later. The one rule behind the form's course list, the announced cohort,
 * the registration gate and the server's refusal of an application.
 */
export function takesApplications(
  round: {
    status: RoundStatus;
    startDate: string | null;
    endDate: string | null;
    applicationDeadline?: string | null;
  },
  today: string,
): boolean {
  return (
    publicRoundStatus(round, today) === "open" &&
    (!round.applicationDeadline || round.applicationDeadline >= today)
  );
}

/**
 * The first round that takes applications `today` (Egypt time), by start date (undated rounds
 * last), or null when none does.
 */
export function nextCohortOf(
  rounds: readonly RoundSeed[],
  today = egyptToday(),
): NextCohort | null {
  const open = rounds
    .filter((round) => takesApplications(round, today))
    .sort(
      (a, b) =>
        (a.startDate ?? "9999").localeCompare(b.startDate ?? "9999") || a.id.localeCompare(b.id),
    );
  const round = open[0];
  if (!round) return null;
  const { id: roundId, name, startDate, endDate, schedule } = round;
  return { roundId, name, startDate, endDate, schedule };
}

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/** 1st, 2nd, 3rd, 4th ... 11th, 12th, 13th ... 21st, 22nd, 23rd, 31st. */
export function ordinal(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen ? "th" : (["th", "st", "nd", "rd"][n % 10] ?? "th");
  return `${n}${suffix}`;
}

function partsOf(day: string): { year: number; month: string; day: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  if (!match || !month) return null;
  return { year: Number(match[1]), month, day: Number(match[3]) };
}

/** "February 7th, 2026" from "2026-02-07" (the site's copy style for cohort dates). */
export function formatCohortDate(day: string): string {
  const p = partsOf(day);
  return p ? `${p.month} ${ordinal(p.day)}, ${p.year}` : day;
}

/**
 * "February 7th to March 31st, 2026"; the year is repeated only when the dates span two years
 * ("December 5th, 2026 to January 30th, 2027").
 */
export function formatCohortRange(start: string, end: string): string {
  const a = partsOf(start);
  const b = partsOf(end);
  if (!a || !b) return `${formatCohortDate(start)} to ${formatCohortDate(end)}`;
  if (a.year === b.year)
    return `${a.month} ${ordinal(a.day)} to ${b.month} ${ordinal(b.day)}, ${b.year}`;
  return `${formatCohortDate(start)} to ${formatCohortDate(end)}`;
}
