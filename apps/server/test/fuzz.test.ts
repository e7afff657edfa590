import { appRouter, createSession, createUser } from "@kairos/api";
import { type Database, seed } from "@kairos/db";
import { testDatabases } from "@kairos/db/testing";
import { REGISTRATION_FILES } from "@kairos/shared";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../src/app";
import { APPLICATION_FIELDS, REGISTRATION_FIELDS } from "./forms";
import {
  brokenMultipart,
  CONTENT_TYPES,
  FUZZ_RUNS,
  hostileValue,
  jsonBody,
  multipartBody,
  mutated,
  pathParam,
  queryString,
} from "./fuzz-inputs";
import { testApp } from "./helpers";
import { openRegistration } from "./submission-forms";

// Property: whatever a caller sends to any REST route or tRPC procedure, as a visitor or as an
// admin, the answer is never a 5xx, never leaks a stack or internals, and keeps its format.

interface RestFuzz {
  /** A valid JSON body to mutate one field of. */
  json?: Record<string, unknown>;
  /** A valid multipart form (text fields) and its file fields. */
  multipart?: { fields: Record<string, string>; files: string[] };
  /** A successful answer that is not the JSON envelope (a CSV export, a file, the OpenAPI document). */
  nonJsonSuccess?: boolean;
}

const CONTACT = {
  name: "Ann Lee",
  email: "a@b.co",
  subject: "Hello there",
  message: "Ten chars+ message",
};
const REQUEST = {
  fullName: "Ann Lee",
  email: "ann@example.com",
  countryCode: "US",
  phoneNumber: "+15551234567",
  sourceLanguage: "English",
  targetLanguage: "Arabic",
  serviceType: "phone",
};
const LOGIN = { email: "someone@example.com", password: "not-the-password" };
const STATE = { state: "read" };
const SLOT = { mode: "single", roundId: "round-3", date: "2030-01-01", time: "10:00", capacity: 1 };

/** Every REST route of the app; the first test fails when a route is missing here. */
const EMAIL_CODE_REQUEST = { email: "a@b.co", trainingCourse: "round-3" };

/** A payment as the ledger takes it (rest/payments.ts). */
const LEDGER_ENTRY = {
  kind: "payment",
  amount: 100,
  currency: "EGP",
  receivedOn: "2026-01-05",
  method: "cash",
  requestId: "fuzz-1",
};

