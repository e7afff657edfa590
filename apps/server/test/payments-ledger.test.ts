import {
  type ApiDeps,
  findUserByEmail,
  issueApplicantLink,
  type LedgerEntryDto,
  paymentsOverview,
  recordLedgerEntry,
} from "@kairos/api";
import {
  applicationHistory,
  applicationPayments,
  applications,
  mailOutbox,
  rounds,
} from "@kairos/db";
import { testDatabases } from "@kairos/db/testing";
import { addCalendarDays, egyptToday, LEDGER_MESSAGES } from "@kairos/shared";
import { desc, eq } from "drizzle-orm";
import { extractText, getDocumentProxy } from "unpdf";
import { beforeAll, describe, expect, it } from "vitest";
import type { App } from "../src/app";
import { outboxOf } from "./forms";
import { callJson, recordingMailer, tempDir, testApp, testDeps } from "./helpers";
import { staffSession } from "./staff-session";
import { applicationForm, uniqueEmail, withRoomySlot } from "./submission-forms";

// The payments ledger (APP-26, decision 0028) as staff and callers use it: a payment recorded
// once per request even when sent twice at once, its receipt mailed and downloadable, refunds
// and corrections that keep the original, the payments:write scope, the list's filters and
// the CSV's columns.

type Answer<T = unknown> = {
  success: boolean;
  message?: string;
  code?: string;
  errors?: Record<string, string>;
  data: T;
};
type Recorded = { entry: LedgerEntryDto; created: boolean; emailSent: boolean | null };
type Ledger = {
  summary: { net: number; outstanding: number; state: string; refunded: number };
  entries: LedgerEntryDto[];
  proofs: { fileId: string }[];
};

