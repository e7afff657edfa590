import { type ApplicantSlot, calendarDayLabel, to12Hour } from "@kairos/shared";

// The free slots as the applicant chooses among them: by day on Egypt's calendar, then by time.

export interface SlotDay {
  /** YYYY-MM-DD, Egypt time. */
  date: string;
  /** "Tuesday, 1 December 2026". */
  label: string;
  slots: { id: number; startsAt: string; label: string }[];
}

/**
 * `slots` (in time order, as the server sends them) grouped by their Egypt date, without the
 * slot the applicant already holds (`exceptId`).
 */
export function slotDays(slots: readonly ApplicantSlot[], exceptId?: number): SlotDay[] {
  const days = new Map<string, SlotDay>();
  for (const slot of slots) {
    if (slot.id === exceptId) continue;
    let day = days.get(slot.date);
    if (!day) {
      day = { date: slot.date, label: calendarDayLabel(slot.date), slots: [] };
      days.set(slot.date, day);
    }
    day.slots.push({ id: slot.id, startsAt: slot.startsAt, label: to12Hour(slot.time) });
  }
  return [...days.values()];
}
