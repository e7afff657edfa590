import { randomUUID } from "node:crypto";
import {
  type ApiDeps,
  createUser,
  eraseRecord,
  holdRecord,
  listErasureLog,
  RECORD_HELD_MESSAGE,
  RecordHeldError,
  s3Storage,
} from "@kairos/api";
import {
  applicationHistory,
  applicationPayments,
  applications,
  assessmentBookings,
  type Database,
  mailOutbox,
  webhookDeliveries,
  webhookEndpoints,
} from "@kairos/db";
import { testDatabases } from "@kairos/db/testing";
import { ERASED_MARKER, type ErasableKind } from "@kairos/shared";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../src/app";
import { storedKeys } from "./forms";
import { jsonRequest, testApp, testDeps } from "./helpers";
import { startS3rver } from "./s3";
import { bearerOf, staffSession } from "./staff-session";
import {
  addSlots,
  applicationForm,
  contactMessage,
  interpreterRequest,
  registrationForm,
  uniqueEmail,
  withSeededDatabase,
} from "./submission-forms";

// Erasure (decision 0033) on both drivers, its files in a real S3 bucket (s3rver): what is
// erased leaves no file and no personal field in any text column of its row or of the rows
// hanging off it; a second erasure is a no-op; a held record is refused (409, RecordHeldError); the
// erasure log names who, when, what and which, never the data.

let s3: Awaited<ReturnType<typeof startS3rver>>;
beforeAll(async () => {
  s3 = await startS3rver();
});
afterAll(async () => {
  await s3?.stop();
});

const TABLE: Record<ErasableKind, string> = {
  application: "applications",
  interpreter_registration: "interpreter_registrations",
  interpreter_request: "interpreter_requests",
  contact_message: "contact_messages",
};

/** Every column of the row as text (JSON for arrays and documents): what must hold nothing personal. */
async function rowText(database: Database, kind: ErasableKind, id: number): Promise<string> {
  const rows = await database.db.execute(
    sql`select * from ${sql.identifier(TABLE[kind])} where id = ${id}`,
  );
  const list = (Array.isArray(rows) ? rows : (rows as { rows: unknown[] }).rows) as unknown[];
  expect(list).toHaveLength(1);
  return JSON.stringify(list[0]);
}

