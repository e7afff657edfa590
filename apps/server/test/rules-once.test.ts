import { assessmentBookings, assessmentSlots, type Database, seed } from "@kairos/db";
import { testDatabases } from "@kairos/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../src/app";
import { jsonRequest, testApp } from "./helpers";
import { staffSession } from "./staff-session";

// Decision 0003: each rule that both transports apply is kept once, below both, so that REST
// and tRPC answer the same: the id of a row (a well-formed id of no row, 3e9 included, is the
// resource's 404), and the booked slots' date filter (the spec's entry_date, one schema).

const INBOXES = [
  { procedures: "contactMessages", path: "/api/contact/messages", notFound: "Message not found" },
  {
    procedures: "interpreterRequests",
    path: "/api/interpreters/requests",
    notFound: "Request not found",
  },
  {
    procedures: "interpreterRegistrations",
    path: "/api/interpreters/registrations",
    notFound: "Registration not found",
  },
] as const;

describe.each(testDatabases())("rules kept once for both transports on $name", ({ open }) => {
  let database: Database;
  let app: App;
  let staff: Record<string, string>;

  beforeAll(async () => {
    database = await open();
    await seed(database.db, { demoSlots: false });
    app = testApp(database);
    staff = await staffSession(database, app, {
      email: "rules-once@example.com",
      password: "rules-once-password",
      role: "admin",
    });
  });
  afterAll(async () => {
    await database?.close();
  });

  type TrpcAnswer = {
    error?: { message: string; data: { code: string; httpStatus: number; fieldErrors: unknown } };
    result?: { data: unknown };
  };
  const trpcQuery = async (procedure: string, input: unknown) => {
    const qs = `?input=${encodeURIComponent(JSON.stringify(input))}`;
    const res = await app.request(`/trpc/${procedure}${qs}`, { headers: staff });
    return { status: res.status, body: (await res.json()) as TrpcAnswer };
  };
  const trpcMutation = async (procedure: string, input: unknown) => {
    const res = await app.request(`/trpc/${procedure}`, jsonRequest("POST", input, staff));
    return { status: res.status, body: (await res.json()) as TrpcAnswer };
  };

  it("answers an inbox id past a Postgres integer (3e9) with the same 404 on tRPC and REST", async () => {
    for (const inbox of INBOXES) {
      const rest = await app.request(`${inbox.path}/3000000000`, { headers: staff });
      expect(rest.status, inbox.path).toBe(404);
      expect(await rest.json()).toEqual({
        success: false,
        code: "NOT_FOUND",
        message: inbox.notFound,
      });

      const trpc = await trpcQuery(`${inbox.procedures}.get`, { id: 3e9 });
      expect(trpc.status, inbox.procedures).toBe(404);
      expect(trpc.body.error?.message).toBe(inbox.notFound);
      expect(trpc.body.error?.data.code).toBe("NOT_FOUND");

      // An id of no row within the range: the same answer on both.
      const unknown = await trpcQuery(`${inbox.procedures}.get`, { id: 999_999 });
      expect(unknown.status).toBe(404);
      expect(unknown.body.error?.message).toBe(inbox.notFound);

      // A state change names its item the same way.
      const restState = await app.request(
        `${inbox.path}/3000000000/state`,
        jsonRequest("PATCH", { state: "read" }, staff),
      );
      expect(restState.status).toBe(404);
      expect(await restState.json()).toEqual({
        success: false,
        code: "NOT_FOUND",
        message: inbox.notFound,
      });
      const trpcState = await trpcMutation(`${inbox.procedures}.setState`, {
        id: 3e9,
        state: "read",
      });
      expect(trpcState.status).toBe(404);
      expect(trpcState.body.error?.message).toBe(inbox.notFound);
    }
  });

  it("keeps a malformed tRPC id a 400 naming the field", async () => {
    for (const inbox of INBOXES) {
      for (const id of ["7", 1.5, 0, -1]) {
        const res = await trpcQuery(`${inbox.procedures}.get`, { id });
        expect(res.status, `${inbox.procedures} ${id}`).toBe(400);
        expect(res.body.error?.data.fieldErrors).toEqual({ id: inbox.notFound });
      }
    }
  });

  it("answers 0x10 and other ids that are not plain decimal in a REST inbox path with 404", async () => {
    for (const inbox of INBOXES) {
      for (const raw of ["0x10", "1e1", "007", "-0", "1.0"]) {
        const get = await app.request(`${inbox.path}/${raw}`, { headers: staff });
        expect(get.status, `${inbox.path}/${raw}`).toBe(404);
        expect(await get.json()).toEqual({
          success: false,
          code: "NOT_FOUND",
          message: inbox.notFound,
        });
        const patch = await app.request(
          `${inbox.path}/${raw}/state`,
          jsonRequest("PATCH", { state: "read" }, staff),
        );
        expect(patch.status, `${inbox.path}/${raw}/state`).toBe(404);
      }
    }
  });

  it("applies the same id rule to the other ids a call names", async () => {
    const application = await trpcQuery("applications.get", { id: 3e9 });
    expect(application.status).toBe(404);
    expect(application.body.error?.message).toBe("Application not found");
    const rest = await app.request("/api/trainings/3000000000", { headers: staff });
    expect(await rest.json()).toEqual({
      success: false,
      code: "NOT_FOUND",
      message: "Application not found",
    });

    const slot = await trpcQuery("assessments.checkAvailability", { slotId: 3e9 });
    expect(slot.status).toBe(404);
    expect(slot.body.error?.message).toBe("Time slot not found");
    const deleted = await trpcMutation("assessmentSlots.delete", { slotId: 3e9 });
    expect(deleted.status).toBe(404);
    expect(deleted.body.error?.message).toBe("Time slot not found");
  });

  describe("the booked slots' date filter: one schema, the spec's entry_date", () => {
    // 10:00 Egypt time on 2 January 2030.
    const day = "2030-01-02";
    beforeAll(async () => {
      const [slot] = await database.db
        .insert(assessmentSlots)
        .values({ roundId: "round-3", startsAt: new Date("2030-01-02T08:00:00Z"), bookedCount: 1 })
        .returning({ id: assessmentSlots.id });
      await database.db
        .insert(assessmentBookings)
        .values({ slotId: slot?.id ?? 0, roundId: "round-3", email: "booked@example.com" });
    });

    const restList = async (query: string) => {
      const res = await app.request(`/api/assessments/booked-slots/round-3${query}`, {
        headers: staff,
      });
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    };

    it("filters by entry_date over tRPC as over REST", async () => {
      for (const [date, count] of [
        [day, 1],
        ["2030-01-03", 0],
      ] as const) {
        const rest = await restList(`?entry_date=${date}`);
        const trpc = await trpcQuery("bookedSlots.list", { roundId: "round-3", entry_date: date });
        expect(rest.status, date).toBe(200);
        expect(trpc.status, date).toBe(200);
        const listed = trpc.body.result?.data as { booked_slots: unknown[] } | undefined;
        expect(listed).toEqual(rest.body.data);
        expect(listed?.booked_slots, date).toHaveLength(count);
      }
    });

    it("refuses an impossible entry_date on both with the same field and message", async () => {
      const notReal = "The date must be a real calendar date (YYYY-MM-DD)";
      const rest = await restList("?entry_date=2026-02-30");
      expect(rest.status).toBe(400);
      expect(rest.body).toEqual({
        success: false,
        code: "VALIDATION_FAILED",
        message: notReal,
        errors: { entry_date: notReal },
      });
      const trpc = await trpcQuery("bookedSlots.list", {
        roundId: "round-3",
        entry_date: "2026-02-30",
      });
      expect(trpc.status).toBe(400);
      expect(trpc.body.error?.data.fieldErrors).toEqual({ entry_date: notReal });
    });
  });
});
