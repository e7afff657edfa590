import { describe, expect, it } from "vitest";
import {
  creationSummary,
  groupByDay,
  slotLabel,
  TIME_OPTIONS,
} from "../src/features/admin/assessment-slots/format";
import { freeSlotsFor } from "../src/features/admin/assessment-slots/move-booking-modal";
import type { Slot } from "../src/features/admin/assessment-slots/types";

describe("slot screen helpers", () => {
  it("labels instants in Egypt time, 12-hour", () => {
    expect(slotLabel("2026-12-08T13:30:00.000Z")).toBe("Tue, Dec 8, 2026 · 3:30 PM");
    expect(TIME_OPTIONS.find((o) => o.value === "15:30")?.label).toBe("3:30 PM");
    expect(TIME_OPTIONS).toHaveLength(96);
  });

  it("groups slots by their Egypt-time day, keeping the order", () => {
    const groups = groupByDay([
      { date: "2026-12-08", id: 1 },
      { date: "2026-12-08", id: 2 },
      { date: "2026-12-10", id: 3 },
    ]);
    expect(groups.map((g) => [g.date, g.items.map((i) => i.id)])).toEqual([
      ["2026-12-08", [1, 2]],
      ["2026-12-10", [3]],
    ]);
  });

  it("summarises what is created and what is skipped", () => {
    const none = { created: 4, skippedPast: 0, skippedExisting: 0, skippedInvalid: 0 };
    expect(creationSummary(none)).toBe("4 slots will be created");
    expect(creationSummary({ ...none, created: 1 }, false)).toBe("1 slot created");
    expect(creationSummary({ ...none, skippedPast: 2, skippedExisting: 3 })).toBe(
      "4 slots will be created (skipped: 3 already exist, 2 in the past)",
    );
  });

  it("offers only other, future slots with a free place as move targets", () => {
    const slot = (id: number, startsAt: string, bookedCount: number): Slot => ({
      id,
      startsAt,
      date: startsAt.slice(0, 10),
      time: "10:00",
      capacity: 1,
      bookedCount,
      callLink: null,
      bookings: [],
    });
    const now = Date.parse("2026-12-01T00:00:00Z");
    const current = slot(1, "2026-12-08T08:00:00.000Z", 1);
    const slots = [
      current,
      slot(2, "2026-12-09T08:00:00.000Z", 0),
      slot(3, "2026-12-10T08:00:00.000Z", 1),
      slot(4, "2026-11-20T08:00:00.000Z", 0),
    ];
    expect(freeSlotsFor(slots, current, now).map((s) => s.id)).toEqual([2]);
  });
});
