import { toZonedParts, zonedTimeToUtc } from "./time";

// A round's class schedule is free text that staff type in New York wall-clock time
// ("Saturdays 4:00-6:30 PM EST", the spec's round-3). New York moves from EST to EDT in March
// (8 March 2026, during round 3), so "EST" is right only part of the year and the same class is
// an hour earlier for the rest of the world after the change (INC-15). The pages therefore say
// "ET" and, in the browser, add the visitor's own time for the round's class dates.

export const CLASS_TIME_ZONE = "America/New_York";

const WEEKDAY_PREFIXES = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"];
const WEEKDAY_NAMES = [
  "Sunday",
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
];

/** A weekly class on New York's wall clock: weekday 0 (Sunday) to 6, times HH:MM (24 h). */
export interface ClassTimes {
  weekday: number;
  start: string;
  end: string;
}

/** A piece of a schedule's text, with the class it states when it states one. */
export interface ScheduleSegment {
  text: string;
  classTimes?: ClassTimes;
}

// "Saturdays 4:00-6:30 PM EST", "Tue 17:00–19:30 ET": a weekday, a time range, a US Eastern zone.
const CLASS =
  /\b(sun|mon|tue|wed|thu|fri|sat)[a-z]*\.?\s+(\d{1,2})(?::(\d{2}))?\s*([ap]m)?\s*[-–—]\s*(\d{1,2})(?::(\d{2}))?\s*([ap]m)?\s*(?:EST|EDT|ET)\b/gi;

const pad = (n: number) => String(n).padStart(2, "0");

function toMinutes(hour: string, minute: string | undefined, suffix: string | undefined) {
  const h = Number(hour);
  const m = Number(minute ?? 0);
  if (m > 59) return null;
  if (!suffix) return h <= 23 ? h * 60 + m : null;
  if (h < 1 || h > 12) return null;
  return ((h % 12) + (suffix.toLowerCase() === "pm" ? 12 : 0)) * 60 + m;
}

function classTimesOf(match: RegExpExecArray): ClassTimes | null {
  const [, day = "", sh = "", sm, sSuffix, eh = "", em, eSuffix] = match;
  const end = toMinutes(eh, em, eSuffix);
  // "4:00-6:30 PM": the start takes the end's half of the day unless that puts it after the end.
  let start = toMinutes(sh, sm, sSuffix ?? eSuffix);
  if (!sSuffix && eSuffix && start !== null && end !== null && start > end)
    start = toMinutes(sh, sm, eSuffix.toLowerCase() === "pm" ? "am" : "pm");
  if (start === null || end === null) return null;
  const clock = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
  return {
    weekday: WEEKDAY_PREFIXES.indexOf(day.toLowerCase()),
    start: clock(start),
    end: clock(end),
  };
}

/** The schedule as the pages show it: New York time is "ET", whichever half of the year. */
export const easternScheduleText = (schedule: string) => schedule.replace(/\b(EST|EDT)\b/g, "ET");

/** The schedule's text in pieces (labelled as easternScheduleText), each class with its times. */
export function parseClassSchedule(schedule: string): ScheduleSegment[] {
  const segments: ScheduleSegment[] = [];
  let from = 0;
  for (const match of schedule.matchAll(CLASS)) {
    const classTimes = classTimesOf(match);
    if (!classTimes) continue;
    const to = match.index + match[0].length;
    if (match.index > from) segments.push({ text: schedule.slice(from, match.index) });
    segments.push({ text: schedule.slice(match.index, to), classTimes });
    from = to;
  }
  if (from < schedule.length) segments.push({ text: schedule.slice(from) });
  return segments.map((s) => ({ ...s, text: easternScheduleText(s.text) }));
}

/** Consecutive class dates that fall on the same local weekday and times. */
export interface LocalClassPeriod {
  weekday: number;
  start: string;
  end: string;
  /** The local dates (YYYY-MM-DD) of the first and last class of the period. */
  firstDay: string;
  lastDay: string;
}

const DAY_MS = 86_400_000;
const dayOf = (date: string) => Date.parse(`${date}T00:00:00Z`);
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const weekdayOf = (date: string) => new Date(dayOf(date)).getUTCDay();

