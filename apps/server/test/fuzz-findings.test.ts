import { createSession, createUser } from "@kairos/api";
import { type Database, seed } from "@kairos/db";
import { testDatabases } from "@kairos/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../src/app";
import { testApp } from "./helpers";
import { openRegistration } from "./submission-forms";

// The 500s the fuzz test found, each pinned by the smallest request that caused it.

describe.each(testDatabases())("inputs the fuzzer found on $name", ({ open }) => {
  let database: Database;
  let app: App;
  let staff: Record<string, string>;

  beforeAll(async () => {
    database = await open();
    await seed(database.db, { demoSlots: false });
    // Live (GAP-27): the application route reads its bodies instead of refusing them unread.
    await openRegistration(database);
    const admin = await createUser(database.db, {
      email: "findings@example.com",
      password: "findings-password",
      role: "admin",
    });
    staff = { Authorization: `Bearer ${(await createSession(database.db, admin.id)).token}` };
    app = testApp(database);
  });
  afterAll(async () => {
    await database?.close();
  });

  const trpcQuery = (procedure: string, input: unknown, headers: Record<string, string> = {}) =>
    app.request(`/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify(input))}`, {
      headers,
    });
  const fieldErrorsOf = async (res: Response) =>
    ((await res.json()) as { error: { data: { fieldErrors: unknown } } }).error.data.fieldErrors;

  it("answers a NUL byte in a path parameter with 400, not a database error", async () => {
    for (const [path, headers] of [
      ["/api/assessments/available-dates/%00", {}],
      ["/api/assessments/booked-slots/a%00b", staff],
    ] as const) {
      const res = await app.request(path, { headers });
      expect(res.status, path).toBe(400);
      expect(await res.json()).toEqual({
        success: false,
        code: "VALIDATION_FAILED",
        message: "A value in the request is not valid",
      });
    }
  });

  it("answers a NUL byte in a tRPC input with BAD_REQUEST", async () => {
    const input = encodeURIComponent(JSON.stringify({ roundId: "\u0000" }));
    const res = await app.request(`/trpc/assessments.availableDates?input=${input}`);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { message: string; data: object } };
    expect(body.error.message).toBe("A value in the request is not valid");
    expect(body.error.data).not.toHaveProperty("stack");
  });

  it("answers a malformed multipart body with 400", async () => {
    for (const path of ["/api/trainings/apply", "/api/interpreters/registrations"]) {
      const res = await app.request(path, {
        method: "POST",
        headers: { "Content-Type": "multipart/form-data; boundary=X" },
        body: "garbage",
      });
      expect(res.status, path).toBe(400);
      expect(await res.json()).toEqual({
        success: false,
        code: "VALIDATION_FAILED",
        message: "The request body is not valid multipart/form-data",
      });
    }
  });

  it("answers a JSON null for a form with 400 'Invalid input'", async () => {
    const res = await app.request("/api/interpreters/request", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "null",
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ success: false, message: "Invalid input" });
  });

  it("refuses a NUL byte in the export's filters before the CSV starts", async () => {
    for (const path of ["/api/trainings/export/%00", "/api/trainings/export?q=a%00"]) {
      const res = await app.request(path, { headers: staff });
      expect(res.status, path).toBe(400);
      expect(await res.json()).toMatchObject({ success: false, message: "Invalid input" });
    }
  });

  it("exports a round named with line breaks under a safe file name", async () => {
    const res = await app.request("/api/trainings/export/a%0d%0ab", { headers: staff });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="a__b-applications-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
  });

  // Decision 0008: a well-formed but impossible date passed the YYYY-MM-DD pattern and failed
  // later, in Date() (2026-13-45: a RangeError) or in the database: a 500.
  it("answers an impossible date in a path, a query or a tRPC input with 400 and says why", async () => {
    const notReal = "The date must be a real calendar date (YYYY-MM-DD)";
    for (const date of ["2026-02-30", "2026-13-45", "2026-00-10", "9999-99-99"]) {
      const slots = await app.request(`/api/assessments/available-slots/round-3/${date}`);
      expect(slots.status, date).toBe(400);
      expect(await slots.json()).toEqual({
        success: false,
        code: "VALIDATION_FAILED",
        message: notReal,
      });
      const booked = await app.request(`/api/assessments/booked-slots/round-3?entry_date=${date}`, {
        headers: staff,
      });
      expect(booked.status, date).toBe(400);
      expect(await booked.json()).toEqual({
        success: false,
        code: "VALIDATION_FAILED",
        message: notReal,
        errors: { entry_date: notReal },
      });
      const trpcSlots = await trpcQuery("assessments.availableSlots", { roundId: "round-3", date });
      expect(trpcSlots.status, date).toBe(400);
      expect(await fieldErrorsOf(trpcSlots)).toEqual({ date: notReal });
      const trpcBooked = await trpcQuery(
        "bookedSlots.list",
        { roundId: "round-3", entry_date: date },
        staff,
      );
      expect(trpcBooked.status, date).toBe(400);
      expect(await fieldErrorsOf(trpcBooked)).toEqual({ entry_date: notReal });
    }
    // Not YYYY-MM-DD at all (one digit, a leading zero too many) keeps its own message.
    for (const date of ["2026-2-3", "02026-01-01"]) {
      const res = await app.request(`/api/assessments/available-slots/round-3/${date}`);
      expect(res.status, date).toBe(400);
      expect(await res.json()).toEqual({
        success: false,
        code: "VALIDATION_FAILED",
        message: "The date must be YYYY-MM-DD",
      });
    }
  });

  it("answers an impossible date of a new slot with the form's message", async () => {
    const single = { mode: "single", roundId: "round-3", time: "10:00", capacity: 1 };
    const rest = await app.request("/api/assessments/slots", {
      method: "POST",
      headers: { ...staff, "Content-Type": "application/json" },
      body: JSON.stringify({ ...single, date: "2026-13-45" }),
    });
    expect(rest.status).toBe(400);
    expect(await rest.json()).toEqual({
      success: false,
      code: "VALIDATION_FAILED",
      message: "Please choose a date",
      errors: { date: "Please choose a date" },
    });
    const trpc = await app.request("/trpc/assessmentSlots.create", {
      method: "POST",
      headers: { ...staff, "Content-Type": "application/json" },
      body: JSON.stringify({ ...single, date: "9999-99-99" }),
    });
    expect(trpc.status).toBe(400);
    expect(await fieldErrorsOf(trpc)).toEqual({ date: "Please choose a date" });
  });

  // Decision 0003: one id rule on both transports. A well-formed id past Postgres's integer names
  // no row: the same 404 and message as the REST path; a malformed one stays the field's 400.
  it("answers a tRPC id past Postgres's integer with the resource's 404, as REST does", async () => {
    for (const [procedure, input, message] of [
      ["applications.get", { id: 3e9 }, "Application not found"],
      ["interpreterRegistrations.get", { id: 2 ** 31 }, "Registration not found"],
      ["assessments.checkAvailability", { slotId: 3e9 }, "Time slot not found"],
    ] as const) {
      const res = await trpcQuery(procedure, input, staff);
      expect(res.status, procedure).toBe(404);
      const body = (await res.json()) as { error: { message: string } };
      expect(body.error.message, procedure).toBe(message);
    }
    const malformed = await trpcQuery("assessments.checkAvailability", { slotId: "-0" }, staff);
    expect(malformed.status).toBe(400);
    expect(await fieldErrorsOf(malformed)).toEqual({ slotId: "Time slot not found" });
  });

  it("answers a REST path id that is not plain decimal, or past Postgres's integer, with 404", async () => {
    for (const raw of ["0x10", "1e1", "007", "+1", "-0", "1.0", "3000000000", "2147483648"]) {
      for (const [path, message] of [
        [`/api/trainings/${raw}`, "Application not found"],
        [`/api/assessments/check-availability/${raw}`, "Time slot not found"],
        [`/api/assessments/slots/${raw}`, "Time slot not found"],
      ] as const) {
        const method = path.includes("/slots/") ? "DELETE" : "GET";
        const res = await app.request(path, { method, headers: staff });
        expect(res.status, path).toBe(404);
        expect(await res.json(), path).toEqual({ success: false, code: "NOT_FOUND", message });
      }
    }
  });

  it("labels tRPC's answer to an unsupported content type as JSON", async () => {
    const res = await app.request("/trpc/contactMessages.submit", {
      method: "POST",
      headers: { "Content-Type": "text/plain" },
      body: "{}",
    });
    expect(res.status).toBe(415);
    expect(res.headers.get("content-type")).toContain("application/json");
    expect(await res.json()).toMatchObject({ error: { data: { code: "UNSUPPORTED_MEDIA_TYPE" } } });
  });
});