describe.each(testDatabases())("the payments ledger on $name", ({ open }) => {
  const suite = withRoomySlot(open);
  const outboxDir = tempDir("outbox");
  let app: App;
  let deps: ApiDeps;
  let admin: Record<string, string>;
  let adminId: string;
  const today = egyptToday();

  beforeAll(async () => {
    deps = testDeps(suite.database, { outboxDir, submissionLimit: 1000 });
    app = testApp(suite.database, {}, deps);
    admin = await staffSession(suite.database, app, {
      email: "ledger-admin@example.com",
      password: "ledger-admin-password",
      role: "admin",
    });
    adminId = (await findUserByEmail(suite.database.db, "ledger-admin@example.com"))?.id ?? "";
  });

  const call = <T>(method: string, path: string, body?: unknown, headers = admin) =>
    callJson<Answer<T>>(app, method, path, headers, body);

  async function apply(prefix: string, paymentPlan = "full-payment") {
    const email = uniqueEmail(prefix);
    const res = await app.request("/api/trainings/apply", {
      method: "POST",
      body: applicationForm({ email, paymentPlan, assessmentSlot: String(suite.slotId) }),
    });
    expect(res.status).toBe(201);
    const [row] = await suite.database.db
      .select()
      .from(applications)
      .where(eq(applications.email, email));
    if (!row) throw new Error("no application");
    return row;
  }

  const payment = (row: { amountDue: number; currency: string }, extra: object = {}) => ({
    kind: "payment",
    amount: row.amountDue,
    currency: row.currency,
    receivedOn: today,
    method: "instant-payment",
    reference: "IP-1",
    ...extra,
  });

  const mailsTo = (email: string) => outboxOf(outboxDir).filter((m) => m.includes(`To: ${email}`));

  it("stores a payment sent twice at once with one Idempotency-Key once, and mails its receipt", async () => {
    const row = await apply("ledger-pay", "two-payments");
    const first = row.amountDue - Math.floor(row.amountDue / 2);
    const headers = { ...admin, "Idempotency-Key": `pay-${row.id}` };
    const body = payment(row, { amount: first, note: "Checked the app" });
    const [a, b] = await Promise.all([
      call<Recorded>("POST", `/api/trainings/${row.id}/payments`, body, headers),
      call<Recorded>("POST", `/api/trainings/${row.id}/payments`, body, headers),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    expect(a.body.data.entry.id).toBe(b.body.data.entry.id);
    const stored = await suite.database.db
      .select()
      .from(applicationPayments)
      .where(eq(applicationPayments.applicationId, row.id));
    expect(stored).toHaveLength(1);

    const ledger = await call<Ledger>("GET", `/api/trainings/${row.id}/payments`);
    expect(ledger.status).toBe(200);
    expect(ledger.body.data.summary).toMatchObject({
      net: first,
      outstanding: row.amountDue - first,
      state: "outstanding",
    });
    expect(ledger.body.data.entries[0]).toMatchObject({
      receipt: `RCT-${String(a.body.data.entry.id).padStart(6, "0")}`,
      recordedBy: "ledger-admin@example.com",
      note: "Checked the app",
      correctedById: null,
    });

    // The list and the detail carry the ledger in brief.
    const detail = await call<{ application: { payment: unknown } }>(
      "GET",
      `/api/trainings/${row.id}`,
    );
    expect(detail.body.data.application.payment).toEqual({
      paid: first,
      outstanding: row.amountDue - first,
      state: "outstanding",
      withdrawnAt: null,
    });

    const receipt = `RCT-${String(a.body.data.entry.id).padStart(6, "0")}`;
    await expect.poll(() => mailsTo(row.email).filter((m) => m.includes(receipt)).length).toBe(1);
    const mail = mailsTo(row.email).find((m) => m.includes(receipt)) ?? "";
    expect(mail).toContain(`Subject: Receipt ${receipt} for your payment (APP-`);
    expect(mail).toContain("Currency: EGP");
    expect(mail).toContain(`Outstanding: LE ${(row.amountDue - first).toLocaleString("en-US")}`);
    expect(mail).toContain("Next payment: LE");
    expect(mail).toContain("http://localhost:3000/application/");
    expect(mail).not.toContain("Checked the app");

    const history = await suite.database.db
      .select()
      .from(applicationHistory)
      .where(eq(applicationHistory.applicationId, row.id));
    expect(history.filter((h) => h.event === "payment-recorded")).toMatchObject([
      { actorId: adminId },
    ]);
    expect(history.filter((h) => h.event === "mail-sent").map((h) => h.detail)).toContain(
      "Payment receipt",
    );

    // The applicant's page: the payments without staff notes, and the receipt as a PDF.
    const link = await issueApplicantLink(deps, row.id);
    const token = link.split("/application/")[1];
    const mine = await app.request(`/api/application/${token}/payments`);
    const payments = (await mine.json()) as Answer<{ paid: number; receipts: { id: number }[] }>;
    expect(payments.data).toMatchObject({ paid: first, outstanding: row.amountDue - first });
    expect(JSON.stringify(payments)).not.toContain("Checked the app");
    const pdf = await app.request(
      `/api/application/${token}/receipts/${payments.data.receipts[0]?.id}`,
    );
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    const doc = await getDocumentProxy(new Uint8Array(await pdf.arrayBuffer()));
    const { text } = await extractText(doc, { mergePages: true });
    expect(text).toContain(`Receipt ${receipt}`);
    expect(text).toContain(`APP-${String(row.id).padStart(6, "0")}`);
    expect(text).toContain("Outstanding");
    // Another application's receipt is not under this link.
    const other = await apply("ledger-other");
    const theirs = await recordLedgerEntry(
      deps,
      other.id,
      { ...payment(other), kind: "payment", requestId: "other-1" } as never,
      { id: adminId },
    );
    const refused = await app.request(`/api/application/${token}/receipts/${theirs.entry.id}`);
    expect(refused.status).toBe(404);
  });

  it("queues the receipt when the mail server fails, and says so on the history", async () => {
    const row = await apply("ledger-queued");
    const mailer = recordingMailer();
    mailer.failing = true;
    const failing = { ...deps, mailer };
    const done = await recordLedgerEntry(
      failing,
      row.id,
      { ...payment(row), requestId: "queued-1" } as never,
      { id: adminId },
    );
    expect(done).toMatchObject({ created: true, emailSent: false });
    const queued = await suite.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.applicationId, row.id));
    expect(queued.map((q) => q.template)).toContain("Payment receipt");
    const [failed] = await suite.database.db
      .select()
      .from(applicationHistory)
      .where(eq(applicationHistory.applicationId, row.id))
      .orderBy(desc(applicationHistory.id))
      .limit(1);
    expect(failed).toMatchObject({ event: "mail-failed", detail: "Payment receipt" });
  });

  it("stores the same requestId sent twice at once through the service once", async () => {
    const row = await apply("ledger-service");
    const input = { ...payment(row), requestId: `form-${row.id}` } as never;
    const [a, b] = await Promise.all([
      recordLedgerEntry(deps, row.id, input, { id: adminId }),
      recordLedgerEntry(deps, row.id, input, { id: adminId }),
    ]);
    expect(a.entry.id).toBe(b.entry.id);
    expect([a.created, b.created].sort()).toEqual([false, true]);
    // The same key with other values is another request: refused, not recorded.
    await expect(
      recordLedgerEntry(deps, row.id, { ...(input as object), amount: 1 } as never, {
        id: adminId,
      }),
    ).rejects.toThrow(LEDGER_MESSAGES.reused);
  });

  it("refuses another currency, a future date, another application's proof and a missing requestId", async () => {
    const row = await apply("ledger-refuse");
    const other = await apply("ledger-refuse-other");
    const path = `/api/trainings/${row.id}/payments`;
    const usd = await call("POST", path, payment(row, { currency: "USD", requestId: "r1" }));
    expect(usd.status).toBe(400);
    expect(usd.body.errors?.currency).toBe(LEDGER_MESSAGES.otherCurrency("EGP"));
    const future = await call(
      "POST",
      path,
      payment(row, { receivedOn: addCalendarDays(today, 2), requestId: "r2" }),
    );
    expect(future.status).toBe(400);
    expect(future.body.errors?.receivedOn).toBe(LEDGER_MESSAGES.future);
    const proof = await call(
      "POST",
      path,
      payment(row, { proofFileId: other.paymentScreenshotId, requestId: "r3" }),
    );
    expect(proof.status).toBe(400);
    expect(proof.body.errors?.proofFileId).toBe(LEDGER_MESSAGES.proof);
    const own = await call<Recorded>(
      "POST",
      path,
      payment(row, { proofFileId: row.paymentScreenshotId, requestId: "r4" }),
    );
    expect(own.status).toBe(201);
    const missing = await call("POST", path, payment(row));
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(LEDGER_MESSAGES.requestIdMissing);
  });

  it("corrects an entry once (the original stays), records refunds without a receipt", async () => {
    const row = await apply("ledger-correct");
    const path = `/api/trainings/${row.id}/payments`;
    const wrong = await call<Recorded>("POST", path, payment(row, { amount: 100, requestId: "w" }));
    const { kind: _kind, ...fields } = payment(row);
    const fixed = await call<Recorded>("POST", `${path}/${wrong.body.data.entry.id}/correction`, {
      ...fields,
      requestId: "fix",
    });
    expect(fixed.status).toBe(201);
    expect(fixed.body.data.entry.correctsId).toBe(wrong.body.data.entry.id);
    const again = await call("POST", `${path}/${wrong.body.data.entry.id}/correction`, {
      ...fields,
      requestId: "fix-2",
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(
      LEDGER_MESSAGES.alreadyCorrected(wrong.body.data.entry.receipt),
    );
    const refund = await call<Recorded>("POST", path, {
      ...payment(row, { amount: 500, requestId: "back" }),
      kind: "refund",
    });
    expect(refund.status).toBe(201);
    expect(refund.body.data.emailSent).toBeNull();
    const ledger = await call<Ledger>("GET", path);
    expect(ledger.body.data.entries.map((e) => e.correctedById)).toEqual([
      fixed.body.data.entry.id,
      null,
      null,
    ]);
    expect(ledger.body.data.summary).toMatchObject({
      net: row.amountDue - 500,
      refunded: 500,
      outstanding: 500,
    });
    const events = await suite.database.db
      .select({ event: applicationHistory.event })
      .from(applicationHistory)
      .where(eq(applicationHistory.applicationId, row.id));
    expect(events.map((e) => e.event)).toEqual(
      expect.arrayContaining(["payment-recorded", "payment-corrected", "refund-recorded"]),
    );
    // The correction replaces the wrong receipt: one mail for each payment, none for the refund.
    expect(mailsTo(row.email).filter((m) => m.includes("Subject: Receipt RCT-"))).toHaveLength(2);
  });

  it("takes a payment from a key with payments:write only (403 without), recorded as through the key", async () => {
    const row = await apply("ledger-keys");
    const newKey = async (scopes: string[]) => {
      const made = await call<{ token: string }>("POST", "/api/keys", { name: "Books", scopes });
      expect(made.status).toBe(201);
      return { Authorization: `Bearer ${made.body.data.token}` };
    };
    const reader = await newKey(["applications:read"]);
    const writer = await newKey(["payments:write"]);
    const path = `/api/trainings/${row.id}/payments`;
    const refused = await call("POST", path, payment(row, { requestId: "k1" }), reader);
    expect(refused.status).toBe(403);
    expect((await call("GET", path, undefined, reader)).status).toBe(200);
    const done = await call<Recorded>("POST", path, payment(row, { requestId: "k1" }), writer);
    expect(done.status).toBe(201);
    expect(done.body.data.entry).toMatchObject({
      apiKey: "Books",
      recordedBy: "ledger-admin@example.com",
    });
  });

  it("filters the list by paid, outstanding and overdue, and exports paid, outstanding and withdrawn", async () => {
    const tag = `flt${Date.now()}`;
    const paid = await apply(`${tag}-paid`);
    const owing = await apply(`${tag}-owing`);
    const late = await apply(`${tag}-late`, "two-payments");
    const gone = await apply(`${tag}-gone`);
    await recordLedgerEntry(deps, paid.id, { ...payment(paid), requestId: "p" } as never, {
      id: adminId,
    });
    const half = late.amountDue - Math.floor(late.amountDue / 2);
    await recordLedgerEntry(
      deps,
      late.id,
      { ...payment(late, { amount: half }), requestId: "p" } as never,
      { id: adminId },
    );
    const { db } = suite.database;
    await db
      .update(applications)
      .set({ withdrawnAt: new Date() })
      .where(eq(applications.id, gone.id));
    // The round started long ago: the second installment's due date (start + 20) is past.
    const [round] = await db.select().from(rounds).where(eq(rounds.id, late.roundId));
    await db
      .update(rounds)
      .set({ startDate: addCalendarDays(today, -30) })
      .where(eq(rounds.id, late.roundId));
    try {
      const ids = async (payment?: string) => {
        const query = new URLSearchParams({
          q: tag,
          limit: "100",
          ...(payment ? { payment } : {}),
        });
        const res = await call<{ applications: { id: number; payment: { state: string } }[] }>(
          "GET",
          `/api/trainings?${query}`,
        );
        expect(res.status).toBe(200);
        return res.body.data.applications.map((a) => [a.id, a.payment.state]).sort();
      };
      expect(await ids("paid")).toEqual([[paid.id, "paid"]]);
      expect(await ids("outstanding")).toEqual(
        [
          [owing.id, "outstanding"],
          [late.id, "overdue"],
        ].sort(),
      );
      expect(await ids("overdue")).toEqual([[late.id, "overdue"]]);
      expect(await ids()).toContainEqual([gone.id, "withdrawn"]);
      const bad = await call("GET", "/api/trainings?payment=late");
      expect(bad.status).toBe(400);

      const csv = await (
        await app.request(`/api/trainings/export?q=${tag}`, { headers: admin })
      ).text();
      const lines = csv
        .replace(/^\uFEFF/, "")
        .trim()
        .split(/\r?\n/);
      expect(lines[0]?.endsWith(",Notes,Paid,Outstanding,Withdrawn (Egypt time)")).toBe(true);
      const lineOf = (id: number) => lines.find((l) => l.startsWith(`${id},`)) ?? "";
      expect(lineOf(late.id).endsWith(`,${half},${late.amountDue - half},`)).toBe(true);
      expect(lineOf(gone.id).endsWith(`,0,0,${today}`)).toBe(true);

      // The dashboard's card adds up what ledgerOf says of every application.
      const all = await db.select({ id: applications.id }).from(applications);
      const expected = { EGP: 0, USD: 0, overdue: 0 };
      for (const { id } of all) {
        const { body } = await call<Ledger & { summary: { currency: "EGP" | "USD" } }>(
          "GET",
          `/api/trainings/${id}/payments`,
        );
        expected[body.data.summary.currency] += body.data.summary.outstanding;
        if (body.data.summary.state === "overdue") expected.overdue += 1;
      }
      const overview = await paymentsOverview(db);
      expect(overview.overdue).toBe(expected.overdue);
      expect(overview.overdue).toBeGreaterThan(0);
      expect(overview.outstanding.map((o) => [o.currency, o.amount])).toEqual(
        (["EGP", "USD"] as const).filter((c) => expected[c] > 0).map((c) => [c, expected[c]]),
      );
    } finally {
      await db
        .update(rounds)
        .set({ startDate: round?.startDate ?? null })
        .where(eq(rounds.id, late.roundId));
    }
  });
});
