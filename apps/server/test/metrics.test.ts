import { createLogger } from "@kairos/api";
import type { Database } from "@kairos/db";
import { testDatabases } from "@kairos/db/testing";
import { describe, expect, it } from "vitest";
import type { App } from "../src/app";
import { testApp, testDeps } from "./helpers";
import { addSlots, applicationForm, withSeededDatabase } from "./submission-forms";

// Each request's id (X-Request-Id, in its log lines) and the Prometheus metrics at /metrics.

const TOKEN = "a-metrics-token-of-some-length";
const scrapeHeaders = { Authorization: `Bearer ${TOKEN}` };

/** An app whose JSON log lines are kept, parsed, in `lines`. */
function recordingApp(database: Database) {
  const lines: Record<string, unknown>[] = [];
  const logger = createLogger("info", (line) => void lines.push(JSON.parse(line)));
  const app = testApp(database, {}, { ...testDeps(database), logger });
  return { app, lines };
}

async function scrape(app: App): Promise<string> {
  const res = await app.request("/metrics", { headers: scrapeHeaders });
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toContain("text/plain");
  return res.text();
}

/** The value of one series of the scrape (0 when absent). */
function seriesValue(text: string, series: string): number {
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

const apply = (app: App, slotId: number) =>
  app.request("/api/trainings/apply", {
    method: "POST",
    body: applicationForm({ assessmentSlot: String(slotId) }),
  });

describe("request ids", () => {
  const [pglite] = testDatabases();
  if (!pglite) throw new Error("no test database");
  const suite = withSeededDatabase(pglite.open);

  it("answers each request with an id that its log lines carry", async () => {
    const { app, lines } = recordingApp(suite.database);
    const first = await app.request("/api/health");
    const second = await app.request("/api/health");
    const id = first.headers.get("x-request-id");
    expect(id).toMatch(/^[\w-]{16,}$/);
    expect(second.headers.get("x-request-id")).not.toBe(id);
    expect(lines).toContainEqual(expect.objectContaining({ msg: "request", requestId: id }));
    // Whichever way the answer was built: a page, an error, a kept public read (twice: the
    // second is built with its headers from the start, as /api/health's was).
    for (const path of ["/about-us", "/api/no-such", "/trpc/assessments.rounds"]) {
      for (const res of [await app.request(path), await app.request(path)]) {
        expect(res.headers.get("x-request-id"), path).toMatch(/^[\w-]{16,}$/);
      }
    }
  });

  it("keeps a proxy's sane id and replaces any other", async () => {
    const { app, lines } = recordingApp(suite.database);
    const kept = await app.request("/api/health", { headers: { "X-Request-Id": "edge-4f2a.91" } });
    expect(kept.headers.get("x-request-id")).toBe("edge-4f2a.91");
    expect(lines).toContainEqual(
      expect.objectContaining({ msg: "request", requestId: "edge-4f2a.91" }),
    );
    for (const sent of ["two words", "x".repeat(65), '"quoted"']) {
      const res = await app.request("/api/health", { headers: { "X-Request-Id": sent } });
      expect(res.headers.get("x-request-id"), sent).not.toBe(sent);
    }
  });

  it("is carried by the lines a service writes deep inside the request", async () => {
    const database = await pglite.open();
    await database.close();
    const { app, lines } = recordingApp(database);
    const res = await app.request("/api/assessments/available-dates/round-3");
    expect(res.status).toBe(503);
    const id = res.headers.get("x-request-id");
    expect(lines).toContainEqual(
      expect.objectContaining({ level: "warn", msg: "database unavailable", requestId: id }),
    );
  });

  it("is left out of the lines written outside a request", () => {
    const lines: Record<string, unknown>[] = [];
    createLogger("info", (line) => void lines.push(JSON.parse(line))).info("listening");
    expect(lines[0]).not.toHaveProperty("requestId");
  });
});

describe("GET /metrics", () => {
  const [pglite] = testDatabases();
  if (!pglite) throw new Error("no test database");
  const suite = withSeededDatabase(pglite.open);

  it("is not served without METRICS_TOKEN", async () => {
    const app = testApp(suite.database);
    expect((await app.request("/metrics")).status).toBe(404);
    expect((await app.request("/metrics", { headers: scrapeHeaders })).status).toBe(404);
  });

  it("asks for the token", async () => {
    const app = testApp(suite.database, { metricsToken: TOKEN });
    for (const headers of [
      {},
      { Authorization: "Bearer not-the-token" },
      { Authorization: `Bearer ${TOKEN}x` },
      { Authorization: TOKEN },
    ]) {
      const res = await app.request("/metrics", { headers });
      expect(res.status, JSON.stringify(headers)).toBe(401);
      expect(await res.text()).not.toContain("http_request_duration_seconds");
    }
  });
});

describe.each(testDatabases())("metrics on $name", ({ open }) => {
  const suite = withSeededDatabase(open);

  it("times requests by route pattern, never by raw path", async () => {
    const app = testApp(suite.database, { metricsToken: TOKEN });
    const token = "abcdefghijklmnopqrst.uvwxyzabcdefghijklmn";
    await app.request(`/api/application/${token}`);
    await app.request("/api/trainings/12345");
    await app.request("/trpc/assessments.rounds");
    await app.request("/trpc/no.such.procedure");
    await app.request("/about-us");
    const text = await scrape(app);
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/application\/:token",status="404"\} [1-9]/,
    );
    expect(text).toContain('route="/api/trainings/:id"');
    expect(text).toContain('route="/trpc/assessments.rounds",status="200"');
    expect(text).toContain('route="/trpc/unknown"');
    expect(text).toMatch(/route="page",status="200"/);
    // No label names a raw path: a number like 12345 may well be some metric's value.
    expect(text).not.toContain(token);
    expect(text).not.toMatch(/route="[^"]*12345/);
    expect(text).not.toContain("no.such.procedure");
  });

  it("counts bookings taken and refused", async () => {
    const app = testApp(suite.database, { metricsToken: TOKEN, submissionLimit: 10_000 });
    const [slot] = await addSlots(suite.database, "round-3", [9], 1);
    if (!slot) throw new Error("no slot");
    const before = await scrape(app);

    expect((await apply(app, slot.id)).status).toBe(201);
    expect((await apply(app, slot.id)).status).toBe(409);

    const after = await scrape(app);
    const delta = (series: string) => seriesValue(after, series) - seriesValue(before, series);
    expect(delta("bookings_taken_total")).toBe(1);
    expect(delta('bookings_refused_total{reason="full"}')).toBe(1);
    expect(delta('bookings_refused_total{reason="cutoff"}')).toBe(0);
    expect(after).toMatch(
      /http_request_duration_seconds_bucket\{le="\+Inf",method="POST",route="\/api\/trainings\/apply",status="201"\} [1-9]/,
    );
  });

  it("shows the mail queue, database errors and the process", async () => {
    const text = await scrape(testApp(suite.database, { metricsToken: TOKEN }));
    expect(text).toMatch(/^mail_outbox_queued \d+$/m);
    expect(text).toMatch(/^mail_outbox_given_up_total \d+$/m);
    expect(text).toMatch(/^mail_send_failures_total \d+$/m);
    expect(text).toMatch(/^webhook_deliveries_pending \d+$/m);
    expect(text).toMatch(/^webhook_delivery_failures_total \d+$/m);
    expect(text).toMatch(/^webhook_deliveries_given_up_total \d+$/m);
    expect(text).toMatch(/^db_query_errors_total \d+$/m);
    expect(text).toContain("process_cpu_user_seconds_total");
    expect(text).toContain("nodejs_eventloop_lag_seconds");
  });
});

describe("db_query_errors_total", () => {
  it("counts the requests answered 503 for want of the database", async () => {
    const [pglite] = testDatabases();
    if (!pglite) throw new Error("no test database");
    const up = await pglite.open();
    const down = await pglite.open();
    await down.close();
    try {
      const metrics = testApp(up, { metricsToken: TOKEN });
      const before = seriesValue(await scrape(metrics), "db_query_errors_total");
      const res = await testApp(down).request("/api/assessments/available-dates/round-3");
      expect(res.status).toBe(503);
      expect(seriesValue(await scrape(metrics), "db_query_errors_total")).toBe(before + 1);
    } finally {
      await up.close();
    }
  });
});