const REST_ROUTES: Record<string, RestFuzz> = {
  "GET /api/health": {},
  "GET /api/health/live": {},
  "GET /api/health/ready": {},
  "GET /api/openapi.json": { nonJsonSuccess: true },
  "POST /api/events": { json: { type: "pageview", path: "/" } },
  "GET /api/geo": {},
  "POST /api/auth/login": { json: LOGIN },
  "GET /api/auth/profile": {},
  "POST /api/auth/password": {
    json: { currentPassword: "not-the-password", newPassword: "quiet-harbor-violet" },
  },
  "POST /api/auth/logout": {},
  "GET /api/auth/invitations/:token": {},
  "POST /api/auth/invitations/:token": { json: { password: "a-good-password" } },
  "GET /api/users/me": {},
  "GET /api/users": {},
  "POST /api/users": {
    json: { email: "new@example.com", password: "long-password-1", role: "moderator" },
  },
  "PUT /api/users/:id": { json: { role: "moderator", active: true } },
  "POST /api/users/:id/invitation": {},
  "GET /api/keys": {},
  "POST /api/keys": { json: { name: "CRM", scopes: ["applications:read"] } },
  "DELETE /api/keys/:id": {},
  "GET /api/webhooks": {},
  "POST /api/webhooks": { json: { url: "https://hooks.example/kairos", events: ["booking.made"] } },
  "DELETE /api/webhooks/:id": {},
  "GET /api/webhooks/deliveries": {},
  "POST /api/webhooks/deliveries/:id/resend": {},
  "GET /api/settings": {},
  "PUT /api/settings": { json: { supportEmail: "help@example.com" } },
  "GET /api/rounds": {},
  "GET /api/rounds/:id": {},
  "PATCH /api/rounds/:id": { json: { status: "open" } },
  "POST /api/interpreters/registrations": {
    multipart: { fields: REGISTRATION_FIELDS, files: Object.keys(REGISTRATION_FILES) },
  },
  "GET /api/interpreters/registrations": {},
  "GET /api/interpreters/registrations/:id": {},
  "PATCH /api/interpreters/registrations/:id/state": { json: STATE },
  "PUT /api/interpreters/registrations/:id/hold": { json: { hold: true } },
  "POST /api/interpreters/request": { json: REQUEST },
  "GET /api/interpreters/requests": {},
  "GET /api/interpreters/requests/:id": {},
  "PATCH /api/interpreters/requests/:id/state": { json: STATE },
  "PUT /api/interpreters/requests/:id/hold": { json: { hold: true } },
  "POST /api/contact/submit": { json: CONTACT },
  "GET /api/contact/messages": {},
  "GET /api/contact/messages/:id": {},
  "PATCH /api/contact/messages/:id/state": { json: STATE },
  "PUT /api/contact/messages/:id/hold": { json: { hold: true } },
  "GET /api/assessments/available-dates/:course": {},
  "GET /api/assessments/available-slots/:course/:date": {},
  "GET /api/assessments/check-availability/:slotId": {},
  "GET /api/assessments/booked-slots": {},
  "GET /api/assessments/booked-slots/:round": {},
  "POST /api/assessments/book/:slotId": { json: { email: "a@b.co" } },
  "GET /api/assessments/slots": {},
  "POST /api/assessments/slots": { json: SLOT },
  "PATCH /api/assessments/slots/:id": { json: { capacity: 2 } },
  "DELETE /api/assessments/slots/:id": {},
  "POST /api/assessments/bookings/:id/move": { json: { slotId: 1 } },
  "POST /api/assessments/bookings/:id/cancel": {},
  "GET /api/trainings": {},
  "GET /api/trainings/export": { nonJsonSuccess: true },
  "GET /api/trainings/export/:round": { nonJsonSuccess: true },
  "GET /api/trainings/email/:email": {},
  "GET /api/trainings/:id": {},
  "PATCH /api/trainings/:id/status": { json: { status: "accepted" } },
  "PATCH /api/trainings/status": { json: { ids: [1], status: "accepted" } },
  "PATCH /api/trainings/:id/notes": { json: { notes: "ok" } },
  "PUT /api/trainings/:id/hold": { json: { hold: true } },
  "DELETE /api/trainings/:id": {},
  "GET /api/trainings/:id/payments": {},
  "POST /api/trainings/:id/payments": { json: LEDGER_ENTRY },
  "POST /api/trainings/:id/payments/:paymentId/correction": {
    json: { ...LEDGER_ENTRY, kind: undefined },
  },
  "POST /api/trainings/apply": {
    multipart: { fields: APPLICATION_FIELDS, files: ["paymentScreenshot"] },
  },
  "GET /api/files/:id": { nonJsonSuccess: true },
  "GET /api/access-log": {},
  "GET /api/access-log/export": { nonJsonSuccess: true },
  "POST /api/trainings/:id/link": {},
  "DELETE /api/trainings/:id/link": {},
  "POST /api/trainings/:id/withdrawal": {},
  "POST /api/application/find": { json: { email: "a@b.co" } },
  "POST /api/waitlist": { json: { email: "a@b.co" } },
  "GET /api/waitlist": {},
  "POST /api/application/email-code": { json: EMAIL_CODE_REQUEST },
  "POST /api/application/email-code/verify": { json: { ...EMAIL_CODE_REQUEST, code: "123456" } },
  "GET /api/application/:token": {},
  "GET /api/application/:token/slots": {},
  "GET /api/application/:token/payments": {},
  "GET /api/application/:token/receipts/:receiptId": { nonJsonSuccess: true },
  "POST /api/application/:token/reschedule": { json: { slotId: 1 } },
  "POST /api/application/:token/cancel": {},
  "POST /api/application/:token/book": { json: { slotId: 1 } },
  "POST /api/application/:token/notify-slots": {},
  "POST /api/application/:token/withdrawal": {},
  "POST /api/application/:token/payment-screenshot": {
    multipart: { fields: {}, files: ["paymentScreenshot"] },
  },
  "POST /api/application/:token/installment-proof": {
    multipart: { fields: {}, files: ["paymentScreenshot"] },
  },
  "GET /api/payments/to-check": {},
  "GET /api/application/:token/data": { nonJsonSuccess: true },
  "POST /api/application/:token/erasure": {},
  "POST /api/privacy-requests": { json: { email: "a@b.co", wants: "copy" } },
  "POST /api/privacy-requests/verify": { json: { token: "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa" } },
  "GET /api/privacy-requests": {},
  "POST /api/privacy-requests/:id/decision": { json: { action: "refuse", reason: "Not ours" } },
};

