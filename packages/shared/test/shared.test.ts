import { describe, expect, it } from "vitest";
import {
  DEFAULT_PUBLIC_CONFIG,
  egyptDate,
  egyptDateTime,
  egyptIsoWithOffset,
  isAppRoute,
  publicConfigFromEnv,
  publicConfigScriptTag,
  roundStatusLabel,
  to12Hour,
  toZonedParts,
  zonedTimeToUtc,
} from "../src";

describe("isAppRoute", () => {
  it("knows the route table and nothing else", () => {
    for (const path of ["/", "/about-us", "/register", "/admin/booked-slots", "/jobs/"]) {
      expect(isAppRoute(path), path).toBe(true);
    }
    for (const path of ["/no-such-page", "/admin", "/about-us/x", "/api/health"]) {
      expect(isAppRoute(path), path).toBe(false);
    }
  });
});

describe("Egypt time", () => {
  it("converts Cairo wall-clock time to UTC in winter and in summer time", () => {
    expect(zonedTimeToUtc("2026-11-23", "10:00", "Africa/Cairo").toISOString()).toBe(
      "2026-11-23T08:00:00.000Z",
    );
    // Egypt observes daylight saving time from the last Friday of April.
    expect(zonedTimeToUtc("2026-07-01", "10:00", "Africa/Cairo").toISOString()).toBe(
      "2026-07-01T07:00:00.000Z",
    );
  });

  it("reads an instant back as Cairo date and time", () => {
    expect(toZonedParts(new Date("2026-11-20T23:30:00Z"), "Africa/Cairo")).toEqual({
      date: "2026-11-21",
      time: "01:30",
    });
  });

  it("gives staff an instant's day and time in Egypt, whatever the viewer's clock", () => {
    // 23:30 UTC on the 20th is already the 21st in Cairo (the browser's day was shown before).
    expect(egyptDate(new Date("2026-11-20T23:30:00Z"))).toBe("Nov 21, 2026");
    expect(egyptDateTime("2026-11-20T23:30:00.000Z")).toBe("Nov 21, 2026, 1:30 AM");
    expect(egyptDateTime(new Date("2026-07-01T13:05:00Z"))).toBe("Jul 1, 2026, 4:05 PM");
  });

  it("writes ISO 8601 with Egypt's offset of that day for the exports", () => {
    expect(egyptIsoWithOffset(new Date("2026-11-27T08:30:00.123Z"))).toBe(
      "2026-11-27T10:30:00+02:00",
    );
    // Summer time: three hours ahead.
    expect(egyptIsoWithOffset(new Date("2026-07-01T21:15:42Z"))).toBe("2026-07-02T00:15:42+03:00");
    // The same instant read back.
    for (const iso of ["2026-11-27T08:30:00Z", "2026-07-01T21:15:42Z"]) {
      expect(new Date(egyptIsoWithOffset(new Date(iso))).getTime()).toBe(Date.parse(iso));
    }
  });

  it("formats 12-hour times", () => {
    expect(to12Hour("14:00")).toBe("2:00 PM");
    expect(to12Hour("00:05")).toBe("12:05 AM");
    expect(to12Hour("12:30")).toBe("12:30 PM");
    expect(to12Hour("16:30")).toBe("4:30 PM");
  });
});

describe("public configuration", () => {
  it("uses the documented defaults and the environment's values", () => {
    expect(publicConfigFromEnv({})).toEqual(DEFAULT_PUBLIC_CONFIG);
    expect(publicConfigFromEnv({ SUPPORT_EMAIL: "help@example.org" }).supportEmail).toBe(
      "help@example.org",
    );
    expect(() => publicConfigFromEnv({ SUPPORT_EMAIL: "not-an-email" })).toThrow();
  });

  it("cannot be used to close the script element", () => {
    const tag = publicConfigScriptTag({ ...DEFAULT_PUBLIC_CONFIG, supportPhone: "</script><x>" });
    expect(tag.match(/<\/script>/g)).toHaveLength(1);
  });
});

describe("round labels", () => {
  it("matches the application form's wording", () => {
    expect(roundStatusLabel("open")).toBe("Next Cohort");
    expect(roundStatusLabel("closed")).toBe("In Progress (Registration Closed)");
  });
});
