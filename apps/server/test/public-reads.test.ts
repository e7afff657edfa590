import {
  assessmentBookings,
  type Database,
  openDatabase,
  rounds as roundsTable,
  seed,
} from "@kairos/db";
import { testDatabases } from "@kairos/db/testing";
import { EGYPT_TIME_ZONE, toZonedParts } from "@kairos/shared";
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../src/app";
import { faultyPglite, tcpProxy } from "./db-faults";
import { jsonRequest, testApp } from "./helpers";
import { staffSession } from "./staff-session";
import { applicationForm, openRegistration, uniqueEmail } from "./submission-forms";

// The public reads (available dates, rounds, health) are kept in memory for a moment. What a
// caller sees: this process's own writes show at once, on the very next read; nothing here
// waits for the cache to expire. Each check reads first, so that a stale copy would be there.

const ADMIN = { email: "public-reads-admin@example.com", password: "admin-password" };

/** YYYY-MM-DD of the Egypt-time day `days` from today. */
const egyptDay = (days: number) => {
  const today = toZonedParts(new Date(), EGYPT_TIME_ZONE).date;
  const d = new Date(`${today}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

describe.each(testDatabases())("public reads on $name", ({ open }) => {
  let database: Database;
  let app: App;
  let admin: Record<string, string>;

  beforeAll(async () => {
    database = await open();
    await seed(database.db, { demoSlots: false });
    await openRegistration(database, { spareSlot: false });
    app = testApp(database, { submissionLimit: 10_000 });
    admin = await staffSession(database, app, { ...ADMIN, role: "admin" });
  });
  afterAll(async () => {
    await database?.close();
  });

  const staff = async (method: string, path: string, body?: unknown) => {
    const res = await app.request(`/api${path}`, jsonRequest(method, body, admin));
    const json = (await res.json()) as { data: Record<string, unknown> };
    expect(res.status, `${method} ${path}: ${JSON.stringify(json)}`).toBeLessThan(300);
    return json.data;
  };
  /** The dates of round-3, by REST and by tRPC (both read the same cache): they must agree. */
  const dates = async () => {
    const rest = await app.request("/api/assessments/available-dates/round-3");
    expect(rest.status).toBe(200);
    const fromRest = ((await rest.json()) as { data: { available_dates: string[] } }).data
      .available_dates;
    const input = encodeURIComponent(JSON.stringify({ roundId: "round-3" }));
    const trpc = await app.request(`/trpc/assessments.availableDates?input=${input}`);
    expect(trpc.status).toBe(200);
    expect(((await trpc.json()) as { result: { data: string[] } }).result.data).toEqual(fromRest);
    return fromRest;
  };
  const rounds = async () => {
    const res = await app.request("/trpc/assessments.rounds");
    expect(res.status).toBe(200);
    return ((await res.json()) as { result: { data: { id: string; status: string }[] } }).result
      .data;
  };
  const createSlot = async (days: number, capacity = 1) => {
    await staff("POST", "/assessments/slots", {
      mode: "single",
      roundId: "round-3",
      date: egyptDay(days),
      time: "10:00",
      capacity,
    });
    const { slots } = (await staff("GET", "/assessments/slots?round=round-3")) as {
      slots: { id: number; date: string }[];
    };
    const slot = slots.find((s) => s.date === egyptDay(days));
    if (!slot) throw new Error(`no slot on ${egyptDay(days)}`);
    return slot.id;
  };
  const apply = async (slotId: number, email = uniqueEmail("public-reads")) => {
    const res = await app.request("/api/trainings/apply", {
      method: "POST",
      body: applicationForm({ email, assessmentSlot: String(slotId) }),
    });
    expect(res.status).toBe(201);
    return {
      email,
      id: ((await res.json()) as { data: { application: { id: number } } }).data.application.id,
    };
  };
  const activeBookingOf = async (applicationId: number) => {
    const [booking] = await database.db
      .select()
      .from(assessmentBookings)
      .where(eq(assessmentBookings.applicationId, applicationId))
      .orderBy(desc(assessmentBookings.id));
    if (!booking) throw new Error("no booking");
    return booking.id;
  };

  it("shows a slot's date at once after each booking change, slot change and round change", async () => {
    const first = egyptDay(40);
    const second = egyptDay(41);
    expect(await dates()).not.toContain(first);

    const slotA = await createSlot(40);
    expect(await dates()).toContain(first);

    // The only place is booked: the date goes; the booking is cancelled: it is back.
    const applicant = await apply(slotA);
    expect(await dates()).not.toContain(first);
    await staff("POST", `/assessments/bookings/${await activeBookingOf(applicant.id)}/cancel`);
    expect(await dates()).toContain(first);

    // Booked again through POST /book (staff only), then moved to a new slot on the next day.
    await staff("POST", `/assessments/book/${slotA}`, { email: applicant.email });
    expect(await dates()).not.toContain(first);
    const slotB = await createSlot(41);
    expect(await dates()).toContain(second);
    await staff("POST", `/assessments/bookings/${await activeBookingOf(applicant.id)}/move`, {
      toSlotId: slotB,
    });
    expect(await dates()).toContain(first);
    expect(await dates()).not.toContain(second);

    // Rejecting the application frees its place; deleting another one frees its place too.
    await staff("PATCH", `/trainings/${applicant.id}/status`, {
      status: "rejected",
      notify: false,
    });
    expect(await dates()).toContain(second);
    const other = await apply(slotA);
    expect(await dates()).not.toContain(first);
    await staff("DELETE", `/trainings/${other.id}`);
    expect(await dates()).toContain(first);

    // A full slot given more room, a free slot deleted.
    await apply(slotA);
    expect(await dates()).not.toContain(first);
    await staff("PATCH", `/assessments/slots/${slotA}`, { capacity: 2, callLink: "" });
    expect(await dates()).toContain(first);
    await staff("DELETE", `/assessments/slots/${slotB}`);
    expect(await dates()).not.toContain(second);

    // A closed round offers no dates, and the public round list says so; reopened, both return.
    const { round } = (await staff("GET", "/rounds/round-3")) as {
      round: { name: string; startDate: string; endDate: string; status: string };
    };
    const change = (status: string) =>
      staff("PATCH", "/rounds/round-3", {
        name: round.name,
        startDate: round.startDate,
        endDate: round.endDate,
        status,
      });
    expect((await rounds()).find((r) => r.id === "round-3")?.status).toBe("open");
    await change("closed");
    expect(await dates()).toEqual([]);
    expect((await rounds()).find((r) => r.id === "round-3")?.status).toBe("closed");
    await change("open");
    expect(await dates()).toContain(first);
    expect((await rounds()).find((r) => r.id === "round-3")?.status).toBe("open");
  });

  it("lists a new round at once", async () => {
    expect((await rounds()).map((r) => r.id)).not.toContain("round-77");
    const created = await app.request(
      "/trpc/rounds.create",
      jsonRequest(
        "POST",
        { id: "round-77", name: "Round 77", startDate: null, endDate: null, status: "closed" },
        admin,
      ),
    );
    expect(created.status).toBe(200);
    expect((await rounds()).map((r) => r.id)).toContain("round-77");
  });

  it("does not keep a failed read (an unknown round)", async () => {
    expect((await app.request("/api/assessments/available-dates/round-78")).status).toBe(404);
    // Written behind the services' back: nothing clears the cache, yet the round is found.
    await database.db
      .insert(roundsTable)
      .values({ id: "round-78", name: "Round 78", status: "closed" });
    const res = await app.request("/api/assessments/available-dates/round-78");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, data: { available_dates: [] } });
  });

  it("answers a public tRPC batch again exactly as tRPC built it", async () => {
    const input = encodeURIComponent(JSON.stringify({ 1: { roundId: "round-3" } }));
    const url = `/trpc/assessments.rounds,assessments.availableDates?batch=1&input=${input}`;
    const first = await app.request(url);
    const again = await app.request(url);
    for (const res of [first, again]) {
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("application/json");
      expect(res.headers.get("vary")).toBe("trpc-accept, accept");
    }
    const body = await first.text();
    expect(await again.text()).toBe(body);
    const [roundsAnswer, datesAnswer] = JSON.parse(body) as { result: { data: unknown } }[];
    expect(roundsAnswer?.result.data).toEqual(await rounds());
    expect(datesAnswer?.result.data).toEqual(await dates());
  });

  it("keeps no tRPC answer that depends on the caller or failed", async () => {
    // A query of the session: each caller gets their own.
    const me = async (headers?: Record<string, string>) =>
      (
        (await (await app.request("/trpc/auth.me", { headers })).json()) as {
          result: { data: { email: string } | null };
        }
      ).result.data;
    expect(await me()).toBeNull();
    expect((await me(admin))?.email).toBe(ADMIN.email);
    expect(await me()).toBeNull();

    const input = encodeURIComponent(JSON.stringify({ roundId: "round-79" }));
    const url = `/trpc/assessments.availableDates?input=${input}`;
    expect((await app.request(url)).status).toBe(404);
    await database.db
      .insert(roundsTable)
      .values({ id: "round-79", name: "Round 79", status: "closed" });
    const found = await app.request(url);
    expect(found.status).toBe(200);
    expect(((await found.json()) as { result: { data: string[] } }).result.data).toEqual([]);
  });
});

describe.each(testDatabases())("health while the database goes on $name", ({ name, open }) => {
  let direct: Database;
  let appDatabase: Database;
  let outage: { stop(): Promise<void>; start(): Promise<void> };
  let app: App;

  beforeAll(async () => {
    direct = await open();
    await seed(direct.db, { demoSlots: false });
    if (name === "pglite") {
      appDatabase = direct;
      const faulty = faultyPglite(direct);
      outage = { stop: async () => faulty.down(), start: async () => faulty.up() };
    } else {
      const url = new URL(direct.location ?? "");
      const proxy = await tcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
      url.port = String(proxy.port);
      appDatabase = await openDatabase({ url: url.toString(), maxConnections: 2 });
      outage = { stop: proxy.stop, start: proxy.start };
    }
    app = testApp(appDatabase);
  });
  afterAll(async () => {
    if (appDatabase && appDatabase !== direct) await appDatabase.close();
    await direct?.close();
  });

  it("reports the database down as soon as a request has found it down, and up again", async () => {
    expect((await app.request("/api/health")).status).toBe(200);
    await outage.stop();
    try {
      // Not a cached read: it needs the database.
      const slots = await app.request("/api/assessments/available-slots/round-3/2030-01-01");
      expect(slots.status).toBe(503);
      const health = await app.request("/api/health");
      expect(health.status).toBe(503);
      expect(await health.json()).toMatchObject({ data: { database: "down" } });
      // A failed check is not kept: it stays down while the database is down.
      expect((await app.request("/api/health")).status).toBe(503);
    } finally {
      await outage.start();
    }
    expect((await app.request("/api/health")).status).toBe(200);
  });
});
