// Assessment slots are shown in Egypt time; class schedules in US Eastern time.
export const EGYPT_TIME_ZONE = "Africa/Cairo";

const WALL_CLOCK: Intl.DateTimeFormatOptions = {
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
};

/**
 * One formatter per time zone: building an Intl.DateTimeFormat costs far more than using one
 * (a round's local class times ask for a few hundred offsets: 40 ms on a phone without this).
 */
function formatPerZone(locale: string, options: Intl.DateTimeFormatOptions) {
  const formats = new Map<string, Intl.DateTimeFormat>();
  return (timeZone: string) => {
    let format = formats.get(timeZone);
    if (!format) {
      format = new Intl.DateTimeFormat(locale, { ...options, timeZone });
      formats.set(timeZone, format);
    }
    return format;
  };
}

const offsetFormat = formatPerZone("en-US", { ...WALL_CLOCK, second: "2-digit" });

/** Offset of `timeZone` from UTC, in minutes, at the instant `date`. */
export function timeZoneOffsetMinutes(date: Date, timeZone: string): number {
  const format = offsetFormat(timeZone);
  const parts = format.formatToParts(date);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(
    get("year"),
    get("month") - 1,
    get("day"),
    get("hour"),
    get("minute"),
    get("second"),
  );
  return Math.round((asUtc - Math.floor(date.getTime() / 1000) * 1000) / 60_000);
}

/**
 * The instant at which the wall clock in `timeZone` shows `date` (YYYY-MM-DD) `time` (HH:MM).
 * Two passes settle the offset across a daylight-saving change.
 */
export function zonedTimeToUtc(date: string, time: string, timeZone: string): Date {
  const [y, m, d] = date.split("-").map(Number);
  const [hh, mm] = time.split(":").map(Number);
  const wall = Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1, hh ?? 0, mm ?? 0);
  let guess = wall - timeZoneOffsetMinutes(new Date(wall), timeZone) * 60_000;
  guess = wall - timeZoneOffsetMinutes(new Date(guess), timeZone) * 60_000;
  return new Date(guess);
}

const partsFormat = formatPerZone("en-CA", WALL_CLOCK);
const zonedParts = new Map<string, { date: string; time: string }>();

/**
 * YYYY-MM-DD and HH:MM of `instant` on the wall clock of `timeZone`. Memoised: building and
 * running an Intl formatter costs about 0.2 ms, and the slot lists convert the same few
 * hundred slot starts on every request (bench:api measured 80 available-dates answers a
 * second without the memo).
 */
export function toZonedParts(instant: Date, timeZone: string): { date: string; time: string } {
  const key = `${timeZone} ${instant.getTime()}`;
  const known = zonedParts.get(key);
  if (known) return { ...known };
  const format = partsFormat(timeZone);
  const parts = format.formatToParts(instant);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "00";
  const result = {
    date: `${get("year")}-${get("month")}-${get("day")}`,
    time: `${get("hour")}:${get("minute")}`,
  };
  // Bounded: a long-running process sees new instants forever; start over when full.
  if (zonedParts.size >= 20_000) zonedParts.clear();
  zonedParts.set(key, result);
  return { ...result };
}

/** "14:05" → "2:05 PM". */
export function to12Hour(time: string): string {
  const [h = 0, m = 0] = time.split(":").map(Number);
  const suffix = h >= 12 ? "PM" : "AM";
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}:${String(m).padStart(2, "0")} ${suffix}`;
}

/** Today (YYYY-MM-DD) on Egypt's wall clock, which decides what counts as a past day. */
export const egyptToday = (now = new Date()) => toZonedParts(now, EGYPT_TIME_ZONE).date;

const dayParts = new Intl.DateTimeFormat("en-GB", {
  timeZone: "UTC",
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
});

/**
 * "2026-12-01" → "Tuesday, 1 December 2026". Built from parts: how en-GB punctuates the whole
 * differs between ICU versions (browsers, Node).
 */
export function calendarDayLabel(date: string): string {
  const parts = dayParts.formatToParts(new Date(`${date}T00:00:00Z`));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${get("weekday")}, ${get("day")} ${get("month")} ${get("year")}`;
}

/** 90 → "1 h 30 min", 60 → "1 h", 30 → "30 min". */
export function durationLabel(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return [hours ? `${hours} h` : "", rest || !hours ? `${rest} min` : ""].filter(Boolean).join(" ");
}

/** "Monday, 23 November 2026 at 10:00 AM (Egypt time)": how applicants and staff read a slot. */
export function egyptTimeLabel(instant: Date): string {
  const { date, time } = toZonedParts(instant, EGYPT_TIME_ZONE);
  return `${calendarDayLabel(date)} at ${to12Hour(time)} (Egypt time)`;
}

/** "2026-03-31" + 1 → "2026-04-01", on the calendar (no time zone involved). */
export function addCalendarDays(day: string, days: number): string {
  const [y, m, d] = day.split("-").map(Number);
  return new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, (d ?? 1) + days)).toISOString().slice(0, 10);
}

/** The instant an Egypt calendar day begins. */
export const egyptMidnight = (day: string) => zonedTimeToUtc(day, "00:00", EGYPT_TIME_ZONE);

/** How staff screens and exports name the time zone of every date they show. */
export const EGYPT_TIME = "Egypt time";

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "2026-02-07" → "Feb 7, 2026". */
function shortDay(date: string): string {
  const [y, m, d] = date.split("-").map(Number);
  return `${MONTHS[(m ?? 1) - 1]} ${d}, ${y}`;
}

/**
 * "Feb 7, 2026": the day an instant falls on in Egypt, whatever the viewer's clock. Staff
 * read every date in Egypt time, as applicants do (the label is EGYPT_TIME).
 */
export const egyptDate = (instant: Date | string) =>
  shortDay(toZonedParts(new Date(instant), EGYPT_TIME_ZONE).date);

/** "Feb 7, 2026, 4:30 PM": an instant on Egypt's wall clock. */
export function egyptDateTime(instant: Date | string): string {
  const { date, time } = toZonedParts(new Date(instant), EGYPT_TIME_ZONE);
  return `${shortDay(date)}, ${to12Hour(time)}`;
}

/**
 * "2026-11-27T10:30:00+02:00": ISO 8601 on Egypt's wall clock with its offset from UTC that
 * day (+02:00, +03:00 in summer time): the exports' dates, which a spreadsheet reads as the
 * same instant and a person as Egypt's time.
 */
export function egyptIsoWithOffset(instant: Date): string {
  const offset = timeZoneOffsetMinutes(instant, EGYPT_TIME_ZONE);
  const wall = new Date(Math.floor(instant.getTime() / 1000) * 1000 + offset * 60_000);
  const sign = offset < 0 ? "-" : "+";
  const hours = String(Math.floor(Math.abs(offset) / 60)).padStart(2, "0");
  const minutes = String(Math.abs(offset) % 60).padStart(2, "0");
  return `${wall.toISOString().slice(0, 19)}${sign}${hours}:${minutes}`;
}
