import { type ApiDeps, deliverDueWebhooks, stopWebhookRetries } from "@kairos/api";
import {
  applications,
  assessmentBookings,
  assessmentSlots,
  type Database,
  seed,
  webhookDeliveries,
} from "@kairos/db";
import { applicationRow, testDatabases } from "@kairos/db/testing";
import { WEBHOOK_EVENTS, WEBHOOK_MESSAGES } from "@kairos/shared";
import { eq, sql } from "drizzle-orm";
import type { OpenAPIV3_1 } from "openapi-types";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../src/app";
import { webhookFailure } from "./contract";
import { callJson, jsonRequest, testApp, testDeps } from "./helpers";
import { staffSession } from "./staff-session";
import {
  applicationForm,
  contactMessage,
  interpreterRequest,
  openRegistration,
} from "./submission-forms";
import { receiver as newReceiver, type Received, until } from "./webhook-receiver";

// Webhooks (decision 0013): an admin registers an endpoint for some events; each event reaches a
// real HTTP receiver started here, signed in the Standard Webhooks format, retried until it is
// answered 2xx, and kept in the database across a restart of the server.

/** The parts of `/api/webhooks` answers the tests read. */
interface Answer {
  secret: string;
  endpoint: { id: string };
  endpoints: Record<string, unknown>[];
  deliveries: { id: string }[];
}

/** Every receiver of this file: each delivery they got is checked against the document. */
const receivers: Awaited<ReturnType<typeof newReceiver>>[] = [];

async function receiver() {
  const made = await newReceiver();
  receivers.push(made);
  return made;
}

