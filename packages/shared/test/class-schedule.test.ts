import { describe, expect, it } from "vitest";
import {
  easternScheduleText,
  localClassNote,
  localClassPeriods,
  parseClassSchedule,
  ROUND_SEED,
} from "../src";

// Round 3 of the spec: 7 February to 31 March 2026; New York moves to EDT on Sunday 8 March.
const SPEC_SCHEDULE = "Saturdays 4:00-6:30 PM EST and Tuesdays 5:00-7:30 PM EST";
const ROUND_3 = { startDate: "2026-02-07", endDate: "2026-03-31" };
const SATURDAY = { weekday: 6, start: "16:00", end: "18:30" };
const TUESDAY = { weekday: 2, start: "17:00", end: "19:30" };

describe("class schedules in New York time", () => {
  it("reads the spec's schedule, kept as data, and shows it as ET", () => {
    expect(ROUND_SEED.find((r) => r.id === "round-3")?.schedule).toBe(SPEC_SCHEDULE);
    expect(parseClassSchedule(SPEC_SCHEDULE)).toEqual([
      { text: "Saturdays 4:00-6:30 PM ET", classTimes: SATURDAY },
      { text: " and " },
      { text: "Tuesdays 5:00-7:30 PM ET", classTimes: TUESDAY },
    ]);
    expect(easternScheduleText(SPEC_SCHEDULE)).toBe(
      "Saturdays 4:00-6:30 PM ET and Tuesdays 5:00-7:30 PM ET",
    );
  });

  it("reads 24-hour and morning times, and leaves text it cannot read as it is", () => {
    expect(parseClassSchedule("Sat 10:00–14:00 ET")[0]?.classTimes).toEqual({
      weekday: 6,
      start: "10:00",
      end: "14:00",
    });
    expect(parseClassSchedule("Mondays 11:00-1:00 PM EDT")[0]?.classTimes).toEqual({
      weekday: 1,
      start: "11:00",
      end: "13:00",
    });
    expect(parseClassSchedule("Evenings, times to be announced")).toEqual([
      { text: "Evenings, times to be announced" },
    ]);
  });

  it("moves a class an hour earlier for Cairo once New York is on EDT", () => {
    // A Saturday in February (EST, UTC-5) and one after 8 March (EDT, UTC-4); Cairo is UTC+2.
    expect(localClassPeriods(SATURDAY, "2026-02-14", "2026-03-14", "Africa/Cairo")).toEqual([
      { weekday: 6, start: "23:00", end: "01:30", firstDay: "2026-02-14", lastDay: "2026-03-07" },
      { weekday: 6, start: "22:00", end: "00:30", firstDay: "2026-03-14", lastDay: "2026-03-14" },
    ]);
    expect(localClassNote(SATURDAY, ROUND_3, "Africa/Cairo", { locale: "en-US" })).toBe(
      "(your time: 11:00 PM–1:30 AM until March 7; 10:00 PM–12:30 AM from March 14)",
    );
    expect(localClassNote(SATURDAY, ROUND_3, "Africa/Cairo", { locale: "en-GB" })).toBe(
      "(your time: 23:00–01:30 until March 7; 22:00–00:30 from March 14)",
    );
  });

  it("names the weekday when the class falls on another day for the visitor", () => {
    expect(localClassNote(TUESDAY, ROUND_3, "Africa/Cairo", { locale: "en-US" })).toBe(
      "(your time: Wednesdays 12:00 AM–2:30 AM until March 4; Tuesdays 11:00 PM–1:30 AM from March 10)",
    );
  });

  it("follows both changes where the visitor's clock changes too (London, 29 March)", () => {
    expect(localClassNote(TUESDAY, ROUND_3, "Europe/London", { locale: "en-GB" })).toBe(
      "(your time: 22:00–00:30 until March 3; 21:00–23:30 from March 10 to March 24; 22:00–00:30 from March 31)",
    );
  });

  it("adds nothing in New York, and one range for a round without dates", () => {
    expect(localClassNote(SATURDAY, ROUND_3, "America/New_York")).toBeNull();
    const undated = { startDate: null, endDate: null };
    expect(
      localClassNote(SATURDAY, undated, "Asia/Tokyo", { locale: "en-US", today: "2026-07-01" }),
    ).toBe("(Sundays 5:00 AM–7:30 AM your time)");
  });
});
