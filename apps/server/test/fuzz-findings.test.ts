import { createSession, createUser } from "@kairos/api";
import { type Database, seed } from "@kairos/db";
import { testDatabases } from "@kairos/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../src/app";
import { testApp } from "./helpers";

// The 500s the fuzz test found, each pinned by the smallest request that caused it.

describe.each(testDatabases())("inputs the fuzzer found on $name", ({ open }) => {
  let database: Database;
  let app: App;
  let staff: Record<string, string>;

  beforeAll(async () => {
    database = await open();
    await seed(database.db, { demoSlots: false });
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

  it("answers a NUL byte in a path parameter with 400, not a database error", async () => {
    for (const [path, headers] of [
      ["/api/assessments/available-dates/%00", {}],
      ["/api/assessments/booked-slots/a%00b", staff],
    ] as const) {
      const res = await app.request(path, { headers });
      expect(res.status, path).toBe(400);
      expect(await res.json()).toEqual({
        success: false,
        message: "A value in the request is not valid",
      });
    }
  });

  it("answers a NUL byte in a tRPC input with BAD_REQUEST", async () => {
    const input = encodeURIComponent(JSON.stringify({ course: "\u0000" }));
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

  it("labels tRPC's answer to an unsupported content type as JSON", async () => {
    const res = await app.request("/trpc/contact.submit", {
      method: "POST",
      headers: { "Content-Type": "text/plain" },
      body: "{}",
    });
    expect(res.status).toBe(415);
    expect(res.headers.get("content-type")).toContain("application/json");
    expect(await res.json()).toMatchObject({ error: { data: { code: "UNSUPPORTED_MEDIA_TYPE" } } });
  });
});
