import { timeZoneOffsetMinutes } from "@kairos/shared";

/** The visitor's time zone, as the browser reports it. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * "Sat, Nov 28, 9:00 AM GMT+1" (in the visitor's own way of writing dates): `instant` on the
 * visitor's own clock, or null where that clock reads the same as `shownZone`'s (nothing to add).
 */
export function visitorTimeLabel(instant: Date, shownZone: string): string | null {
  const own = browserTimeZone();
  if (timeZoneOffsetMinutes(instant, own) === timeZoneOffsetMinutes(instant, shownZone))
    return null;
  return new Intl.DateTimeFormat(undefined, {
    weekday: "short",
    day: "numeric",
    month: "short",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
  }).format(instant);
}
