import { describe, expect, it } from "vitest";
import {
  createSlotsSchema,
  EGYPT_TIME_ZONE,
  expandSlotPlan,
  moveBookingSchema,
  SLOT_MESSAGES,
  type SlotSeriesPlan,
  toZonedParts,
  updateSlotSchema,
} from "../src";

const series = (over: Partial<SlotSeriesPlan> = {}): SlotSeriesPlan => ({
  mode: "series",
  fromDate: "2026-11-01",
  toDate: "2026-11-14",
  daysOfWeek: [0, 2],
  startTime: "15:30",
  endTime: "17:00",
  lengthMinutes: 30,
  ...over,
});
const egypt = (d: Date) => {
  const { date, time } = toZonedParts(d, EGYPT_TIME_ZONE);
  return `${date} ${time}`;
};
const longAgo = new Date("2020-01-01T00:00:00Z");

describe("expandSlotPlan", () => {
  it("creates slots of the chosen length on the chosen weekdays, in Egypt time", () => {
    const { starts, skippedPast, skippedExisting } = expandSlotPlan(series(), { now: longAgo });
    // Sundays 1, 8 and Tuesdays 3, 10 November 2026; 15:30, 16:00, 16:30 each (17:00 would end late).
    expect(starts.map(egypt)).toEqual([
      "2026-11-01 15:30",
      "2026-11-01 16:00",
      "2026-11-01 16:30",
      "2026-11-03 15:30",
      "2026-11-03 16:00",
      "2026-11-03 16:30",
      "2026-11-08 15:30",
      "2026-11-08 16:00",
      "2026-11-08 16:30",
      "2026-11-10 15:30",
      "2026-11-10 16:00",
      "2026-11-10 16:30",
    ]);
    expect(starts[0]?.toISOString()).toBe("2026-11-01T13:30:00.000Z");
    expect(skippedPast).toBe(0);
    expect(skippedExisting).toBe(0);
  });

  it("keeps the Egypt wall time across the daylight-saving changes", () => {
    // Summer time starts on Friday 24 April 2026 (00:00 → 01:00) and ends on Thursday 29 October.
    const spring = expandSlotPlan(
      series({
        fromDate: "2026-04-17",
        toDate: "2026-04-24",
        daysOfWeek: [5],
        startTime: "10:00",
        endTime: "10:30",
      }),
      { now: longAgo },
    );
    expect(spring.starts.map((d) => d.toISOString())).toEqual([
      "2026-04-17T08:00:00.000Z",
      "2026-04-24T07:00:00.000Z",
    ]);
    expect(spring.starts.map(egypt)).toEqual(["2026-04-17 10:00", "2026-04-24 10:00"]);

    const autumn = expandSlotPlan(
      series({
        fromDate: "2026-10-22",
        toDate: "2026-10-30",
        daysOfWeek: [4, 5],
        startTime: "10:00",
        endTime: "10:30",
      }),
      { now: longAgo },
    );
    expect(autumn.starts.map(egypt)).toEqual([
      "2026-10-22 10:00",
      "2026-10-23 10:00",
      "2026-10-29 10:00",
      "2026-10-30 10:00",
    ]);
    expect(autumn.starts.at(-1)?.toISOString()).toBe("2026-10-30T08:00:00.000Z");
  });

  it("leaves out the wall times the clock skips when summer time starts", () => {
    const night = expandSlotPlan(
      series({
        fromDate: "2026-04-24",
        toDate: "2026-04-24",
        daysOfWeek: [5],
        startTime: "00:00",
        endTime: "02:00",
      }),
      { now: longAgo },
    );
    expect(night.starts.map(egypt)).toEqual(["2026-04-24 01:00", "2026-04-24 01:30"]);
    expect(night.skippedInvalid).toBe(2);
  });

  it("skips past times and slots that already exist, and counts them", () => {
    const all = expandSlotPlan(series(), { now: longAgo }).starts;
    const now = all[2] ?? longAgo; // the first three are at or before now
    const existing = [all[5], all[6]].map((d) => d?.toISOString() ?? "");
    const result = expandSlotPlan(series(), { now, existing });
    expect(result.skippedPast).toBe(3);
    expect(result.skippedExisting).toBe(2);
    expect(result.starts).toHaveLength(all.length - 5);
    expect(result.starts.map((d) => d.getTime())).not.toContain(all[5]?.getTime());
  });

  it("expands a single slot", () => {
    const one = expandSlotPlan(
      { mode: "single", date: "2026-12-01", time: "09:15" },
      { now: longAgo },
    );
    expect(one.starts.map((d) => d.toISOString())).toEqual(["2026-12-01T07:15:00.000Z"]);
  });
});

describe("slot schemas", () => {
  const valid = {
    mode: "series",
    roundId: "round-3",
    fromDate: "2026-11-01",
    toDate: "2026-11-14",
    daysOfWeek: [2, 0, 2],
    startTime: "15:30",
    endTime: "17:00",
    lengthMinutes: 30,
    capacity: 2,
  };
  const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
    result.error?.issues[0]?.message;

  it("accepts a series and normalises the weekdays", () => {
    const parsed = createSlotsSchema.parse(valid);
    expect(parsed).toMatchObject({ daysOfWeek: [0, 2] });
  });

  it("refuses a series with clear messages", () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ daysOfWeek: [] }, SLOT_MESSAGES.daysOfWeek],
      [{ toDate: "2026-10-01" }, SLOT_MESSAGES.dateOrder],
      [{ toDate: "2027-12-01" }, SLOT_MESSAGES.rangeTooLong],
      [{ endTime: "15:00" }, SLOT_MESSAGES.timeOrder],
      [{ lengthMinutes: 120 }, SLOT_MESSAGES.lengthTooLong],
      [{ lengthMinutes: 5 }, SLOT_MESSAGES.lengthMinutes],
      [{ capacity: 0 }, SLOT_MESSAGES.capacity],
      [{ startTime: "3:30 PM" }, SLOT_MESSAGES.startTime],
      [{ fromDate: "2026-02-30" }, SLOT_MESSAGES.fromDate],
      [{ roundId: "" }, SLOT_MESSAGES.roundId],
      [{ callLink: "http://meet.example.com/x" }, SLOT_MESSAGES.callLink],
    ];
    for (const [change, message] of cases) {
      expect(messageOf(createSlotsSchema.safeParse({ ...valid, ...change })), message).toBe(
        message,
      );
    }
  });

  it("takes a blank call link as none and an https link as given", () => {
    expect(updateSlotSchema.parse({ slotId: 1, capacity: 3, callLink: "  " }).callLink).toBeNull();
    expect(
      updateSlotSchema.parse({ slotId: 1, capacity: 3, callLink: "https://meet.example.com/a" })
        .callLink,
    ).toBe("https://meet.example.com/a");
    expect(
      messageOf(updateSlotSchema.safeParse({ slotId: 1, capacity: 3, callLink: "javascript:x" })),
    ).toBe(SLOT_MESSAGES.callLink);
  });

  it("needs a target slot to move a booking", () => {
    expect(messageOf(moveBookingSchema.safeParse({ bookingId: 1 }))).toBe(SLOT_MESSAGES.slotId);
  });
});
