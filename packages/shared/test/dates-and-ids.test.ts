import { describe, expect, it } from "vitest";
import {
  bookedSlotsQuerySchema,
  calendarDate,
  createSlotsSchema,
  DATE_MESSAGES,
  dateParam,
  roundUpdateSchema,
  rowId,
} from "../src";

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : [...new Set(result.error?.issues.map((i) => i.message))];

describe("calendarDate: one rule for every date of a form, a query or a path", () => {
  const date = calendarDate("format", "not real");

  it("takes real days, leap days included", () => {
    for (const v of ["2026-01-31", "2028-02-29", "2000-02-29", "1999-12-31"]) {
      expect(date.safeParse(v).success, v).toBe(true);
    }
  });

  it("refuses well-formed impossible days with their own message, without throwing", () => {
    for (const v of ["2026-02-30", "2026-02-29", "1900-02-29", "2026-13-45", "2026-00-10"]) {
      expect(messagesOf(date.safeParse(v)), v).toEqual(["not real"]);
    }
    expect(messagesOf(date.safeParse("9999-99-99"))).toEqual(["not real"]);
  });

  it("refuses anything that is not YYYY-MM-DD", () => {
    for (const v of ["2026-2-3", "02026-01-01", "2026-01-01T00:00", " 2026-01-01", "3e9", "-0"]) {
      expect(messagesOf(date.safeParse(v))[0], v).toBe("format");
    }
    expect(messagesOf(date.safeParse(20260101))[0]).toBe("format");
  });

  it("is the rule of the query and path dates, the slots and the rounds", () => {
    expect(messagesOf(dateParam.safeParse("2026-02-30"))).toEqual([DATE_MESSAGES.notReal]);
    expect(messagesOf(dateParam.safeParse("2026-2-30"))).toEqual([DATE_MESSAGES.format]);
    expect(messagesOf(bookedSlotsQuerySchema.safeParse({ entry_date: "2026-13-45" }))).toEqual([
      DATE_MESSAGES.notReal,
    ]);
    const slot = { mode: "single", roundId: "round-3", time: "10:00", capacity: 1 };
    expect(createSlotsSchema.safeParse({ ...slot, date: "2030-01-02" }).success).toBe(true);
    // 2026-13-45 made Date() throw inside the check: a 500 instead of a message.
    expect(messagesOf(createSlotsSchema.safeParse({ ...slot, date: "2026-13-45" }))).toEqual([
      "Please choose a date",
    ]);
    const round = { name: "R", endDate: null, status: "closed" };
    expect(messagesOf(roundUpdateSchema.safeParse({ ...round, startDate: "2026-02-30" }))).toEqual([
      "Start date must be a real date",
    ]);
    expect(messagesOf(roundUpdateSchema.safeParse({ ...round, startDate: "2026-2-3" }))).toEqual([
      "Start date must be a date (YYYY-MM-DD)",
    ]);
  });
});

describe("rowId", () => {
  it("takes the ids a Postgres integer column holds, and nothing past them", () => {
    const id = rowId("Unknown");
    for (const v of [1, 2_147_483_647]) expect(id.safeParse(v).success, String(v)).toBe(true);
    for (const v of [0, -0, -1, 1.5, 2_147_483_648, 3e9, Number.NaN, "7"]) {
      expect(messagesOf(id.safeParse(v)), String(v)).toEqual(["Unknown"]);
    }
  });
});
