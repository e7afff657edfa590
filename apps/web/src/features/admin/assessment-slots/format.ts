import { EGYPT_TIME_ZONE, to12Hour, toZonedParts } from "@kairos/shared";
import dayjs from "dayjs";

// Pure helpers of the slot screen. Slot times are Egypt time, 12-hour (docs/requirements.md, application-and-admin §9).

/** "Tuesday, November 3, 2026" for an Egypt-time YYYY-MM-DD. */
export const dayLabel = (date: string) => dayjs(date).format("dddd, MMMM D, YYYY");

/** "Tue, Nov 3, 2026 · 3:30 PM" for an instant, in Egypt time. */
export function slotLabel(instant: Date | string): string {
  const { date, time } = toZonedParts(new Date(instant), EGYPT_TIME_ZONE);
  return `${dayjs(date).format("ddd, MMM D, YYYY")} · ${to12Hour(time)}`;
}

/** Items grouped by their Egypt-time date, in the given order. */
export function groupByDay<T extends { date: string }>(items: T[]): { date: string; items: T[] }[] {
  const groups: { date: string; items: T[] }[] = [];
  for (const item of items) {
    const last = groups.at(-1);
    if (last?.date === item.date) last.items.push(item);
    else groups.push({ date: item.date, items: [item] });
  }
  return groups;
}

/** Every quarter hour of a day, as Select options: value "15:30", label "3:30 PM". */
export const TIME_OPTIONS = Array.from({ length: 96 }, (_, i) => {
  const value = `${String(Math.floor(i / 4)).padStart(2, "0")}:${String((i % 4) * 15).padStart(2, "0")}`;
  return { value, label: to12Hour(value) };
});

/** Weekdays Saturday first, as Egypt's working week starts. 0 = Sunday (Date#getDay). */
export const WEEKDAYS = [
  { value: 6, label: "Sat" },
  { value: 0, label: "Sun" },
  { value: 1, label: "Mon" },
  { value: 2, label: "Tue" },
  { value: 3, label: "Wed" },
  { value: 4, label: "Thu" },
  { value: 5, label: "Fri" },
] as const;

/** "12 slots will be created" and what is skipped, for the preview and the result. */
export function creationSummary(
  count: { created: number; skippedPast: number; skippedExisting: number; skippedInvalid: number },
  future = true,
): string {
  const verb = future ? "will be created" : "created";
  const parts = [`${count.created} ${count.created === 1 ? "slot" : "slots"} ${verb}`];
  if (count.skippedExisting) parts.push(`${count.skippedExisting} already exist`);
  if (count.skippedPast) parts.push(`${count.skippedPast} in the past`);
  if (count.skippedInvalid) parts.push(`${count.skippedInvalid} skipped by the clock change`);
  return parts.length > 1
    ? `${parts[0]} (skipped: ${parts.slice(1).join(", ")})`
    : (parts[0] ?? "");
}