/**
 * Where the class `times` falls on the wall clock of `timeZone` for each class date from
 * `firstDay` to `lastDay` (New York calendar days), grouped into periods: one period unless a
 * daylight-saving change of either place falls inside.
 */
export function localClassPeriods(
  times: ClassTimes,
  firstDay: string,
  lastDay: string,
  timeZone: string,
): LocalClassPeriod[] {
  const periods: LocalClassPeriod[] = [];
  // A round lasts weeks; the bound only keeps a mistyped year from looping for long.
  const last = Math.min(dayOf(lastDay), dayOf(firstDay) + 400 * DAY_MS);
  for (let ms = dayOf(firstDay); ms <= last; ms += DAY_MS) {
    const day = isoDay(ms);
    if (weekdayOf(day) !== times.weekday) continue;
    const endDay = times.end <= times.start ? isoDay(ms + DAY_MS) : day;
    const start = toZonedParts(zonedTimeToUtc(day, times.start, CLASS_TIME_ZONE), timeZone);
    const end = toZonedParts(zonedTimeToUtc(endDay, times.end, CLASS_TIME_ZONE), timeZone);
    const local = { weekday: weekdayOf(start.date), start: start.time, end: end.time };
    const previous = periods.at(-1);
    if (
      previous &&
      previous.weekday === local.weekday &&
      previous.start === local.start &&
      previous.end === local.end
    )
      previous.lastDay = start.date;
    else periods.push({ ...local, firstDay: start.date, lastDay: start.date });
  }
  return periods;
}

/**
 * The visitor's time of one class, as the text beside it: "(11:00 PM–1:30 AM your time)", or
 * with a daylight-saving change inside the round "(your time: 11:00 PM–1:30 AM until March 7;
 * 10:00 PM–12:30 AM from March 14)"; null when the visitor's clock is New York's. An undated
 * round is shown for the coming week (from `today`, New York's date). `locale` formats the
 * times (the visitor's by default: 23:00 or 11:00 PM as they read it).
 */
export function localClassNote(
  times: ClassTimes,
  round: { startDate: string | null; endDate: string | null },
  timeZone: string,
  options: { locale?: string; today?: string } = {},
): string | null {
  const today = options.today ?? toZonedParts(new Date(), CLASS_TIME_ZONE).date;
  const dated = round.startDate && round.endDate;
  const first = dated ? round.startDate : today;
  const last = dated ? round.endDate : isoDay(dayOf(today) + 6 * DAY_MS);
  if (!first || !last) return null;
  const periods = localClassPeriods(times, first, last, timeZone);
  if (
    periods.every(
      (p) => p.weekday === times.weekday && p.start === times.start && p.end === times.end,
    )
  )
    return null;
  const clockOf = (hour: "numeric" | "2-digit") =>
    new Intl.DateTimeFormat(options.locale, { timeZone: "UTC", hour, minute: "2-digit" });
  // A 24-hour reader expects 00:30, not 0:30; a 12-hour one 1:30 AM, not 01:30 AM.
  let clock = clockOf("numeric");
  if (!clock.resolvedOptions().hour12) clock = clockOf("2-digit");
  // Newer ICU puts a narrow no-break space before AM/PM; plain text reads the same with a space.
  const time = (hhmm: string) =>
    clock.format(new Date(`1970-01-01T${hhmm}:00Z`)).replace(/\u202f/g, " ");
  const date = (day: string) =>
    new Intl.DateTimeFormat("en-US", { timeZone: "UTC", month: "long", day: "numeric" }).format(
      new Date(dayOf(day)),
    );
  // Weekdays are named only when the class moves to another day for the visitor.
  const named = periods.some((p) => p.weekday !== times.weekday);
  const range = (p: LocalClassPeriod) =>
    `${named ? `${WEEKDAY_NAMES[p.weekday]}s ` : ""}${time(p.start)}–${time(p.end)}`;
  const [only] = periods;
  if (periods.length === 1 && only) return `(${range(only)} your time)`;
  const parts = periods.map((p, i) => {
    if (i === 0) return `${range(p)} until ${date(p.lastDay)}`;
    if (i === periods.length - 1) return `${range(p)} from ${date(p.firstDay)}`;
    return `${range(p)} from ${date(p.firstDay)} to ${date(p.lastDay)}`;
  });
  return `(your time: ${parts.join("; ")})`;
}
