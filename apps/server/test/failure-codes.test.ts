import { type Database, seed } from "@kairos/db";
import { testDatabases } from "@kairos/db/testing";
import { AUTH_MESSAGES, type FailureCode } from "@kairos/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../src/app";
import { jsonRequest, testApp } from "./helpers";
import { staffSession } from "./staff-session";
import { addSlots, applicationForm, openRegistration, uniqueEmail } from "./submission-forms";

// A program branches on a failure's `code`, never on its message (packages/shared
// failure-codes.ts): the REST envelope's `code` and tRPC's `data.failureCode` say the same for
// the same failure. Every REST answer here is also checked against the OpenAPI document
// (testApp), whose failure responses list their codes.

type RestFailure = { success: false; code: FailureCode; message: string };
type TrpcFailure = { error: { message: string; data: { failureCode: FailureCode } } };

describe.each(testDatabases())("failure codes on $name", ({ open }) => {
  let database: Database;
  let app: App;
  let moderator: Record<string, string>;

  const rest = async (path: string, init?: RequestInit) => {
    const res = await app.request(path, init);
    return { status: res.status, body: (await res.json()) as RestFailure };
  };
  const trpc = async (procedure: string, input: unknown, headers: Record<string, string> = {}) => {
    const res = await app.request(`/trpc/${procedure}`, jsonRequest("POST", input, headers));
    return { status: res.status, body: (await res.json()) as TrpcFailure };
  };
  const trpcQuery = async (procedure: string, headers: Record<string, string> = {}) => {
    const res = await app.request(`/trpc/${procedure}`, { headers });
    return { status: res.status, body: (await res.json()) as TrpcFailure };
  };
  const apply = (fields: Record<string, string>) =>
    rest("/api/trainings/apply", { method: "POST", body: applicationForm(fields) });

  beforeAll(async () => {
    database = await open();
    await seed(database.db, { demoSlots: false });
    await openRegistration(database, { spareSlot: false });
    app = testApp(database);
    moderator = await staffSession(database, app, {
      email: "codes-moderator@example.com",
      password: "codes-moderator-password",
      role: "moderator",
    });
  });
  afterAll(async () => {
    await database?.close();
  });

  it("tells a taken slot and an earlier application apart from other conflicts by code", async () => {
    const [single, roomy] = await addSlots(database, "round-3", [5, 6], 1);
    const first = await apply({ assessmentSlot: String(single?.id) });
    expect(first.status).toBe(201);
    const taken = await apply({ assessmentSlot: String(single?.id) });
    expect(taken).toMatchObject({ status: 409, body: { success: false, code: "SLOT_TAKEN" } });

    const email = uniqueEmail("twice");
    expect((await apply({ email, assessmentSlot: String(roomy?.id) })).status).toBe(201);
    const again = await apply({ email, assessmentSlot: String(roomy?.id) });
    expect(again).toMatchObject({ status: 409, body: { code: "ALREADY_APPLIED" } });
    // The spec's messages stay as they are; only the code is new.
    expect(again.body.message).toBe(
      "An application for this training course already exists with this email address.",
    );
  });

  it("gives each general kind of failure its code, the same on REST and tRPC", async () => {
    const invalid = await rest("/api/auth/login", jsonRequest("POST", { email: "nope" }));
    expect(invalid).toMatchObject({ status: 400, body: { code: "VALIDATION_FAILED" } });
    const invalidTrpc = await trpc("auth.login", { email: "nope" });
    expect(invalidTrpc.status).toBe(400);
    expect(invalidTrpc.body.error.data.failureCode).toBe("VALIDATION_FAILED");

    // A program that sent no credentials is told which to send, not to "log in again".
    const anonymous = await rest("/api/users");
    expect(anonymous).toMatchObject({ status: 401, body: { code: "UNAUTHENTICATED" } });
    expect(anonymous.body.message).toBe(AUTH_MESSAGES.noCredentials);
    expect(anonymous.body.message).toContain("Authorization: Bearer <key>");
    const anonymousTrpc = await trpcQuery("users.list");
    expect(anonymousTrpc.status).toBe(401);
    expect(anonymousTrpc.body.error.data.failureCode).toBe("UNAUTHENTICATED");

    const denied = await rest("/api/users", { headers: moderator });
    expect(denied).toMatchObject({ status: 403, body: { code: "FORBIDDEN" } });
    const deniedTrpc = await trpcQuery("users.list", moderator);
    expect(deniedTrpc.status).toBe(403);
    expect(deniedTrpc.body.error.data.failureCode).toBe("FORBIDDEN");

    const missing = await rest("/api/trainings/999999", { headers: moderator });
    expect(missing).toMatchObject({ status: 404, body: { code: "NOT_FOUND" } });
    const input = encodeURIComponent(JSON.stringify({ id: 999999 }));
    const missingTrpc = await trpcQuery(`applications.get?input=${input}`, moderator);
    expect(missingTrpc.status).toBe(404);
    expect(missingTrpc.body.error.data.failureCode).toBe("NOT_FOUND");
    const noRoute = await rest("/api/no-such-route");
    expect(noRoute).toMatchObject({ status: 404, body: { code: "NOT_FOUND" } });

    const text = await rest("/api/auth/login", {
      method: "POST",
      headers: { "Content-Type": "text/plain", Origin: "http://localhost" },
      body: "{}",
    });
    expect(text).toMatchObject({ status: 415, body: { code: "UNSUPPORTED_MEDIA_TYPE" } });
  });

  it("says SERVICE_UNAVAILABLE on both transports while the database is away", async () => {
    const own = await open();
    const away = testApp(own);
    await own.close();
    const res = await away.request("/api/trainings", { headers: moderator });
    expect(res.status).toBe(503);
    expect(((await res.json()) as RestFailure).code).toBe("SERVICE_UNAVAILABLE");
    const viaTrpc = await away.request("/trpc/assessments.rounds");
    expect(viaTrpc.status).toBe(503);
    const body = (await viaTrpc.json()) as TrpcFailure;
    expect(body.error.data.failureCode).toBe("SERVICE_UNAVAILABLE");
  });
});

describe.each(testDatabases())("a closed registration's code on $name", ({ open }) => {
  let database: Database;
  let app: App;
  beforeAll(async () => {
    database = await open();
    await seed(database.db, { demoSlots: false });
    app = testApp(database);
  });
  afterAll(async () => {
    await database?.close();
  });

  it("says REGISTRATION_CLOSED on both transports while the site takes no applications", async () => {
    // The seeded round is past: registration is closed (GAP-27).
    const email = uniqueEmail("closed");
    const closed = await app.request("/api/trainings/apply", {
      method: "POST",
      body: applicationForm({ email }),
    });
    expect(closed.status).toBe(409);
    const refusal = (await closed.json()) as RestFailure;
    expect(refusal.code).toBe("REGISTRATION_CLOSED");
    const code = await app.request(
      "/trpc/applicant.sendEmailCode",
      jsonRequest("POST", { email, trainingCourse: "round-3" }),
    );
    expect(code.status).toBe(409);
    const error = ((await code.json()) as TrpcFailure).error;
    expect(error.data.failureCode).toBe("REGISTRATION_CLOSED");
    expect(error.message).toBe(refusal.message);
  });
});
