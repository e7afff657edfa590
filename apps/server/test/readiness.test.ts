import { testDatabases } from "@kairos/db/testing";
import { describe, expect, it } from "vitest";
import { newDrain } from "../src/http/draining";
import { testApp } from "./helpers";
import { withSeededDatabase } from "./submission-forms";

// What a load balancer asks a process: is it alive (/api/health/live), and should it get
// requests (/api/health/ready): not while the database is away, nor once it is shutting down.

describe.each(testDatabases())("liveness and readiness on $name", ({ open }) => {
  const suite = withSeededDatabase(open);

  it("answers live and ready while all is well", async () => {
    const app = testApp(suite.database);
    const live = await app.request("/api/health/live");
    expect(live.status).toBe(200);
    expect(await live.json()).toEqual({ success: true, data: { status: "live" } });
    const ready = await app.request("/api/health/ready");
    expect(ready.status).toBe(200);
    expect(ready.headers.get("cache-control")).toBe("no-store");
    expect(await ready.json()).toEqual({ success: true, data: { status: "ready" } });
  });

  it("stops being ready once draining, and goes on serving", async () => {
    const drain = newDrain();
    const app = testApp(suite.database, { drain });
    expect((await app.request("/api/health/ready")).status).toBe(200);

    drain.draining = true;
    const ready = await app.request("/api/health/ready");
    expect(ready.status).toBe(503);
    expect(ready.headers.get("cache-control")).toBe("no-store");
    expect(await ready.json()).toEqual({
      success: false,
      code: "SERVICE_UNAVAILABLE",
      message: "Shutting down",
      data: { status: "not-ready", reason: "draining" },
    });
    // Still alive, and whatever the balancer sent before it noticed is answered.
    expect((await app.request("/api/health/live")).status).toBe(200);
    expect((await app.request("/api/health")).status).toBe(200);
    expect((await app.request("/trpc/assessments.rounds")).status).toBe(200);
  });
});

describe("readiness without the database", () => {
  it("is not ready, and still alive", async () => {
    const [pglite] = testDatabases();
    if (!pglite) throw new Error("no test database");
    const database = await pglite.open();
    await database.close();
    const app = testApp(database);
    const ready = await app.request("/api/health/ready");
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({
      success: false,
      code: "SERVICE_UNAVAILABLE",
      message: "Database unavailable",
      data: { status: "not-ready", reason: "database" },
    });
    expect((await app.request("/api/health/live")).status).toBe(200);
  });
});
