import { applicationHistory, applications, type Database, seed } from "@kairos/db";
import { applicationRow, testDatabases } from "@kairos/db/testing";
import { BULK_STATUS_MESSAGES, MAX_BULK_STATUS_IDS } from "@kairos/shared";
import { asc, inArray } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { App } from "../src/app";
import { callJson, recordingMailer, testApp } from "./helpers";
import { staffSession } from "./staff-session";

// One status for several applications at once (the console's "Change status (N)"): one
// transaction, one history entry and one mail each, all or nothing, and a repeated call changes
// nothing twice. Over REST with an API key (applications:write) and over the console's tRPC.

interface Answer {
  success: boolean;
  code?: string;
  message: string;
  errors?: Record<string, string>;
  data: {
    status: string;
    changed: number[];
    unchanged: number[];
    emailed: number[];
    notEmailed: number[];
  } | null;
}

describe.each(testDatabases())("bulk status change on $name", ({ open }) => {
  let database: Database;
  let app: App;
  let admin: Record<string, string>;
  let key: Record<string, string>;
  const mailer = recordingMailer();

  const call = (headers: Record<string, string>, body: unknown) =>
    callJson<Answer>(app, "PATCH", "/api/trainings/status", headers, body);

  let counter = 0;
  /** `n` pending applications, as stored: their ids and e-mails. */
  async function pending(n: number) {
    const rows = await database.db
      .insert(applications)
      .values(
        Array.from({ length: n }, () => {
          counter += 1;
          return applicationRow({
            fullName: `Bulk Applicant ${counter}`,
            email: `bulk-${counter}@example.com`,
          });
        }),
      )
      .returning({ id: applications.id, email: applications.email });
    return rows;
  }

  const statusesOf = async (ids: number[]) =>
    (
      await database.db
        .select({ status: applications.status })
        .from(applications)
        .where(inArray(applications.id, ids))
        .orderBy(asc(applications.id))
    ).map((r) => r.status);

  const statusEntriesOf = async (ids: number[]) =>
    (
      await database.db
        .select({
          applicationId: applicationHistory.applicationId,
          event: applicationHistory.event,
        })
        .from(applicationHistory)
        .where(inArray(applicationHistory.applicationId, ids))
    ).filter((h) => h.event === "status-changed");

  beforeAll(async () => {
    database = await open();
    await seed(database.db, { demoSlots: false });
    app = testApp(database, { mailer, apiKeyLimit: 50 });
    admin = await staffSession(database, app, {
      email: "bulk-admin@example.com",
      password: "admin-password",
      role: "admin",
    });
    const made = await callJson<{ data: { token: string } }>(app, "POST", "/api/keys", admin, {
      name: "CRM writer",
      scopes: ["applications:write"],
    });
    expect(made.status).toBe(201);
    key = { Authorization: `Bearer ${made.body.data.token}` };
  });
  afterAll(async () => {
    await database?.close();
  });
  beforeEach(() => {
    mailer.sent.length = 0;
  });

  it("changes every application named, with one history entry and one mail each", async () => {
    const rows = await pending(3);
    const ids = rows.map((r) => r.id);
    const { status, body } = await call(key, {
      ids,
      status: "approved",
      applicantMessage: "See you in class!",
    });
    expect(status).toBe(200);
    expect(body.message).toBe("3 applications changed");
    expect(body.data).toEqual({
      status: "approved",
      changed: ids,
      unchanged: [],
      emailed: ids,
      notEmailed: [],
    });
    expect(await statusesOf(ids)).toEqual(["approved", "approved", "approved"]);
    expect((await statusEntriesOf(ids)).map((h) => h.applicationId).sort()).toEqual(
      [...ids].sort(),
    );
    expect(mailer.sent.map((m) => m.to).sort()).toEqual(rows.map((r) => r.email).sort());
    for (const mail of mailer.sent) {
      expect(mail.subject).toBe("Your Kairos training application has been approved");
      expect(mail.text).toContain("See you in class!");
    }
    // The history says who, through which key.
    const detail = await callJson<{ data: { history: Record<string, unknown>[] } }>(
      app,
      "GET",
      `/api/trainings/${ids[0]}`,
      admin,
    );
    expect(detail.body.data.history.find((h) => h.event === "status-changed")).toMatchObject({
      fromStatus: "pending",
      toStatus: "approved",
      actor: "bulk-admin@example.com",
      apiKey: "CRM writer",
      applicantMessage: "See you in class!",
    });
  });

  it("changes nothing when one id names no application, and says which", async () => {
    const rows = await pending(2);
    const ids = rows.map((r) => r.id);
    const missing = 2_000_000_000;
    const { status, body } = await call(key, { ids: [...ids, missing], status: "rejected" });
    expect(status).toBe(404);
    expect(body.code).toBe("NOT_FOUND");
    expect(body.message).toBe(`No application has the id ${missing}: no status was changed`);
    expect(await statusesOf(ids)).toEqual(["pending", "pending"]);
    expect(await statusEntriesOf(ids)).toEqual([]);
    expect(mailer.sent).toEqual([]);
  });

  it("refuses no ids, too many and a repeated one, before anything changes", async () => {
    const [row] = await pending(1);
    const id = row?.id ?? 0;
    const none = await call(key, { ids: [], status: "approved" });
    expect(none.status).toBe(400);
    expect(none.body.errors?.ids).toBe(BULK_STATUS_MESSAGES.none);
    const tooMany = Array.from({ length: MAX_BULK_STATUS_IDS + 1 }, (_, i) => i + 1);
    const many = await call(key, { ids: tooMany, status: "approved" });
    expect(many.status).toBe(400);
    expect(many.body.errors?.ids).toBe(BULK_STATUS_MESSAGES.tooMany);
    const twice = await call(key, { ids: [id, id], status: "approved" });
    expect(twice.status).toBe(400);
    expect(twice.body.errors?.ids).toBe(BULK_STATUS_MESSAGES.repeated);
    expect(await statusesOf([id])).toEqual(["pending"]);
  });

  it("changes each application once when the same call comes twice at the same time", async () => {
    const rows = await pending(4);
    const ids = rows.map((r) => r.id);
    const body = { ids, status: "payment-pending" };
    const [first, second] = await Promise.all([call(key, body), call(key, body)]);
    expect([first.status, second.status]).toEqual([200, 200]);
    // One of them changed all four; the other found them changed.
    const changed = [first.body.data?.changed ?? [], second.body.data?.changed ?? []];
    expect(changed.map((c) => c.length).sort()).toEqual([0, 4]);
    expect(await statusesOf(ids)).toEqual(Array(4).fill("payment-pending"));
    expect(await statusEntriesOf(ids)).toHaveLength(4);
    expect(mailer.sent).toHaveLength(4);

    // Sent again later: nothing written, nothing mailed.
    mailer.sent.length = 0;
    const again = await call(key, body);
    expect(again.status).toBe(200);
    expect(again.body.message).toBe("0 applications changed; 4 already had this status");
    expect(again.body.data?.unchanged).toEqual(ids);
    expect(await statusEntriesOf(ids)).toHaveLength(4);
    expect(mailer.sent).toEqual([]);
  });

  it("is the console's tRPC procedure too, for staff only", async () => {
    const rows = await pending(2);
    const ids = rows.map((r) => r.id);
    const trpc = (headers: Record<string, string>) =>
      app.request("/trpc/applications.changeStatuses", {
        method: "POST",
        headers: { ...headers, "Content-Type": "application/json" },
        body: JSON.stringify({ ids, status: "rejected", notify: false }),
      });
    expect((await trpc({})).status).toBe(401);
    const res = await trpc(admin);
    expect(res.status).toBe(200);
    const answer = (await res.json()) as { result: { data: Answer["data"] } };
    expect(answer.result.data).toMatchObject({ changed: ids, emailed: [], notEmailed: [] });
    expect(await statusesOf(ids)).toEqual(["rejected", "rejected"]);
    // Not notified: no mail.
    expect(mailer.sent).toEqual([]);
  });
});