/** Valid inputs of some procedures, to mutate one field of. */
const PROCEDURE_SAMPLES: Record<string, Record<string, unknown>> = {
  "payments.record": { ...LEDGER_ENTRY, id: 1 },
  "payments.correct": { ...LEDGER_ENTRY, kind: undefined, id: 1, entryId: 1 },
  "analytics.record": { type: "pageview", path: "/" },
  "auth.login": LOGIN,
  "auth.acceptInvitation": {
    token: "aaaaaaaaaaaaaaaaaaaa.bbbbbbbbbbbbbbbbbbbb",
    password: "a-good-password",
  },
  "auth.changePassword": {
    currentPassword: "not-the-password",
    newPassword: "quiet-harbor-violet",
  },
  "users.create": { email: "invited@example.com", role: "moderator" },
  "contactMessages.submit": CONTACT,
  "interpreterRequests.submit": REQUEST,
  "applications.list": { page: 1, limit: 10 },
  "apiKeys.create": { name: "CRM", scopes: ["applications:read"] },
  "webhooks.create": { url: "https://hooks.example/kairos", events: ["booking.made"] },
  "applications.changeStatus": { id: 1, status: "accepted" },
  "applications.changeStatuses": { ids: [1], status: "accepted" },
  "applications.changeNotes": { id: 1, notes: "ok" },
  "contactMessages.setState": { id: 1, state: "read" },
  "assessments.availableSlots": { roundId: "round-3", date: "2030-01-01" },
  "assessmentSlots.create": SLOT,
  "assessments.checkAvailability": { slotId: 1 },
  "applications.get": { id: 1 },
  "bookedSlots.list": { roundId: "round-3", entryDate: "2030-01-01", page: 1 },
  "interpreterRegistrations.get": { id: 1 },
  "analytics.funnel": { days: 30 },
  "applicant.find": { email: "a@b.co" },
  "waitlist.join": { email: "a@b.co" },
  "waitlist.list": { page: 1, limit: 20 },
  "privacyRequests.submit": { email: "a@b.co", wants: "copy" },
  "privacyRequests.decide": { id: 1, decision: { action: "refuse", reason: "Not ours" } },
  "accessLog.list": { page: 1, limit: 25, action: "file-opened" },
  "applicant.sendEmailCode": EMAIL_CODE_REQUEST,
  "applicant.verifyEmailCode": { ...EMAIL_CODE_REQUEST, code: "123456" },
  "applicant.reschedule": { token: "aaaaaaaaaaaaaaaaaaaa.bbbbbbbbbbbbbbbbbbbb", slotId: 1 },
};

// What a response must never show, unless the caller sent that text itself (a 404 names the path).
const LEAKS = [
  /\n\s+at \S/,
  /\bat \S+ \(.*:\d+:\d+\)/,
  /node_modules/i,
  /\/work\//,
  /\/tmp\//,
  /\bselect\b.*\bfrom\b/i,
  /\binsert into\b/i,
  /postgres/i,
  /pglite/i,
  /drizzle/i,
  /\w*Error:/,
  /ECONN\w+/,
];

function assertNoLeak(text: string, sent: string) {
  for (const pattern of LEAKS) {
    const match = text.match(pattern)?.[0];
    if (match && !sent.toLowerCase().includes(match.toLowerCase())) {
      throw new Error(`leaked ${pattern}: ${text.slice(0, 500)}`);
    }
  }
}

