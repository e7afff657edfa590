import { EGYPT_TIME_ZONE, toZonedParts, zonedTimeToUtc } from "./time";

// Turns a "new slots" request into the instants to create. The browser runs it for the preview
// and the server for the creation, so the staff member sees exactly what will be created.

/** One slot at an Egypt-time date and time. */
export interface SingleSlotPlan {
  mode: "single";
  /** YYYY-MM-DD, Egypt time. */
  date: string;
  /** HH:MM, Egypt time. */
  time: string;
}

/** Slots of `lengthMinutes` from `startTime` to `endTime` on the chosen weekdays of a range. */
export interface SlotSeriesPlan {
  mode: "series";
  fromDate: string;
  toDate: string;
  /** 0 = Sunday ... 6 = Saturday. */
  daysOfWeek: readonly number[];
  startTime: string;
  endTime: string;
  lengthMinutes: number;
}

export type SlotPlan = SingleSlotPlan | SlotSeriesPlan;

export interface SlotExpansion {
  /** The instants to create, soonest first. */
  starts: Date[];
  skippedPast: number;
  /** Already a slot of the round at that instant. */
  skippedExisting: number;
  /** Wall times that do not exist in Egypt (the hour skipped when daylight-saving time starts). */
  skippedInvalid: number;
}

const minutesOf = (time: string) => {
  const [h = 0, m = 0] = time.split(":").map(Number);
  return h * 60 + m;
};
const timeOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/** The calendar dates from `from` to `to` (both YYYY-MM-DD, inclusive) with their weekday. */
export function calendarDays(from: string, to: string): { date: string; weekday: number }[] {
  const days: { date: string; weekday: number }[] = [];
  const day = new Date(`${from}T12:00:00Z`);
  const end = new Date(`${to}T12:00:00Z`);
  // Noon UTC keeps the arithmetic on calendar days, whatever the local zone.
  while (day <= end && days.length <= 1000) {
    days.push({ date: day.toISOString().slice(0, 10), weekday: day.getUTCDay() });
    day.setUTCDate(day.getUTCDate() + 1);
  }
  return days;
}

/** The Egypt-time wall clock (date, time) pairs a plan names, before any skipping. */
export function wallTimesOf(plan: SlotPlan): { date: string; time: string }[] {
  if (plan.mode === "single") return [{ date: plan.date, time: plan.time }];
  const first = minutesOf(plan.startTime);
  const last = minutesOf(plan.endTime);
  const times: string[] = [];
  // A slot must end by the end time: 10:00-12:00 in 30-minute slots gives 10:00 ... 11:30.
  for (let t = first; t + plan.lengthMinutes <= last; t += plan.lengthMinutes)
    times.push(timeOf(t));
  const weekdays = new Set(plan.daysOfWeek);
  return calendarDays(plan.fromDate, plan.toDate)
    .filter((d) => weekdays.has(d.weekday))
    .flatMap((d) => times.map((time) => ({ date: d.date, time })));
}

/**
 * The slot starts of `plan` in Egypt time, as UTC instants, without those at or before `now`
 * and those that already exist in the round (`existing`, as instants or epoch milliseconds).
 * Daylight-saving safe: every wall time goes through `zonedTimeToUtc`; a wall time that the
 * clock skips is left out, and one that occurs twice is created once.
 */
export function expandSlotPlan(
  plan: SlotPlan,
  options: { now: Date; existing?: Iterable<Date | number | string> },
): SlotExpansion {
  const existing = new Set<number>();
  for (const e of options.existing ?? []) existing.add(new Date(e).getTime());
  const seen = new Set<number>();
  const result: SlotExpansion = {
    starts: [],
    skippedPast: 0,
    skippedExisting: 0,
    skippedInvalid: 0,
  };
  for (const { date, time } of wallTimesOf(plan)) {
    const instant = zonedTimeToUtc(date, time, EGYPT_TIME_ZONE);
    const back = toZonedParts(instant, EGYPT_TIME_ZONE);
    if (back.date !== date || back.time !== time) {
      result.skippedInvalid++;
      continue;
    }
    const ms = instant.getTime();
    if (seen.has(ms)) continue;
    seen.add(ms);
    if (ms <= options.now.getTime()) result.skippedPast++;
    else if (existing.has(ms)) result.skippedExisting++;
    else result.starts.push(instant);
  }
  result.starts.sort((a, b) => a.getTime() - b.getTime());
  return result;
}
