import { describe, expect, it } from "vitest";
import {
  analyticsHitSchema,
  funnelQuerySchema,
  inboxListSchema,
  inboxStateChangeSchema,
  isAppRoute,
} from "../src";

describe("inbox schemas", () => {
  it("reads a list query with defaults, a trimmed search and a known state", () => {
    expect(inboxListSchema.parse({})).toEqual({ page: 1, limit: 10 });
    expect(inboxListSchema.parse({ page: "2", q: "  ann ", state: "handled" })).toEqual({
      page: 2,
      limit: 10,
      q: "ann",
      state: "handled",
    });
    const wrong = inboxListSchema.safeParse({ state: "archived" });
    expect(wrong.error?.issues[0]?.message).toBe("Unknown state");
  });

  it("changes a state only to new, read or handled", () => {
    expect(inboxStateChangeSchema.parse({ id: "7", state: "new" })).toEqual({
      id: 7,
      state: "new",
    });
    const wrong = inboxStateChangeSchema.safeParse({ id: 7, state: "done" });
    expect(wrong.error?.issues[0]?.message).toBe("The state must be new, read or handled");
    expect(inboxStateChangeSchema.safeParse({ id: 0, state: "new" }).success).toBe(false);
  });

  it("knows the inbox screens as app routes", () => {
    for (const path of ["/admin/requests", "/admin/messages", "/admin/interpreters"]) {
      expect(isAppRoute(path), path).toBe(true);
    }
  });
});

describe("analytics events", () => {
  it("accepts only the events the web app sends", () => {
    for (const [category, action] of [
      ["User", "Apply Now Clicked"],
      ["Application", "Visited"],
      ["Application", "Step Completed"],
      ["Application", "Submitted"],
      ["Interpreter Registration", "Submitted"],
    ]) {
      expect(analyticsHitSchema.safeParse({ type: "event", category, action }).success).toBe(true);
    }
    const unknown = analyticsHitSchema.safeParse({ type: "event", category: "User", action: "Hi" });
    expect(unknown.error?.issues[0]).toMatchObject({
      path: ["action"],
      message: "Unknown analytics event",
    });
  });

  it("offers the funnel over 7, 30 or 90 days", () => {
    expect(funnelQuerySchema.parse({})).toEqual({ days: 30 });
    expect(funnelQuerySchema.parse({ days: 90 })).toEqual({ days: 90 });
    expect(funnelQuerySchema.safeParse({ days: 14 }).error?.issues[0]?.message).toBe(
      "The period must be 7, 30 or 90 days",
    );
  });
});