describe.each(testDatabases())("webhooks on $name", ({ open }) => {
  let database: Database;
  let deps: ApiDeps;
  let app: App;
  let admin: Record<string, string>;
  let hooks: Awaited<ReturnType<typeof receiver>>;
  let secret: string;
  let endpointId: string;

  const call = (method: string, path: string, headers: Record<string, string>, body?: unknown) =>
    callJson<{ message?: string; data: Answer }>(app, method, path, headers, body);
  const contact = (name: string) =>
    app.request(
      "/api/contact/submit",
      jsonRequest("POST", contactMessage({ name, email: "sender@example.com" })),
    );
  const deliveries = () => database.db.select().from(webhookDeliveries);
  /** One series of a Prometheus scrape of /metrics (0 when absent). */
  const metric = async (series: string) => {
    const token = "metrics-token-for-webhooks";
    const res = await testApp(database, { metricsToken: token }, deps).request("/metrics", {
      headers: { Authorization: `Bearer ${token}` },
    });
    const line = (await res.text()).split("\n").find((l) => l.startsWith(`${series} `));
    return line ? Number(line.slice(series.length + 1)) : 0;
  };
  /** The events received for the endpoint whose signing secret is `key`, verified with it. */
  const eventsFor = (key: string) =>
    hooks.received
      .map((r) => {
        try {
          return new Webhook(key).verify(r.body, r.headers) as {
            type: string;
            data: Record<string, Record<string, unknown>>;
          };
        } catch {
          return null; // another endpoint's delivery
        }
      })
      .filter((e) => e !== null);
  const verify = (r: Received) =>
    new Webhook(secret).verify(r.body, r.headers) as {
      type: string;
      data: Record<string, unknown>;
    };

  beforeAll(async () => {
    database = await open();
    await seed(database.db, { demoSlots: false });
    // Open for applications, for the event of one (the round's slots are added by the tests).
    await openRegistration(database, { spareSlot: false });
    deps = {
      ...testDeps(database, { submissionLimit: 1000 }),
      // The receiver runs here: this deployment trusts 127.0.0.1 (WEBHOOKS_TRUSTED_NETWORKS).
      webhooks: { allowHttp: true, timeoutMs: 2000, trustedNetworks: ["127.0.0.1/32"] },
    };
    app = testApp(database, {}, deps);
    admin = await staffSession(database, app, {
      email: "hooks-admin@example.com",
      password: "admin-password",
      role: "admin",
    });
    hooks = await receiver();
    const { status, body } = await call("POST", "/api/webhooks", admin, {
      url: hooks.url,
      events: ["contact_message.received", "application.status_changed"],
      description: "CRM",
    });
    expect(status).toBe(201);
    expect(body.message).toBe(WEBHOOK_MESSAGES.created);
    secret = body.data.secret;
    endpointId = body.data.endpoint.id;
  });
  afterAll(async () => {
    stopWebhookRetries(deps); // its timed retries end with the suite's database
    await hooks?.close();
    await database?.close();
  });

  it("registers an endpoint with a Standard Webhooks secret shown once; HTTPS unless allowed", async () => {
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    const list = await call("GET", "/api/webhooks", admin);
    expect(list.body.data.endpoints[0]).toMatchObject({
      url: hooks.url,
      events: ["contact_message.received", "application.status_changed"],
      description: "CRM",
      createdBy: "hooks-admin@example.com",
    });
    expect(JSON.stringify(list.body.data)).not.toContain(secret);
    // A deployment that does not allow plain HTTP refuses it, field by field.
    const strict = testApp(database, { submissionLimit: 1000 });
    const res = await strict.request(
      "/api/webhooks",
      jsonRequest("POST", { url: hooks.url, events: ["booking.made"] }, admin),
    );
    expect(res.status).toBe(400);
    expect(((await res.json()) as { errors: Record<string, string> }).errors.url).toBe(
      WEBHOOK_MESSAGES.url,
    );
    const bad = await call("POST", "/api/webhooks", admin, { url: "not a url", events: [] });
    expect(bad.status).toBe(400);
  });

  it("delivers a contact message, signed so that the Standard Webhooks algorithm verifies it", async () => {
    hooks.answer([204]);
    const before = hooks.received.length;
    expect((await contact("Webhook Reader")).status).toBe(201);
    await until(() => hooks.received.length > before);
    const got = hooks.received.at(-1) as Received;
    expect(got.headers["webhook-id"]).toMatch(/^msg_/);
    expect(got.headers["webhook-signature"]).toMatch(/^v1,/);
    const event = verify(got);
    expect(event.type).toBe("contact_message.received");
    expect(event.data).toMatchObject({ name: "Webhook Reader", email: "sender@example.com" });
    // A body changed on the way does not verify.
    expect(() =>
      new Webhook(secret).verify(got.body.replace("Reader", "Writer"), got.headers),
    ).toThrow();
  });

  it("retries a receiver that answers 500 three times and delivers on the fourth try", async () => {
    hooks.answer([500, 500, 500, 204]);
    const before = hooks.received.length;
    const failuresBefore = await metric("webhook_delivery_failures_total");
    const [row] = await database.db
      .insert(applications)
      .values(applicationRow({ fullName: "Hook Applicant", email: "hook@example.com" }))
      .returning({ id: applications.id });
    const change = await call("PATCH", `/api/trainings/${row?.id}/status`, admin, {
      status: "approved",
      notify: false,
    });
    expect(change.status).toBe(200);
    await until(() => hooks.received.length === before + 1);
    const pending = async () =>
      (await deliveries()).find((d) => d.event === "application.status_changed");
    await until(async () => (await pending())?.lastStatus === 500);
    let at = Date.now();
    for (const [attempt, delay] of [
      [2, 11],
      [3, 61],
      [4, 301],
    ] as const) {
      at += delay * 1000;
      await deliverDueWebhooks(deps, new Date(at));
      expect(hooks.received.length, `attempt ${attempt}`).toBe(before + attempt);
    }
    const delivered = await pending();
    expect(delivered).toMatchObject({ attempts: 4, lastStatus: 204, nextAttemptAt: null });
    // Prometheus sees the three failed tries.
    expect((await metric("webhook_delivery_failures_total")) - failuresBefore).toBe(3);
    expect(delivered?.deliveredAt).toBeInstanceOf(Date);
    // The same message four times: one id, each try signed and verifiable.
    const tries = hooks.received.slice(before);
    expect(new Set(tries.map((t) => t.headers["webhook-id"])).size).toBe(1);
    for (const t of tries)
      expect(verify(t)).toMatchObject({
        type: "application.status_changed",
        data: { application: { status: "approved", fromStatus: "pending" } },
      });
    // The console's list shows the last answer.
    const listed = await call("GET", `/api/webhooks/deliveries?endpoint=${endpointId}`, admin);
    expect(listed.body.data.deliveries.find((d) => d.id === delivered?.id)).toMatchObject({
      state: "delivered",
      attempts: 4,
      lastStatus: 204,
    });
  });

  it("keeps a delivery that could not go across a restart of the server, and sends it again on request", async () => {
    await hooks.close();
    const before = hooks.received.length;
    expect((await contact("Sent While Down")).status).toBe(201);
    const stored = async () =>
      (await deliveries()).find((d) => JSON.stringify(d.payload).includes("Sent While Down"));
    // The first try has ended (a claimed delivery has no answer yet either), without an answer.
    await until(async () => (await stored())?.lastAttemptAt != null);
    expect(await stored()).toMatchObject({ attempts: 1, lastStatus: null });
    expect((await stored())?.lastResponse).toBe(WEBHOOK_MESSAGES.unreachable);

    // "Restart": the receiver is back on a new port, the endpoint follows it, and a new server
    // process (new deps over the same database) finds the delivery due and sends it.
    hooks = await receiver();
    await database.db.execute(
      `update webhook_endpoints set url = '${hooks.url}' where id = '${endpointId}'`,
    );
    const restarted = {
      ...testDeps(database),
      webhooks: { allowHttp: true, trustedNetworks: ["127.0.0.1/32"] },
    };
    await deliverDueWebhooks(restarted, new Date(Date.now() + 11_000));
    expect(hooks.received.length).toBe(1);
    expect(verify(hooks.received[0] as Received).data).toMatchObject({ name: "Sent While Down" });
    expect(before).toBeGreaterThan(0);

    // "Send again" from the console: the same delivery once more.
    const id = (await stored())?.id as string;
    const again = await call("POST", `/api/webhooks/deliveries/${id}/resend`, admin);
    expect(again.status).toBe(202);
    await until(() => hooks.received.length === 2);
    expect(hooks.received[1]?.headers["webhook-id"]).toBe(`msg_${id}`);
  });

  it("sends the booking events: one made by staff, then cancelled", async () => {
    const made = await call("POST", "/api/webhooks", admin, {
      url: hooks.url,
      events: ["booking.made", "booking.cancelled"],
    });
    const bookingSecret = made.body.data.secret;
    const [slot] = await database.db
      .insert(assessmentSlots)
      .values({ roundId: "round-3", startsAt: new Date(Date.now() + 5 * 86_400_000) })
      .returning({ id: assessmentSlots.id });
    const [app3] = await database.db
      .insert(applications)
      .values(applicationRow({ fullName: "Booked Later", email: "booked@example.com" }))
      .returning({ id: applications.id });
    const events = () => eventsFor(bookingSecret);
    const book = await call("POST", `/api/assessments/book/${slot?.id}`, admin, {
      email: "booked@example.com",
    });
    expect(book.status).toBeLessThan(300);
    await until(() => events().some((e) => e.type === "booking.made"));
    expect(events().find((e) => e.type === "booking.made")?.data.booking).toMatchObject({
      applicationId: app3?.id,
      slotId: slot?.id,
      by: "staff",
    });
    const [booking] = await database.db
      .select({ id: assessmentBookings.id })
      .from(assessmentBookings)
      .where(eq(assessmentBookings.applicationId, app3?.id ?? 0));
    const cancel = await call("POST", `/api/assessments/bookings/${booking?.id}/cancel`, admin);
    expect(cancel.status).toBe(200);
    await until(() => events().some((e) => e.type === "booking.cancelled"));
    expect(events().find((e) => e.type === "booking.cancelled")?.data.booking).toMatchObject({
      applicationId: app3?.id,
      slotId: slot?.id,
      by: "staff",
    });
  });

  it("stores each event with the change it tells of: a change whose event cannot be stored is not made", async () => {
    const [row] = await database.db
      .insert(applications)
      .values(applicationRow({ fullName: "Atomic Change", email: "atomic@example.com" }))
      .returning({ id: applications.id });
    const before = (await deliveries()).length;
    // The deliveries table refuses every row, as a full disk or a broken index would.
    await database.db.execute(sql`create function refuse_delivery() returns trigger
      language plpgsql as $$ begin raise exception 'deliveries refused'; end $$`);
    await database.db.execute(sql`create trigger refuse_delivery before insert on
      webhook_deliveries for each row execute function refuse_delivery()`);
    try {
      const refused = await call("PATCH", `/api/trainings/${row?.id}/status`, admin, {
        status: "approved",
        notify: false,
      });
      expect(refused.status).toBe(500);
      // Nothing of it was stored: neither the status, nor its history, nor an event.
      const [stored] = await database.db
        .select({ status: applications.status })
        .from(applications)
        .where(eq(applications.id, row?.id ?? 0));
      expect(stored?.status).toBe("pending");
      const detail = await callJson<{ data: { history: unknown[] } }>(
        app,
        "GET",
        `/api/trainings/${row?.id}`,
        admin,
      );
      expect(detail.body.data.history).toEqual([]);
    } finally {
      await database.db.execute(sql`drop trigger refuse_delivery on webhook_deliveries`);
      await database.db.execute(sql`drop function refuse_delivery()`);
    }
    expect((await deliveries()).length).toBe(before);

    // Once the table takes rows again, the same change is made and told.
    const done = await call("PATCH", `/api/trainings/${row?.id}/status`, admin, {
      status: "approved",
      notify: false,
    });
    expect(done.status).toBe(200);
    await until(() =>
      eventsFor(secret).some(
        (e) => e.type === "application.status_changed" && e.data.application?.id === row?.id,
      ),
    );
  });

  it("tells of a booking that a rejection cancels", async () => {
    const made = await call("POST", "/api/webhooks", admin, {
      url: hooks.url,
      events: ["booking.cancelled"],
    });
    const cancelSecret = made.body.data.secret;
    const [slot] = await database.db
      .insert(assessmentSlots)
      .values({ roundId: "round-3", startsAt: new Date(Date.now() + 6 * 86_400_000) })
      .returning({ id: assessmentSlots.id });
    const [row] = await database.db
      .insert(applications)
      .values(applicationRow({ fullName: "Rejected Later", email: "rejected@example.com" }))
      .returning({ id: applications.id });
    const book = await call("POST", `/api/assessments/book/${slot?.id}`, admin, {
      email: "rejected@example.com",
    });
    expect(book.status).toBe(201);
    const reject = await call("PATCH", `/api/trainings/${row?.id}/status`, admin, {
      status: "rejected",
      notify: false,
    });
    expect(reject.status).toBe(200);
    const cancelled = () =>
      eventsFor(cancelSecret).find((e) => e.data.booking?.applicationId === row?.id);
    await until(() => cancelled() !== undefined);
    expect(cancelled()).toMatchObject({
      type: "booking.cancelled",
      data: { booking: { slotId: slot?.id, by: "staff" } },
    });
  });

  it("tells of a payment recorded, with what remains", async () => {
    const made = await call("POST", "/api/webhooks", admin, {
      url: hooks.url,
      events: ["payment.recorded"],
    });
    const paySecret = made.body.data.secret;
    const [row] = await database.db
      .insert(applications)
      .values(applicationRow({ fullName: "Paying Applicant", email: "paying@example.com" }))
      .returning();
    const paid = await call("POST", `/api/trainings/${row?.id}/payments`, admin, {
      kind: "payment",
      amount: 100,
      currency: row?.currency,
      receivedOn: "2026-01-05",
      method: "cash",
      requestId: "hook-1",
    });
    expect(paid.status).toBe(201);
    const recorded = () =>
      eventsFor(paySecret).find((e) => e.data.payment?.applicationId === row?.id);
    await until(() => recorded() !== undefined);
    expect(recorded()).toMatchObject({
      type: "payment.recorded",
      data: {
        payment: {
          amount: 100,
          currency: row?.currency,
          receivedOn: "2026-01-05",
          method: "cash",
          correctsId: null,
          outstanding: (row?.amountDue ?? 0) - 100,
        },
      },
    });
  });

  it("is managed by admins only; a removed endpoint gets nothing more", async () => {
    const moderator = await staffSession(database, app, {
      email: "hooks-mod@example.com",
      password: "moderator-password",
      role: "moderator",
    });
    expect((await call("GET", "/api/webhooks", moderator)).status).toBe(403);
    expect((await call("DELETE", `/api/webhooks/${endpointId}`, admin)).status).toBe(200);
    const count = hooks.received.length;
    expect((await contact("After Removal")).status).toBe(201);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(hooks.received.length).toBe(count);
    expect((await call("DELETE", `/api/webhooks/${endpointId}`, admin)).status).toBe(404);
  });

  it("sends an application, its booking moved and an interpreter request as well", async () => {
    const made = await call("POST", "/api/webhooks", admin, {
      url: hooks.url,
      events: ["application.submitted", "booking.moved", "interpreter_request.received"],
    });
    const events = () => eventsFor(made.body.data.secret);
    const [from, to] = await database.db
      .insert(assessmentSlots)
      .values(
        [6, 7].map((days) => ({
          roundId: "round-3",
          startsAt: new Date(Date.now() + days * 86_400_000),
        })),
      )
      .returning({ id: assessmentSlots.id });
    const applied = await app.request("/api/trainings/apply", {
      method: "POST",
      body: applicationForm({ fullName: "Moved Later", assessmentSlot: String(from?.id) }),
    });
    expect(applied.status, await applied.clone().text()).toBe(201);
    await until(() => events().some((e) => e.type === "application.submitted"));
    expect(
      events().find((e) => e.type === "application.submitted")?.data.application,
    ).toMatchObject({ fullName: "Moved Later", status: "pending" });
    const [booking] = await database.db
      .select({ id: assessmentBookings.id })
      .from(assessmentBookings)
      .innerJoin(applications, eq(applications.id, assessmentBookings.applicationId))
      .where(eq(applications.fullName, "Moved Later"));
    const moved = await call("POST", `/api/assessments/bookings/${booking?.id}/move`, admin, {
      toSlotId: to?.id,
    });
    expect(moved.status).toBe(200);
    await until(() => events().some((e) => e.type === "booking.moved"));
    expect(events().find((e) => e.type === "booking.moved")?.data.booking).toMatchObject({
      slotId: to?.id,
      fromSlotId: from?.id,
      by: "staff",
    });

    const request = interpreterRequest({
      organization: "City Clinic",
      additionalInfo: "A follow-up visit",
    });
    const asked = await app.request("/api/interpreters/request", jsonRequest("POST", request));
    expect(asked.status, await asked.clone().text()).toBe(201);
    await until(() => events().some((e) => e.type === "interpreter_request.received"));
  });

  it("tells of a withdrawal that staff record, with the booking it cancelled", async () => {
    const made = await call("POST", "/api/webhooks", admin, {
      url: hooks.url,
      events: ["application.withdrawn"],
    });
    const [row] = await database.db
      .insert(applications)
      .values(applicationRow({ fullName: "Withdrawn Later", email: "withdrawn@example.com" }))
      .returning({ id: applications.id });
    const withdrawn = await call("POST", `/api/trainings/${row?.id}/withdrawal`, admin);
    expect(withdrawn.status).toBe(200);
    const event = () =>
      eventsFor(made.body.data.secret).find((e) => e.type === "application.withdrawn");
    await until(() => event() !== undefined);
    expect(event()?.data.application).toMatchObject({
      id: row?.id,
      by: "staff",
      cancelledBooking: null,
    });
  });

  it("sends every delivery as the served document's webhooks describe it", async () => {
    // Every body and its headers, of every test above, against the event's schema.
    const doc = (await (await app.request("/api/openapi.json")).json()) as OpenAPIV3_1.Document;
    const allReceived = receivers.flatMap((r) => r.received);
    const types = new Set(allReceived.map((r) => (JSON.parse(r.body) as { type: string }).type));
    expect([...types].sort()).toEqual([...WEBHOOK_EVENTS].sort());
    for (const delivery of allReceived) expect(webhookFailure(doc, delivery)).toBeUndefined();
  });
});