const decoded = (s: string) => {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
};

interface FuzzRequest {
  url: string;
  init: RequestInit & { headers: Record<string, string> };
  /** All the text the caller sent, for the leak check. */
  sent: string;
}

const asStaff = (token: string) => (init: FuzzRequest["init"]) => ({
  ...init,
  headers: { ...init.headers, Authorization: `Bearer ${token}` },
});

/** Valid values of path parameters, so that a hostile one beside them reaches its own check. */
const VALID_PARAMS: Record<string, string> = {
  ":course": "round-3",
  ":round": "round-3",
  // Well formed, of no link: the route's own refusal (404) is what a hostile rest meets.
  ":token": "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb",
};

function restRequest(method: string, path: string, spec: RestFuzz): fc.Arbitrary<FuzzRequest> {
  const params = path.match(/:\w+/g) ?? [];
  const paramValues = params.map((p) => {
    const valid = VALID_PARAMS[p];
    return valid ? fc.oneof(pathParam, fc.constant(valid)) : pathParam;
  });
  const url = fc.tuple(fc.tuple(...paramValues), queryString).map(([values, query]) => {
    let filled = path;
    values.forEach((v, i) => {
      filled = filled.replace(params[i] as string, v || "x");
    });
    return query ? `${filled}?${query}` : filled;
  });
  const body: fc.Arbitrary<{
    headers: Record<string, string>;
    body?: RequestInit["body"];
    sent: string;
  }> =
    method === "GET"
      ? fc.constant({ headers: {}, sent: "" })
      : fc.oneof(
          fc
            .tuple(jsonBody(spec.json), fc.constantFrom(...CONTENT_TYPES), fc.nat(9))
            .map(([text, type, pick]) => ({
              // Mostly the right type, so the body reaches the parser.
              headers: { "Content-Type": pick < 7 ? "application/json" : type },
              body: text,
              sent: text,
            })),
          brokenMultipart.map((b) => ({
            headers: { "Content-Type": b.type },
            body: b.body,
            sent: b.body,
          })),
          ...(spec.multipart
            ? [
                multipartBody(spec.multipart.fields, spec.multipart.files).map((form) => ({
                  headers: {} as Record<string, string>,
                  body: form,
                  sent: [...form.values()]
                    .map((v) => (typeof v === "string" ? v : v.name))
                    .join(" "),
                })),
              ]
            : []),
        );
  return fc.tuple(url, body).map(([u, b]) => ({
    url: u,
    init: { method, headers: b.headers, body: b.body },
    sent: `${u} ${decoded(u)} ${b.sent}`,
  }));
}

function trpcRequest(path: string, type: string): fc.Arbitrary<FuzzRequest> {
  const sample = PROCEDURE_SAMPLES[path];
  const input = sample ? fc.oneof(hostileValue, mutated(sample)) : hostileValue;
  const encoded = fc.oneof(
    { weight: 5, arbitrary: input.map((v) => JSON.stringify(v) ?? "") },
    {
      weight: 1,
      arbitrary: fc.constantFrom("{", "%%%", "undefined", '{"__proto__":{"polluted":1}}'),
    },
  );
  if (type === "query") {
    return fc.tuple(encoded, fc.boolean()).map(([text, batch]) => {
      const url = batch
        ? `/trpc/${path}?batch=1&input=${encodeURIComponent(`{"0":${text || "null"}}`)}`
        : `/trpc/${path}?input=${encodeURIComponent(text)}`;
      return { url, init: { method: "GET", headers: {} }, sent: `${url} ${text}` };
    });
  }
  return fc.tuple(jsonBody(sample), fc.boolean()).map(([text, wrongType]) => ({
    url: `/trpc/${path}`,
    init: {
      method: "POST",
      headers: { "Content-Type": wrongType ? "text/plain" : "application/json" },
      body: text,
    },
    sent: text,
  }));
}

