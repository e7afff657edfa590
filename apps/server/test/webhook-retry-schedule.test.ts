import { type ApiDeps, deliverDueWebhooks, stopWebhookRetries } from "@kairos/api";
import { type Database, seed, webhookDeliveries } from "@kairos/db";
import { testDatabases } from "@kairos/db/testing";
import { beforeAll, describe, expect, it } from "vitest";
import type { App } from "../src/app";
import { callJson, jsonRequest, testApp, testDeps } from "./helpers";
import { staffSession } from "./staff-session";
import { contactMessage } from "./submission-forms";
import { receiver, until } from "./webhook-receiver";

// The retry schedule as a receiver sees it: a try answered 500 is tried again 10 s later (the
// first delay of 10 s, 1 min, 5 min, 30 min, 2 h, 6 h, 12 h, 24 h), not at the scheduler's next
// minute; and of several processes that find a try due at once, one sends it.

/** The documented first delay and the tolerance the contract allows around it. */
const FIRST_DELAY_MS = 10_000;
const TOLERANCE_MS = 2_000;

describe.each(testDatabases())("webhook retries on schedule on $name", ({ open }) => {
  let database: Database;
  let deps: ApiDeps;
  let app: App;
  let hooks: Awaited<ReturnType<typeof receiver>>;
  const webhookConfig = { allowHttp: true, timeoutMs: 2000, trustedNetworks: ["127.0.0.1/32"] };

  const contact = (name: string) =>
    app.request(
      "/api/contact/submit",
      jsonRequest("POST", contactMessage({ name, email: "sender@example.com" })),
    );
  const deliveryOf = async (name: string) =>
    (await database.db.select().from(webhookDeliveries)).find((d) =>
      JSON.stringify(d.payload).includes(name),
    );
  const triesOf = (name: string) => hooks.received.filter((r) => r.body.includes(name));

  beforeAll(async () => {
    database = await open();
    await seed(database.db, { demoSlots: false });
    // One process (deps) serving requests, with no scheduler running: its timer alone retries.
    deps = { ...testDeps(database, { submissionLimit: 1000 }), webhooks: webhookConfig };
    app = testApp(database, {}, deps);
    const admin = await staffSession(database, app, {
      email: "retry-admin@example.com",
      password: "admin-password",
      role: "admin",
    });
    hooks = await receiver();
    const made = await callJson<{ data: unknown }>(app, "POST", "/api/webhooks", admin, {
      url: hooks.url,
      events: ["contact_message.received"],
    });
    expect(made.status).toBe(201);
    return async () => {
      stopWebhookRetries(deps);
      await hooks.close();
      await database.close();
    };
  });

  it("tries again 10 s after a 500 (within 2 s), and the 200 delivers it", async () => {
    hooks.answer([500, 200]);
    expect((await contact("Timed Retry")).status).toBe(201);
    await until(() => triesOf("Timed Retry").length === 2, FIRST_DELAY_MS + 2 * TOLERANCE_MS);
    const [first, second] = triesOf("Timed Retry");
    const measured = (second?.at ?? 0) - (first?.at ?? 0);
    console.info(`webhook retry measured after ${Math.round(measured)} ms`);
    expect(measured).toBeGreaterThanOrEqual(FIRST_DELAY_MS - TOLERANCE_MS);
    expect(measured).toBeLessThanOrEqual(FIRST_DELAY_MS + TOLERANCE_MS);
    await until(async () => (await deliveryOf("Timed Retry"))?.deliveredAt != null);
    expect(await deliveryOf("Timed Retry")).toMatchObject({
      attempts: 2,
      lastStatus: 200,
      nextAttemptAt: null,
    });
  }, 30_000);

  it("lets one of ten processes that find a try due at once send it", async () => {
    hooks.answer([500]);
    expect((await contact("Claimed Once")).status).toBe(201);
    await until(async () => (await deliveryOf("Claimed Once"))?.lastStatus === 500);
    // Ten other processes (deps of their own over the same database) at the due time together.
    const due = new Date(Date.now() + FIRST_DELAY_MS + 1000);
    const runs = await Promise.all(
      Array.from({ length: 10 }, () =>
        deliverDueWebhooks({ ...testDeps(database), webhooks: webhookConfig }, due),
      ),
    );
    expect(runs.reduce((sum, run) => sum + run.delivered, 0)).toBe(1);
    expect(triesOf("Claimed Once")).toHaveLength(2);
    expect(await deliveryOf("Claimed Once")).toMatchObject({ attempts: 2, lastStatus: 204 });
  });
});
