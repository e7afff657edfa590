import { type ApiDeps, issueApplicantLink } from "@kairos/api";
import {
  applicationHistory,
  applicationPayments,
  applications,
  contactMessages,
  erasureLog,
  paymentProofs,
  privacyRequests,
  rounds,
  storedFiles,
} from "@kairos/db";
import { testDatabases } from "@kairos/db/testing";
import { ERASURE_WAIT_REASONS, PRIVACY_MESSAGES } from "@kairos/shared";
import { eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { App } from "../src/app";
import { loggedPath } from "../src/http/logged-path";
import { outboxOf, storedKeys } from "./forms";
import { jsonRequest, tempDir, testApp, testDeps } from "./helpers";
import { staffSession } from "./staff-session";
import {
  applicationForm,
  contactMessage,
  uniqueEmail,
  withSeededDatabase,
} from "./submission-forms";

// Access and erasure (decision 0034) as callers see them: "Delete my data" on the applicant's
// page erasing at once when allowed (no file and no personal field left, the link saying so,
// a confirmation mailed first, the erasure logged) or filing a request with its reason; the
// staff queue erasing, sending a copy or refusing, each mailed; the public form's request
// entering the queue only once its mailed link is opened.

const ADMIN = {
  email: "privacy-admin@example.com",
  password: "admin-password",
  role: "admin" as const,
};

interface Answer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: the tests read several answers' shapes
  body: { success: boolean; message?: string; code?: string; data: any };
}

