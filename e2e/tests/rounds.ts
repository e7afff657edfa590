import { type APIRequestContext, expect } from "@playwright/test";
import { adminToken } from "./staff";

// Round 3 as this run's server seeded it, for the specs that read its dates or change it and
// put it back. The spec's dates (February 7th to March 31st, 2026) are past: the demo the
// suite runs on keeps round-3 dated ahead of today (docs/decisions/0009-applicant-journeys.md),
// so the specs read its dates instead of writing them down.

export interface Round3 {
  name: string;
  startDate: string;
  endDate: string;
  schedule: string | null;
  status: string;
}

let seeded: Promise<Round3> | undefined;

/**
 * Round 3 as seeded, read once per worker before any spec changes it (the specs that change it
 * put it back after each test).
 */
export function seededRound3(request: APIRequestContext): Promise<Round3> {
  seeded ??= (async () => {
    const res = await request.get("/api/rounds/round-3", {
      headers: { Authorization: `Bearer ${await adminToken(request)}` },
    });
    expect(res.status()).toBe(200);
    const { round } = ((await res.json()) as { data: { round: Round3 } }).data;
    const { name, startDate, endDate, schedule, status } = round;
    return { name, startDate, endDate, schedule, status };
  })();
  return seeded;
}

/** Saves round 3 as seeded with `changes` over it; no changes restore it (no deadline either). */
export async function saveRound3(
  request: APIRequestContext,
  changes: Record<string, unknown> = {},
) {
  const base = await seededRound3(request);
  const res = await request.patch("/api/rounds/round-3", {
    headers: { Authorization: `Bearer ${await adminToken(request)}` },
    data: { ...base, ...changes },
  });
  expect(res.status()).toBe(200);
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
];

const ordinal = (n: number) => {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  return `${n}${teen ? "th" : (["th", "st", "nd", "rd"][n % 10] ?? "th")}`;
};

/** "December 26th, 2026" from "2026-12-26", as the site writes a cohort's date. */
export function cohortDate(day: string): string {
  const [y, m, d] = day.split("-").map(Number);
  return `${MONTHS[(m ?? 1) - 1]} ${ordinal(d ?? 1)}, ${y}`;
}

/** "December 26th, 2026 to February 16th, 2027", or within one year "March 7th to April 30th, 2027". */
export function cohortRange(start: string, end: string): string {
  if (start.slice(0, 4) !== end.slice(0, 4)) return `${cohortDate(start)} to ${cohortDate(end)}`;
  return `${cohortDate(start).replace(/, \d{4}$/, "")} to ${cohortDate(end)}`;
}

/** "December 26, 2026": the day as the staff console's warnings write it. */
export function consoleDate(day: string): string {
  const [y, m, d] = day.split("-").map(Number);
  return `${MONTHS[(m ?? 1) - 1]} ${d}, ${y}`;
}

/** The Egypt calendar day `days` from today, YYYY-MM-DD. */
export function dayFromToday(days: number): string {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Africa/Cairo" }).format(new Date());
  const at = new Date(`${today}T12:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/**
 * "Friday, 15 January 2027": the second payment's day, the end of the round's 3rd week (start
 * + 20 days), as the application writes it.
 */
export function secondPaymentDay(start: string): string {
  const at = new Date(`${start}T12:00:00Z`);
  at.setUTCDate(at.getUTCDate() + 20);
  return dayLabel(at.toISOString().slice(0, 10));
}

/** "Saturday, 28 November 2026" from "2026-11-28", as the site names a day (calendarDayLabel). */
export function dayLabel(day: string): string {
  const [y = 0, m = 1, d = 1] = day.split("-").map(Number);
  return `${WEEKDAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()]}, ${d} ${MONTHS[m - 1]} ${y}`;
}