async function checkRest(res: Response, request: FuzzRequest, spec: RestFuzz) {
  const text = await res.text();
  const context = `${request.init.method} ${request.url} -> ${res.status} ${text.slice(0, 300)}`;
  expect(res.status, context).toBeLessThan(500);
  assertNoLeak(text, request.sent);
  if (spec.nonJsonSuccess && res.ok) return;
  expect(res.headers.get("content-type"), context).toContain("application/json");
  const body = JSON.parse(text) as { success?: unknown; message?: unknown };
  if (res.ok) {
    expect(body.success, context).toBe(true);
  } else {
    expect(body.success, context).toBe(false);
    expect(typeof body.message, context).toBe("string");
  }
}

async function checkTrpc(res: Response, request: FuzzRequest) {
  const text = await res.text();
  const context = `${request.init.method} ${request.url} -> ${res.status} ${text.slice(0, 300)}`;
  expect(res.status, context).toBeLessThan(500);
  assertNoLeak(text, request.sent);
  expect(res.headers.get("content-type"), context).toContain("application/json");
  const parsed = JSON.parse(text) as unknown;
  for (const item of Array.isArray(parsed) ? parsed : [parsed]) {
    const { error } = item as { error?: { message?: unknown; data?: Record<string, unknown> } };
    if (!error) continue;
    expect(typeof error.message, context).toBe("string");
    expect(error.data, context).toBeDefined();
    expect(error.data, context).not.toHaveProperty("stack");
  }
}

const routeKey = (r: { method: string; path: string }) => `${r.method} ${r.path}`;

describe.each(testDatabases())("fuzzing every route and procedure on $name", ({ name, open }) => {
  let database: Database;
  let app: App;
  let adminId: string;
  let adminToken: string;
  // A fuzzed logout ends the session it carries: it gets a fresh one, the others share one.
  const staffToken = async (route: string) =>
    route.includes("logout") ? (await createSession(database.db, adminId)).token : adminToken;
  // The Postgres run repeats the PGlite one on a slower path: fewer runs suffice there.
  const numRuns = name === "postgres" ? Math.ceil(FUZZ_RUNS / 2) : FUZZ_RUNS;

  beforeAll(async () => {
    database = await open();
    await seed(database.db, { demoSlots: true });
    // Live (GAP-27): the application route reads its bodies instead of refusing them unread.
    await openRegistration(database, { spareSlot: false });
    const admin = await createUser(database.db, {
      email: "fuzz-admin@example.com",
      password: "fuzz-admin-password",
      role: "admin",
    });
    adminId = admin.id;
    adminToken = (await createSession(database.db, adminId)).token;
    app = testApp(database, { submissionLimit: 1_000_000 });
  });
  afterAll(async () => {
    await database?.close();
  });

  it("has a fuzz entry for every REST route of the app", () => {
    // The reference page's files (/api/docs) take no input.
    const isApi = (path: string) => path.startsWith("/api/") && !path.startsWith("/api/docs");
    const routes = new Set(
      app.routes.filter((r) => r.method !== "ALL" && isApi(r.path)).map(routeKey),
    );
    expect([...routes].sort()).toEqual(Object.keys(REST_ROUTES).sort());
  });

  it.each(Object.entries(REST_ROUTES))(
    "REST %s",
    async (route, spec) => {
      const [method, path] = route.split(" ") as [string, string];
      await fc.assert(
        fc.asyncProperty(restRequest(method, path, spec), fc.boolean(), async (request, staff) => {
          const init = staff ? asStaff(await staffToken(route))(request.init) : request.init;
          await checkRest(await app.request(request.url, init), request, spec);
        }),
        { numRuns },
      );
    },
    120_000,
  );

  it.each(
    Object.entries(appRouter._def.procedures).map(([path, procedure]) => [
      path,
      (procedure as unknown as { _def: { type: string } })._def.type,
    ]),
  )(
    "tRPC %s (%s)",
    async (path, type) => {
      await fc.assert(
        fc.asyncProperty(trpcRequest(path, type), fc.boolean(), async (request, staff) => {
          const init = staff ? asStaff(await staffToken(path))(request.init) : request.init;
          await checkTrpc(await app.request(request.url, init), request);
        }),
        { numRuns },
      );
    },
    120_000,
  );

  it("leaves Object.prototype unpolluted", () => {
    expect(Object.keys(Object.prototype)).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