describe.each(testDatabases())("access and erasure on $name", ({ open }) => {
  const suite = withSeededDatabase(open);
  const outboxDir = tempDir("outbox");
  let deps: ApiDeps;
  let app: App;
  let staff: Record<string, string>;
  beforeAll(async () => {
    deps = testDeps(suite.database, { outboxDir, submissionLimit: 1000 });
    app = testApp(suite.database, {}, deps);
    staff = await staffSession(suite.database, app, ADMIN);
  });

  const call = async (path: string, init?: RequestInit): Promise<Answer> => {
    const res = await app.request(path, init);
    return { status: res.status, body: (await res.json()) as Answer["body"] };
  };
  const asStaff = (method: string, body?: unknown) => ({
    ...jsonRequest(method, body ?? {}),
    headers: { ...jsonRequest(method, body ?? {}).headers, ...staff },
  });
  const mailsTo = (address: string) =>
    outboxOf(outboxDir).filter((m) => m.includes(`To: ${address}`));

  async function apply() {
    const email = uniqueEmail("privacy");
    const res = await call("/api/trainings/apply", {
      method: "POST",
      body: applicationForm({ email, fullName: "Nour Privacy" }),
    });
    expect(res.status).toBe(201);
    const id = res.body.data.application.id as number;
    const token = (await issueApplicantLink(deps, id)).split("/application/")[1] ?? "";
    return { id, email, token };
  }

  /** Paid in full and its round over: nothing stands in the way of erasure. */
  async function settle(id: number) {
    const { db } = suite.database;
    const [app_] = await db.select().from(applications).where(eq(applications.id, id));
    await db.insert(applicationPayments).values({
      applicationId: id,
      kind: "payment",
      amount: app_?.amountDue ?? 1,
      currency: app_?.currency ?? "EGP",
      receivedOn: "2026-01-01",
      method: "bank-transfer",
      requestId: `settle-${id}`,
    });
    await db.update(rounds).set({ endDate: "2026-01-31" }).where(eq(rounds.id, "round-3"));
  }

  const filesOf = async (id: number) => {
    const { db } = suite.database;
    const [row] = await db.select().from(applications).where(eq(applications.id, id));
    const history = await db
      .select({ id: applicationHistory.fileId })
      .from(applicationHistory)
      .where(eq(applicationHistory.applicationId, id));
    const proofs = await db
      .select({ id: paymentProofs.fileId })
      .from(paymentProofs)
      .where(eq(paymentProofs.applicationId, id));
    return [
      row?.paymentScreenshotId,
      ...history.map((h) => h.id),
      ...proofs.map((p) => p.id),
    ].filter((f): f is string => Boolean(f));
  };

  /** No personal field left on the row, and the staff list shows it as erased. */
  async function expectErased(id: number, email: string) {
    const [row] = await suite.database.db
      .select()
      .from(applications)
      .where(eq(applications.id, id));
    expect(row?.erasedAt).not.toBeNull();
    expect(row?.paymentScreenshotId).toBeNull();
    expect(JSON.stringify(row)).not.toContain(email);
    expect(JSON.stringify(row)).not.toContain("Nour Privacy");
    expect(JSON.stringify(row)).not.toContain("+201001234567");
    const list = await call(`/api/trainings?limit=100`, { headers: staff });
    const shown = list.body.data.applications.find((a: { id: number }) => a.id === id);
    expect(shown).toMatchObject({ fullName: null, email: null, erasedAt: expect.any(String) });
    expect(JSON.stringify(list.body.data)).not.toContain(email);
  }

  it("files a request with the reason while something is owed, once, and staff erase it from the queue", async () => {
    const { id, email, token } = await apply();
    const first = await call(`/api/application/${token}/erasure`, { method: "POST" });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({
      erased: false,
      reason: ERASURE_WAIT_REASONS.outstanding,
    });
    await call(`/api/application/${token}/erasure`, { method: "POST" });

    const queue = await call("/api/privacy-requests", { headers: staff });
    const mine = queue.body.data.requests.filter(
      (r: { applicationId: number }) => r.applicationId === id,
    );
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      kind: "application",
      wants: "erasure",
      reason: "Payment outstanding",
      ageDays: 0,
    });

    const files = await filesOf(id);
    const keys = await suite.database.db
      .select({ key: storedFiles.key })
      .from(storedFiles)
      .where(inArray(storedFiles.id, files));
    expect(keys.length).toBeGreaterThan(0);
    const decided = await call(
      `/api/privacy-requests/${mine[0].id}/decision`,
      asStaff("POST", { action: "erase" }),
    );
    expect(decided.status).toBe(200);
    expect(decided.body.data).toMatchObject({ status: "done", erased: 1 });
    await expectErased(id, email);
    const left = await storedKeys(deps.storage);
    for (const { key } of keys) expect(left).not.toContain(key);
    expect(mailsTo(email).some((m) => m.includes("We have deleted your data"))).toBe(true);

    // Decided once; the requester's address is forgotten; the log says who, never the data.
    const again = await call(
      `/api/privacy-requests/${mine[0].id}/decision`,
      asStaff("POST", { action: "erase" }),
    );
    expect(again.status).toBe(409);
    const [request] = await suite.database.db
      .select()
      .from(privacyRequests)
      .where(eq(privacyRequests.id, mine[0].id));
    expect(request?.email).toBeNull();
    const log = await suite.database.db
      .select()
      .from(erasureLog)
      .where(eq(erasureLog.recordId, id));
    expect(log).toEqual([expect.objectContaining({ kind: "application", byType: "staff" })]);
    expect(JSON.stringify(log)).not.toContain(email);
  });

  it("erases at once when nothing is owed and the round has ended: confirmation first, then the link says the data was deleted", async () => {
    const { id, email, token } = await apply();
    await settle(id);
    const done = await call(`/api/application/${token}/erasure`, { method: "POST" });
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({ erased: true, page: null, emailSent: true });
    expect(mailsTo(email).some((m) => m.includes("Your Kairos data is deleted"))).toBe(true);
    await expectErased(id, email);
    expect(await filesOf(id)).toEqual([]);
    const page = await call(`/api/application/${token}`);
    expect(page.status).toBe(403);
    expect(page.body.message).toBe(PRIVACY_MESSAGES.dataDeleted);
    const download = await app.request(`/api/application/${token}/data`);
    expect(download.status).toBe(403);
    const log = await suite.database.db
      .select()
      .from(erasureLog)
      .where(eq(erasureLog.recordId, id));
    expect(log).toEqual([expect.objectContaining({ kind: "application", byType: "applicant" })]);
    await suite.database.db.update(rounds).set({ endDate: null }).where(eq(rounds.id, "round-3"));
  });

  it("takes the public form's request only once its mailed link is opened, then staff send a copy or refuse", async () => {
    const email = uniqueEmail("writer");
    expect(
      (
        await call(
          "/api/contact/submit",
          jsonRequest("POST", contactMessage({ email, message: "Secret words here" })),
        )
      ).status,
    ).toBe(201);
    const asked = await call(
      "/api/privacy-requests",
      jsonRequest("POST", { email, wants: "copy" }),
    );
    expect(asked.status).toBe(201);
    const queued = async () =>
      (await call("/api/privacy-requests", { headers: staff })).body.data.requests.filter(
        (r: { email: string }) => r.email === email,
      );
    expect(await queued()).toEqual([]);
    const link = mailsTo(email)
      .find((m) => m.includes("Confirm your request"))
      ?.match(/\/privacy\/confirm\/([a-z2-7]+)/)?.[1];
    expect(link).toBeTruthy();
    expect(
      (await call("/api/privacy-requests/verify", jsonRequest("POST", { token: link }))).status,
    ).toBe(200);
    expect(
      (await call("/api/privacy-requests/verify", jsonRequest("POST", { token: link }))).status,
    ).toBe(404);
    const [request] = await queued();
    expect(request).toMatchObject({ kind: "email_address", wants: "copy", records: 1 });

    const copy = await call(
      `/api/privacy-requests/${request.id}/decision`,
      asStaff("POST", { action: "copy" }),
    );
    expect(copy.status).toBe(200);
    expect(mailsTo(email).some((m) => m.includes("kairos-data.zip"))).toBe(true);

    // A second request, refused with a reason that reaches the requester.
    await call("/api/privacy-requests", jsonRequest("POST", { email, wants: "erasure" }));
    const second = mailsTo(email)
      .filter((m) => m.includes("Confirm your request"))
      .map((m) => m.match(/\/privacy\/confirm\/([a-z2-7]+)/)?.[1])
      .find((t) => t !== link);
    await call("/api/privacy-requests/verify", jsonRequest("POST", { token: second }));
    const [erasure] = await queued();
    const refused = await call(
      `/api/privacy-requests/${erasure.id}/decision`,
      asStaff("POST", { action: "refuse", reason: "An open dispute needs it" }),
    );
    expect(refused.body.data).toMatchObject({ status: "refused", erased: 0 });
    expect(mailsTo(email).some((m) => m.includes("An open dispute needs it"))).toBe(true);
    const [message] = await suite.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, email));
    expect(message?.message).toBe("Secret words here");
  });

  it("erases every record of a confirmed address", async () => {
    const email = uniqueEmail("gone");
    await call("/api/contact/submit", jsonRequest("POST", contactMessage({ email })));
    await call(
      "/api/contact/submit",
      jsonRequest("POST", contactMessage({ email, subject: "Second one" })),
    );
    await call("/api/privacy-requests", jsonRequest("POST", { email, wants: "erasure" }));
    const token = mailsTo(email)
      .find((m) => m.includes("Confirm your request"))
      ?.match(/\/privacy\/confirm\/([a-z2-7]+)/)?.[1];
    await call("/api/privacy-requests/verify", jsonRequest("POST", { token }));
    const [request] = (
      await call("/api/privacy-requests", { headers: staff })
    ).body.data.requests.filter((r: { email: string }) => r.email === email);
    expect(request.records).toBe(2);
    const done = await call(
      `/api/privacy-requests/${request.id}/decision`,
      asStaff("POST", { action: "erase" }),
    );
    expect(done.body.data).toMatchObject({ status: "done", erased: 2 });
    expect(
      await suite.database.db
        .select()
        .from(contactMessages)
        .where(eq(contactMessages.email, email)),
    ).toEqual([]);
  });

  it("refuses the queue to callers who are not staff, and to a key without privacy:manage", async () => {
    expect((await call("/api/privacy-requests")).status).toBe(401);
    const keyWith = async (scopes: string[]) => {
      const made = await call("/api/keys", asStaff("POST", { name: "Privacy desk", scopes }));
      expect(made.status).toBe(201);
      return { Authorization: `Bearer ${made.body.data.token}` };
    };
    const reader = await keyWith(["applications:read", "inboxes:read"]);
    expect((await call("/api/privacy-requests", { headers: reader })).status).toBe(403);
    const desk = await keyWith(["privacy:manage"]);
    expect((await call("/api/privacy-requests", { headers: desk })).status).toBe(200);
    expect(
      (await call("/api/privacy-requests/1/decision", jsonRequest("POST", { action: "copy" })))
        .status,
    ).toBe(401);
  });

  it("treats the confirmation link as a key: left out of logged paths, its page never indexed or cached", async () => {
    const token = "abcdefghijklmnopqrstuvwxyz234567";
    expect(loggedPath(`/privacy/confirm/${token}`)).toBe("/privacy/confirm/<token>");
    const page = await app.request(`/privacy/confirm/${token}`);
    expect(page.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(page.headers.get("cache-control")).toBe("no-store");
  });

  it("forgets a request whose link expired unconfirmed, and its link then works no more", async () => {
    const email = uniqueEmail("late");
    await call("/api/privacy-requests", jsonRequest("POST", { email, wants: "erasure" }));
    const token = mailsTo(email)
      .find((m) => m.includes("Confirm your request"))
      ?.match(/\/privacy\/confirm\/([a-z2-7]+)/)?.[1];
    const { db } = suite.database;
    await db
      .update(privacyRequests)
      .set({ verifyExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(privacyRequests.email, email));
    const late = await call("/api/privacy-requests/verify", jsonRequest("POST", { token }));
    expect(late.status).toBe(404);
    expect(late.body.message).toBe(PRIVACY_MESSAGES.linkInvalid);
    await call(
      "/api/privacy-requests",
      jsonRequest("POST", { email: uniqueEmail(), wants: "copy" }),
    );
    expect(await db.select().from(privacyRequests).where(eq(privacyRequests.email, email))).toEqual(
      [],
    );
  });

  it("files a request, and mails no confirmation, for a record staff hold", async () => {
    const { id, email, token } = await apply();
    await settle(id);
    await suite.database.db
      .update(applications)
      .set({ heldAt: new Date() })
      .where(eq(applications.id, id));
    const done = await call(`/api/application/${token}/erasure`, { method: "POST" });
    expect(done.body.data).toMatchObject({ erased: false, reason: ERASURE_WAIT_REASONS.held });
    expect(mailsTo(email).some((m) => m.includes("Your Kairos data is deleted"))).toBe(false);
    expect((await call(`/api/application/${token}`)).status).toBe(200);
    await suite.database.db.update(rounds).set({ endDate: null }).where(eq(rounds.id, "round-3"));
  });
});
