import { SERVICE_SETTING_LABELS } from "./enums";
import { calendarDayLabel, durationLabel } from "./time";

// How staff read when and where an interpreter is wanted: the drawer and the mails say it alike.

interface RequestWhen {
  serviceDate?: string | null | undefined;
  startTime?: string | null | undefined;
  durationMinutes?: number | null | undefined;
}

/** "Tuesday, 1 December 2026, 14:00, 1 h 30 min", or what of it was given; undefined for none. */
export function requestWhen(r: RequestWhen): string | undefined {
  const parts = [
    r.serviceDate ? calendarDayLabel(r.serviceDate) : "",
    r.startTime ?? "",
    r.durationMinutes ? durationLabel(r.durationMinutes) : "",
  ].filter(Boolean);
  return parts.length ? parts.join(", ") : undefined;
}

/** "Emergency department"; a value outside the list (an older row) as it is stored. */
export function settingLabel(setting: string | null | undefined): string | undefined {
  if (!setting) return undefined;
  return Object.hasOwn(SERVICE_SETTING_LABELS, setting)
    ? SERVICE_SETTING_LABELS[setting as keyof typeof SERVICE_SETTING_LABELS]
    : setting;
}
