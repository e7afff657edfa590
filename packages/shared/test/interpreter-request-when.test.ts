import { describe, expect, it } from "vitest";
import {
  calendarDayLabel,
  durationLabel,
  egyptToday,
  interpreterRequestSchema,
  requestWhen,
  settingLabel,
} from "../src";

// When and where an interpreter is wanted (GAP-02: the spec asks none): optional fields, their
// rules and how staff read them.

const validRequest = {
  fullName: "Ann Lee",
  email: "ann@example.com",
  countryCode: "US",
  phoneNumber: "+15551234567",
  sourceLanguage: "English",
  targetLanguage: "Arabic",
  serviceType: "phone",
};

function errorsOf(value: Record<string, unknown>): Record<string, string> {
  const result = interpreterRequestSchema.safeParse({ ...validRequest, ...value });
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.join(".") || "_"] ??= issue.message;
  return errors;
}

describe("interpreter request: when and where", () => {
  it("takes the four fields, reads the form's text duration as minutes, drops blanks", () => {
    const today = egyptToday();
    expect(
      interpreterRequestSchema.parse({
        ...validRequest,
        serviceDate: today,
        startTime: "14:00",
        durationMinutes: "90",
        setting: "mental-health",
      }),
    ).toMatchObject({
      serviceDate: today,
      startTime: "14:00",
      durationMinutes: 90,
      setting: "mental-health",
    });
    const blank = interpreterRequestSchema.parse({
      ...validRequest,
      serviceDate: "",
      startTime: " ",
      durationMinutes: "",
      setting: "",
    });
    expect([blank.serviceDate, blank.startTime, blank.durationMinutes, blank.setting]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it("refuses a past or unreal date, a bad time, duration or setting, each on its field", () => {
    expect(errorsOf({ serviceDate: "2020-01-01" })).toEqual({
      serviceDate: "The date cannot be in the past",
    });
    expect(errorsOf({ serviceDate: "2030-02-30" })).toEqual({
      serviceDate: "The date must be a real calendar date (YYYY-MM-DD)",
    });
    expect(errorsOf({ serviceDate: "1/12/2030" })).toEqual({
      serviceDate: "The date must be YYYY-MM-DD",
    });
    expect(errorsOf({ serviceDate: "2030-12-01", startTime: "2 PM" })).toEqual({
      startTime: "The start time must be HH:MM (24-hour)",
    });
    for (const durationMinutes of [0, 14, 721, 1000, 90.5, "1h"]) {
      expect(errorsOf({ durationMinutes })).toEqual({
        durationMinutes: "The duration must be a whole number of minutes from 15 to 720",
      });
    }
    expect(errorsOf({ setting: "home" })).toEqual({
      setting: "Please choose a setting from the list",
    });
  });

  it("refuses a start time without a date, but takes a duration without one", () => {
    expect(errorsOf({ startTime: "09:30" })).toEqual({
      serviceDate: "Please choose the date of this start time",
    });
    expect(errorsOf({ durationMinutes: 15 })).toEqual({});
    expect(errorsOf({ durationMinutes: 720, setting: "telehealth" })).toEqual({});
  });
});

describe("how staff read when and where", () => {
  it("says the day, time and duration in words", () => {
    expect(calendarDayLabel("2026-12-01")).toBe("Tuesday, 1 December 2026");
    expect([30, 60, 90, 480, 15].map(durationLabel)).toEqual([
      "30 min",
      "1 h",
      "1 h 30 min",
      "8 h",
      "15 min",
    ]);
    expect(
      requestWhen({ serviceDate: "2026-12-01", startTime: "14:00", durationMinutes: 90 }),
    ).toBe("Tuesday, 1 December 2026, 14:00, 1 h 30 min");
    expect(requestWhen({ durationMinutes: 60 })).toBe("1 h");
    expect(requestWhen({ serviceDate: null, startTime: null, durationMinutes: null })).toBe(
      undefined,
    );
  });

  it("labels the setting, and shows a value outside the list as stored", () => {
    expect(settingLabel("emergency-department")).toBe("Emergency department");
    expect(settingLabel("ward 7")).toBe("ward 7");
    expect(settingLabel(null)).toBe(undefined);
  });
});
