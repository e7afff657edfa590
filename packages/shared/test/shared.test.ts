import { describe, expect, it } from "vitest";
import {
  DEFAULT_PUBLIC_CONFIG,
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
