import { analyticsEvents } from "@kairos/db";
import { testDatabases } from "@kairos/db/testing";
import { count } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { jsonRequest, testApp } from "./helpers";
import { staffSession } from "./staff-session";
import { withSeededDatabase } from "./submission-forms";

// Anonymous write amplification on analytics (decision 0008): tRPC batches are capped,
// recording events is limited per address, and forged events cannot move "submitted".

const from = (ip: string) => ({ incoming: { socket: { remoteAddress: ip } } });
const PAGEVIEW = { type: "pageview", path: "/" };

describe.each(testDatabases())("analytics under abuse on $name", ({ open }) => {
  const suite = withSeededDatabase(open);
  const rows = async () => {
    const [row] = await suite.database.db.select({ n: count() }).from(analyticsEvents);
    return row?.n ?? 0;
  };
  /** A POST batch of `n` calls of `procedure` with `input`, as httpBatchLink sends it. */
  const batch = (procedure: string, n: number, input: unknown) => ({
    url: `/trpc/${Array(n).fill(procedure).join(",")}?batch=1`,
    init: jsonRequest(
      "POST",
      Object.fromEntries(Array.from({ length: n }, (_, i) => [String(i), input])),
    ),
  });

  it("refuses a tRPC batch of more than 10 calls with 400 before running any", async () => {
    const app = testApp(suite.database);
    const before = await rows();
    const big = batch("analytics.record", 11, PAGEVIEW);
    const res = await app.request(big.url, big.init, from("203.0.113.1"));
    expect(res.status).toBe(400);
    expect(res.headers.get("content-type")).toContain("application/json");
    const body = (await res.json()) as { error: { message: string; data: object } };
    expect(body.error).toMatchObject({
      message: "Batch call exceeds maximum size",
      data: { code: "BAD_REQUEST", httpStatus: 400, failureCode: "VALIDATION_FAILED" },
    });
    expect(body.error.data).not.toHaveProperty("stack");
    expect(await rows()).toBe(before);

    // A GET batch of public reads too, and the web app's own batches of up to 10 still pass.
    const reads = Array(11).fill("assessments.rounds").join(",");
    expect((await app.request(`/trpc/${reads}?batch=1&input={}`)).status).toBe(400);
    const ten = batch("analytics.record", 10, PAGEVIEW);
    expect((await app.request(ten.url, ten.init, from("203.0.113.2"))).status).toBe(200);
    expect(await rows()).toBe(before + 10);
  });

  it("limits the events one address records, over REST and tRPC together", async () => {
    const app = testApp(suite.database, { eventLimit: 5 });
    const ip = "203.0.113.10";
    const before = await rows();
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await app.request("/api/events", jsonRequest("POST", PAGEVIEW), from(ip));
      statuses.push(res.status);
    }
    const two = batch("analytics.record", 2, PAGEVIEW);
    const batched = await app.request(two.url, two.init, from(ip));
    expect(batched.status).toBe(200);
    const over = await app.request("/api/events", jsonRequest("POST", PAGEVIEW), from(ip));
    statuses.push(over.status);
    expect(statuses).toEqual([202, 202, 202, 429]);
    expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await over.json()).toEqual({
      success: false,
      code: "RATE_LIMITED",
      message: "Too many analytics events from this address. Please try again later.",
    });
    const overTrpc = await app.request(
      "/trpc/analytics.record",
      jsonRequest("POST", PAGEVIEW),
      from(ip),
    );
    expect(overTrpc.status).toBe(429);
    expect(await rows()).toBe(before + 5);
    // Another address records as usual.
    const other = await app.request(
      "/api/events",
      jsonRequest("POST", PAGEVIEW),
      from("203.0.113.11"),
    );
    expect(other.status).toBe(202);
  });

  it("counts 'submitted' in the funnel from stored applications, not from events", async () => {
    const app = testApp(suite.database);
    const staff = { email: "funnel-mod@example.com", password: "moderator-pw" };
    const bearer = await staffSession(suite.database, app, { ...staff, role: "moderator" });
    const funnel = async () => {
      const input = encodeURIComponent(JSON.stringify({ days: 7 }));
      const res = await app.request(`/trpc/analytics.funnel?input=${input}`, {
        headers: bearer,
      });
      const stages = ((await res.json()) as { result: { data: { stages: object[] } } }).result.data
        .stages as { stage: string; count: number }[];
      return stages.find((s) => s.stage === "submitted")?.count;
    };
    const before = await funnel();
    // 200 forged "Submitted" events from many addresses.
    await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        app.request(
          "/api/events",
          jsonRequest("POST", { type: "event", category: "Application", action: "Submitted" }),
          from(`192.0.2.${i % 250}`),
        ),
      ),
    );
    expect(await funnel()).toBe(before);
  });
});
