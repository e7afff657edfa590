import { analyticsEvents } from "@kairos/db";
import { testDatabases } from "@kairos/db/testing";
import { analyticsPath } from "@kairos/shared";
import { desc } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { jsonRequest, testApp } from "./helpers";
import { withSeededDatabase } from "./submission-forms";

// First-party page counts keep no identifier (decision 0032): no cookie, no id, and a personal
// link's key (the applicant's page, a staff invitation) is not stored, whoever sends the hit.

const from = (ip: string) => ({ incoming: { socket: { remoteAddress: ip } } });

describe("the path a page count keeps", () => {
  it("names a personal link's pages without their key, and drops a query", () => {
    expect(analyticsPath("/application/abcd2345.efgh6789")).toBe("/application/[key]");
    expect(analyticsPath("/admin/invitation/abcd.efgh")).toBe("/admin/invitation/[key]");
    expect(analyticsPath("/contact-us?email=a@b.example#form")).toBe("/contact-us");
    expect(analyticsPath("/application")).toBe("/application");
    expect(analyticsPath("/")).toBe("/");
  });
});

describe.each(testDatabases())("page counts on $name", ({ open }) => {
  const suite = withSeededDatabase(open);
  const lastPaths = async (n: number) =>
    (
      await suite.database.db
        .select({ path: analyticsEvents.path })
        .from(analyticsEvents)
        .orderBy(desc(analyticsEvents.id))
        .limit(n)
    ).map((r) => r.path);

  it("stores a personal link's page view and event without the key", async () => {
    const app = testApp(suite.database);
    const view = await app.request(
      "/api/events",
      jsonRequest("POST", { type: "pageview", path: "/application/abcd2345.efgh6789?x=1" }),
      from("203.0.113.40"),
    );
    expect(view.status).toBe(202);
    const event = await app.request(
      "/api/events",
      jsonRequest("POST", {
        type: "event",
        category: "User",
        action: "Apply Now Clicked",
        path: "/admin/invitation/abcd.efgh",
      }),
      from("203.0.113.40"),
    );
    expect(event.status).toBe(202);
    expect(await lastPaths(2)).toEqual(["/admin/invitation/[key]", "/application/[key]"]);
    // No cookie is set by counting.
    expect(view.headers.get("set-cookie")).toBeNull();
  });
});