describe.each(testDatabases())("erasure on $name", ({ open }) => {
  const suite = withSeededDatabase(open);
  let app: App;
  let deps: ApiDeps;
  let slotId = 0;
  let userId = "";
  beforeAll(async () => {
    userId = (
      await createUser(suite.database.db, {
        email: "erasure-admin@example.com",
        password: "admin-password",
        role: "admin",
      })
    ).id;
    const storage = s3Storage({ ...s3.options, prefix: `${randomUUID()}/` });
    deps = testDeps(suite.database, { storage, submissionLimit: 1000 });
    app = testApp(suite.database, { storage, submissionLimit: 1000 });
    const [slot] = await addSlots(suite.database, "round-3", [5], 100);
    slotId = slot?.id ?? 0;
    await suite.database.db.insert(webhookEndpoints).values({
      url: "https://hooks.example/kairos",
      events: ["application.submitted", "contact_message.received", "interpreter_request.received"],
      secret: "whsec_dGVzdHRlc3R0ZXN0dGVzdHRlc3R0ZXN0",
    });
  });

  const created = async (res: Response) => {
    expect(res.status).toBe(201);
    const { data } = (await res.json()) as { data: { id?: number; application?: { id: number } } };
    return data.application?.id ?? data.id ?? 0;
  };

  async function applicationWithEverything(email: string) {
    const id = await created(
      await app.request("/api/trainings/apply", {
        method: "POST",
        body: applicationForm({ email, assessmentSlot: String(slotId) }),
      }),
    );
    // Staff's notes, a ledger entry's reference and note, and a history line naming the person.
    const db = suite.database.db;
    await db
      .update(applications)
      .set({ notes: "Called Layla on her mobile" })
      .where(eq(applications.id, id));
    await db.insert(applicationHistory).values({
      applicationId: id,
      event: "notes-changed",
      notes: "Called Layla on her mobile",
      detail: `Mail to ${email}`,
    });
    await db.insert(applicationPayments).values({
      applicationId: id,
      kind: "payment",
      amount: 100,
      currency: "EGP",
      receivedOn: "2026-01-05",
      method: "bank-transfer",
      reference: "TRX Layla Hassan 991",
      note: "Paid by Layla's brother",
      requestId: randomUUID(),
    });
    return id;
  }

  it("erases an application: no file in the bucket, no personal field, counts kept", async () => {
    const email = uniqueEmail("erase");
    const keysBefore = await storedKeys(deps.storage);
    const id = await applicationWithEverything(email);
    const keys = (await storedKeys(deps.storage)).filter((k) => !keysBefore.includes(k));
    expect(keys.length).toBeGreaterThan(0);
    const personal = [email, "Layla", "+201001234567", "Cairo", "TRX"];
    for (const value of personal.slice(0, 3)) {
      expect(await rowText(suite.database, "application", id)).toContain(value);
    }

    const result = await eraseRecord(deps, {
      kind: "application",
      id,
      by: { type: "retention" },
      reason: "retention: 24 months after the round ended",
    });
    expect(result).toEqual({ erased: true, alreadyErased: false, filesDeleted: keys.length });

    const row = await rowText(suite.database, "application", id);
    for (const value of personal) expect(row).not.toContain(value);
    expect(row).toContain(ERASED_MARKER);
    const db = suite.database.db;
    const history = JSON.stringify(
      await db.select().from(applicationHistory).where(eq(applicationHistory.applicationId, id)),
    );
    const payments = await db
      .select()
      .from(applicationPayments)
      .where(eq(applicationPayments.applicationId, id));
    const bookings = JSON.stringify(
      await db.select().from(assessmentBookings).where(eq(assessmentBookings.applicationId, id)),
    );
    const hooks = JSON.stringify(await db.select().from(webhookDeliveries));
    const mails = JSON.stringify(await db.select().from(mailOutbox));
    for (const text of [history, JSON.stringify(payments), bookings, hooks, mails]) {
      for (const value of personal) expect(text).not.toContain(value);
    }
    // The ledger's sums stay: the entry is kept, without its reference and note.
    expect(payments).toHaveLength(1);
    expect(payments[0]?.amount).toBe(100);
    // The files are gone from the bucket.
    const after = await storedKeys(deps.storage);
    for (const key of keys) expect(after).not.toContain(key);
    for (const key of keys) expect(await deps.storage.size(key)).toBeNull();

    const again = await eraseRecord(deps, {
      kind: "application",
      id,
      by: { type: "retention" },
      reason: "again",
    });
    expect(again).toEqual({ erased: false, alreadyErased: true, filesDeleted: 0 });
    const log = (await listErasureLog(suite.database.db)).filter(
      (e) => e.kind === "application" && e.recordId === id,
    );
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ byType: "retention", filesDeleted: keys.length });
    expect(JSON.stringify(log)).not.toContain(email);
  });

  it("erases a registration with its CV, a request and a message", async () => {
    const keysBefore = await storedKeys(deps.storage);
    const registration = await created(
      await app.request("/api/interpreters/registrations", {
        method: "POST",
        body: registrationForm({ email: "omar-erase@example.com" }),
      }),
    );
    const cv = (await storedKeys(deps.storage)).filter((k) => !keysBefore.includes(k));
    expect(cv.length).toBeGreaterThan(0);
    const request = await created(
      await app.request(
        "/api/interpreters/request",
        jsonRequest("POST", interpreterRequest({ email: "ann-erase@example.com", city: "Boston" })),
      ),
    );
    const message = await created(
      await app.request(
        "/api/contact/submit",
        jsonRequest("POST", contactMessage({ email: "ann-msg@example.com" })),
      ),
    );
    const cases: [ErasableKind, number, string[]][] = [
      [
        "interpreter_registration",
        registration,
        [
          "omar-erase@example.com",
          "Omar Said",
          "+201001234567",
          "Referee 1",
          "ref2@example.com",
          "help patients",
        ],
      ],
      [
        "interpreter_request",
        request,
        ["ann-erase@example.com", "Ann Lee", "+15551234567", "Boston"],
      ],
      ["contact_message", message, ["ann-msg@example.com", "Ann Lee", "Hello there", "Ten chars"]],
    ];
    for (const [kind, id, personal] of cases) {
      const before = await rowText(suite.database, kind, id);
      for (const value of personal) expect(before).toContain(value);
      const result = await eraseRecord(deps, {
        kind,
        id,
        by: { type: "staff", userId },
        reason: "the person asked",
      });
      expect(result.erased).toBe(true);
      const after = await rowText(suite.database, kind, id);
      for (const value of personal) expect(after).not.toContain(value);
    }
    // Their webhook bodies too (the request's and the message's both name Ann Lee).
    const hooks = JSON.stringify(await suite.database.db.select().from(webhookDeliveries));
    for (const [, , personal] of cases) {
      for (const value of personal) expect(hooks).not.toContain(value);
    }
    for (const key of cv) expect(await deps.storage.size(key)).toBeNull();
  });

  it("refuses a held record until it is released", async () => {
    const id = await created(
      await app.request(
        "/api/contact/submit",
        jsonRequest("POST", contactMessage({ email: "held@example.com" })),
      ),
    );
    const held = await holdRecord(suite.database.db, {
      kind: "contact_message",
      id,
      userId,
      hold: true,
    });
    expect(held.heldAt).not.toBeNull();
    const erase = () =>
      eraseRecord(deps, { kind: "contact_message", id, by: { type: "retention" }, reason: "r" });
    const refused = await erase().catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(RecordHeldError);
    expect((refused as RecordHeldError).status).toBe(409);
    expect((refused as RecordHeldError).message).toBe(RECORD_HELD_MESSAGE);
    expect(await rowText(suite.database, "contact_message", id)).toContain("held@example.com");
    await holdRecord(suite.database.db, { kind: "contact_message", id, userId, hold: false });
    expect((await erase()).erased).toBe(true);
  });

  it("shows staff an erased record as erased, with no personal field, and lets admins hold one", async () => {
    const admin = await bearerOf(app, {
      email: "erasure-admin@example.com",
      password: "admin-password",
    });
    const moderator = await staffSession(suite.database, app, {
      email: "erasure-moderator@example.com",
      password: "moderator-password",
      role: "moderator",
    });
    const email = uniqueEmail("listed");
    const appId = await created(
      await app.request("/api/trainings/apply", {
        method: "POST",
        body: applicationForm({ email, assessmentSlot: String(slotId) }),
      }),
    );
    const msgId = await created(
      await app.request(
        "/api/contact/submit",
        jsonRequest("POST", contactMessage({ email: "listed-msg@example.com" })),
      ),
    );
    // An admin holds the message over REST; a moderator may not.
    const put = (path: string, hold: boolean, headers: Record<string, string>) =>
      app.request(path, jsonRequest("PUT", { hold }, headers));
    expect((await put(`/api/contact/messages/${msgId}/hold`, true, moderator)).status).toBe(403);
    const held = await put(`/api/contact/messages/${msgId}/hold`, true, admin);
    expect(held.status).toBe(200);
    const heldBody = (await held.json()) as { data: { id: number; heldAt: string | null } };
    expect(heldBody.data).toMatchObject({ id: msgId, heldAt: expect.any(String) });
    await expect(
      eraseRecord(deps, {
        kind: "contact_message",
        id: msgId,
        by: { type: "retention" },
        reason: "r",
      }),
    ).rejects.toBeInstanceOf(RecordHeldError);
    expect((await put(`/api/contact/messages/${msgId}/hold`, false, admin)).status).toBe(200);

    for (const [kind, id] of [
      ["application", appId],
      ["contact_message", msgId],
    ] as const) {
      await eraseRecord(deps, { kind, id, by: { type: "staff", userId }, reason: "asked" });
    }
    const get = async <T>(path: string) => {
      const res = await app.request(path, { headers: admin });
      expect(res.status).toBe(200);
      return ((await res.json()) as { data: T }).data;
    };
    type Listed = Record<string, unknown> & { id: number };
    const apps = await get<{ applications: Listed[] }>("/api/trainings?limit=100");
    const listedApp = apps.applications.find((a) => a.id === appId);
    expect(listedApp).toMatchObject({
      fullName: null,
      email: null,
      phoneNumber: null,
      erasedAt: expect.any(String),
      heldAt: null,
      applicationStatus: "pending",
    });
    const detail = await get<{ application: Listed }>(`/api/trainings/${appId}`);
    expect(detail.application).toMatchObject({ fullName: null, erasedAt: expect.any(String) });
    const messages = await get<{ messages: Listed[] }>("/api/contact/messages?limit=100");
    expect(messages.messages.find((m) => m.id === msgId)).toMatchObject({
      name: null,
      email: null,
      subject: null,
      erasedAt: expect.any(String),
    });
    const message = await get<Listed>(`/api/contact/messages/${msgId}`);
    expect(message).toMatchObject({ name: null, message: null, erasedAt: expect.any(String) });
    // No mail to an erased applicant: a status change is refused; holding it is too.
    const status = await app.request(
      `/api/trainings/${appId}/status`,
      jsonRequest("PATCH", { status: "approved" }, admin),
    );
    expect(status.status).toBe(409);
    expect((await put(`/api/trainings/${appId}/hold`, true, admin)).status).toBe(409);
  });

  it("takes Settings' periods from 1 to 120 months, and refuses others with the field named", async () => {
    const admin = await bearerOf(app, {
      email: "erasure-admin@example.com",
      password: "admin-password",
    });
    const current = await app.request("/api/settings", { headers: admin });
    const { settings } = ((await current.json()) as { data: { settings: object } }).data;
    const save = (retention: object) =>
      app.request("/api/settings", jsonRequest("PUT", { ...settings, retention }, admin));
    const refused = await save({ applicationMonths: 0, registrationMonths: 36, inboxMonths: 121 });
    expect(refused.status).toBe(400);
    const failure = (await refused.json()) as { errors: Record<string, string> };
    expect(failure.errors).toMatchObject({
      "retention.applicationMonths": expect.stringContaining("from 1 to 120"),
      "retention.inboxMonths": expect.stringContaining("from 1 to 120"),
    });
    const saved = await save({ applicationMonths: 18, registrationMonths: 36, inboxMonths: 6 });
    expect(saved.status).toBe(200);
    const body = (await saved.json()) as { data: { settings: { retention: object } } };
    expect(body.data.settings.retention).toEqual({
      applicationMonths: 18,
      registrationMonths: 36,
      inboxMonths: 6,
    });
  });
});
