import { createLimits, createLogger, deleteExpiredFormSubmissions, type Logger } from "@kairos/api";
import { analyticsEvents, type Database, openDatabase, rateLimits } from "@kairos/db";
import { testDatabases } from "@kairos/db/testing";
import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../src/app";
import { jsonRequest, testApp, testDeps } from "./helpers";
import { contactMessage, uniqueEmail, withSeededDatabase } from "./submission-forms";

// The refusal ceiling of the forms and the analytics limit are counted in the database that
// every server process shares (decision 0012): N processes behave as one.

const from = (ip: string) => ({ incoming: { socket: { remoteAddress: ip } } });
const PAGEVIEW = { type: "pageview", path: "/" };
const TOO_MANY_EVENTS = "Too many analytics events from this address. Please try again later.";
const TOO_MANY =
  "You have sent several submissions in a short time. Please wait a few minutes and try again.";

describe.each(testDatabases())("limits shared by server processes on $name", ({ open }) => {
  const suite = withSeededDatabase(open);
  /**
   * The connection pools of three server processes on one database: on Postgres two more pools
   * of their own; PGlite has one connection, which the three share.
   */
  const pools: Database[] = [];
  beforeAll(async () => {
    const { database } = suite;
    const more =
      database.driver === "postgres"
        ? await Promise.all([1, 2].map(() => openDatabase({ url: database.location })))
        : [database, database];
    pools.push(database, ...more);
  });
  afterAll(async () => {
    for (const pool of pools.slice(1)) if (pool !== suite.database) await pool.close();
  });
  const processes = (options: Parameters<typeof testApp>[1]) =>
    pools.map((pool) => testApp(pool, options));

  const event = (app: App, ip: string, viaTrpc: boolean) =>
    viaTrpc
      ? app.request("/trpc/analytics.record", jsonRequest("POST", PAGEVIEW), from(ip))
      : app.request("/api/events", jsonRequest("POST", PAGEVIEW), from(ip));
  const contact = (app: App, ip: string, fields: Record<string, string> = {}) =>
    app.request("/api/contact/submit", jsonRequest("POST", contactMessage(fields)), from(ip));
  const storedEvents = async () => {
    const [row] = await suite.database.db.select({ n: count() }).from(analyticsEvents);
    return row?.n ?? 0;
  };

  it("records exactly the limit of 3 processes × 10 parallel analytics hits, 429 for the rest", async () => {
    const apps = processes({ eventLimit: 12 });
    const ip = "203.0.113.50";
    const before = await storedEvents();
    const answers = await Promise.all(
      apps.flatMap((app) => Array.from({ length: 10 }, (_, i) => event(app, ip, i % 2 === 1))),
    );
    const passed = answers.filter((r) => r.status === 202 || r.status === 200);
    const refused = answers.filter((r) => r.status === 429);
    expect(passed).toHaveLength(12);
    expect(refused).toHaveLength(18);
    for (const res of refused) {
      const retryAfter = Number(res.headers.get("retry-after"));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
    }
    expect(await storedEvents()).toBe(before + 12);
    // Each process goes on refusing the address, REST and tRPC alike, with the same message.
    for (const app of apps) {
      const res = await event(app, ip, false);
      expect(res.status).toBe(429);
      expect(await res.json()).toEqual({
        success: false,
        code: "RATE_LIMITED",
        message: TOO_MANY_EVENTS,
      });
      const viaTrpc = await event(app, ip, true);
      expect(viaTrpc.status).toBe(429);
      expect(((await viaTrpc.json()) as { error: { message: string } }).error.message).toBe(
        TOO_MANY_EVENTS,
      );
    }
    // Another address is counted apart.
    expect((await event(apps[1] as App, "203.0.113.51", false)).status).toBe(202);
  });

  it("counts the forms' refusals of every process against one ceiling", async () => {
    const apps = processes({ formLimits: { refusals: 12 } });
    const ip = "203.0.113.60";
    const invalid = (i: number) => contact(apps[i % 3] as App, ip, { email: "not-an-email" });
    // 11 refusals in parallel through the three processes: one short of the ceiling.
    const refusals = await Promise.all(Array.from({ length: 11 }, (_, i) => invalid(i)));
    expect(refusals.map((r) => r.status)).toEqual(Array(11).fill(400));
    expect((await contact(apps[2] as App, ip, { email: uniqueEmail("shared") })).status).toBe(201);
    // The twelfth, through another process, meets it: every process refuses the address now.
    expect((await invalid(0)).status).toBe(400);
    for (const app of apps) {
      const res = await contact(app, ip, { email: uniqueEmail("shared") });
      expect(res.status).toBe(429);
      expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(await res.json()).toEqual({ success: false, code: "RATE_LIMITED", message: TOO_MANY });
    }
  });

  it("counts every one of a burst of refusals from one address, in a few upserts of its row", async () => {
    // 60 refusals at once through one process (applicants behind one network meeting full
    // slots): each is counted, so with a ceiling of 60 the next attempt is refused.
    const [app] = processes({ formLimits: { refusals: 60 } });
    const ip = "203.0.113.61";
    const burst = await Promise.all(
      Array.from(
        { length: 60 },
        async () => (await contact(app as App, ip, { email: "x" })).status,
      ),
    );
    expect(burst).toEqual(Array(60).fill(400));
    expect((await contact(app as App, ip, { email: uniqueEmail("burst") })).status).toBe(429);
  });

  it("lets the attempts through and logs it when the database fails the count", async () => {
    const warnings: string[] = [];
    const logger: Logger = { ...createLogger("silent"), warn: (msg) => warnings.push(msg) };
    // The counters' database is gone; the one that stores the answers is not.
    const gone = await open();
    await gone.close();
    const deps = testDeps(suite.database);
    deps.limits = createLimits({ db: gone.db, logger }, { refusals: 1, events: 1 });
    const app = testApp(suite.database, {}, deps);
    const ip = "203.0.113.70";
    for (let i = 0; i < 3; i++) expect((await event(app, ip, i === 1)).status).not.toBe(429);
    for (let i = 0; i < 2; i++) expect((await contact(app, ip, { email: "x" })).status).toBe(400);
    expect((await contact(app, ip, { email: uniqueEmail("fail-open") })).status).toBe(201);
    expect(warnings.length).toBeGreaterThan(0);
    expect(new Set(warnings)).toEqual(new Set(["rate limit not counted, attempt let through"]));
  });

  it("deletes the counters whose window is over with the expired submissions", async () => {
    const deps = testDeps(suite.database);
    const app = testApp(suite.database, {}, deps);
    expect((await event(app, "203.0.113.80", false)).status).toBe(202);
    const counters = async () => {
      const [row] = await suite.database.db.select({ n: count() }).from(rateLimits);
      return row?.n ?? 0;
    };
    const live = await counters();
    expect(live).toBeGreaterThan(0);
    await deleteExpiredFormSubmissions(deps);
    expect(await counters()).toBe(live);
    // An hour on, every window (10 minutes at most) is over.
    await deleteExpiredFormSubmissions(deps, new Date(Date.now() + 60 * 60_000));
    expect(await counters()).toBe(0);
  });
});
