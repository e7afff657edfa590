import { PAYMENT_SCREENSHOT, sweepUnreferencedUploads } from "@kairos/api";
import { applicationPayments, applications } from "@kairos/db";
import { testDatabases } from "@kairos/db/testing";
import {
  APPLICANT_MESSAGES,
  type ApplicantPage,
  formatAmount,
  type PaymentToCheck,
} from "@kairos/shared";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { App } from "../src/app";
import { PDF, screenshotFile } from "./forms";
import { jsonRequest, recordingMailer, testApp, testDeps } from "./helpers";
import { staffSession } from "./staff-session";
import { applicationForm, uniqueEmail, withRoomySlot } from "./submission-forms";

// A later installment's proof from the applicant's page (APP-26, decision 0029), and the
// console's "Payments to check": the first screenshot while no payment is recorded, then the
// second installment's proof until a ledger entry matches it.

const LINK = /http:\/\/localhost:3000\/application\/([a-z2-7]+\.[a-z2-7]+)/;

interface Answer<T> {
  status: number;
  body: { success: boolean; message?: string; data: T };
}

describe.each(testDatabases())("later proofs and payments to check on $name", ({ open }) => {
  const suite = withRoomySlot(open);
  const mailer = recordingMailer();
  let app: App;
  let deps: ReturnType<typeof testDeps>;
  let staff: Record<string, string>;
  beforeAll(async () => {
    deps = testDeps(suite.database, { mailer });
    app = testApp(suite.database, { submissionLimit: 1000 }, deps);
    staff = await staffSession(suite.database, app, {
      email: "payments-admin@example.com",
      password: "admin-password",
      role: "admin",
    });
  });

  const call = async <T>(path: string, init?: RequestInit): Promise<Answer<T>> => {
    const res = await app.request(path, init);
    return { status: res.status, body: (await res.json()) as Answer<T>["body"] };
  };
  const toCheck = async () =>
    (await call<{ payments: PaymentToCheck[] }>("/api/payments/to-check", { headers: staff })).body
      .data.payments;
  const upload = (token: string, file = screenshotFile()) => {
    const body = new FormData();
    body.set("paymentScreenshot", file);
    return call<{ page: ApplicantPage }>(`/api/application/${token}/installment-proof`, {
      method: "POST",
      body,
    });
  };

  async function apply(plan: "two-payments" | "full-payment") {
    const email = uniqueEmail("later");
    const applied = await app.request("/api/trainings/apply", {
      method: "POST",
      body: applicationForm({
        email,
        fullName: "Salma Later",
        paymentPlan: plan,
        assessmentSlot: String(suite.slotId),
      }),
    });
    expect(applied.status).toBe(201);
    const mail = mailer.sent.find((m) => m.to === email);
    const token = mail?.text.match(LINK)?.[1] ?? "";
    const [row] = await suite.database.db
      .select()
      .from(applications)
      .where(eq(applications.email, email));
    if (!row || !token) throw new Error("no application or link");
    return { email, token, row };
  }
  const record = (
    row: typeof applications.$inferSelect,
    amount: number,
    proofFileId: string | null = null,
  ) =>
    suite.database.db.insert(applicationPayments).values({
      applicationId: row.id,
      kind: "payment",
      amount,
      currency: row.currency,
      receivedOn: "2026-11-20",
      method: "instant-payment",
      proofFileId,
      requestId: crypto.randomUUID(),
    });

  it("takes the second installment's proof and lists it until a payment matches it", async () => {
    const { email, token, row } = await apply("two-payments");
    const second = Math.floor(row.amountDue / 2);
    const first = row.amountDue - second;

    // No payment recorded yet: the application's screenshot waits to be checked.
    const waiting = (await toCheck()).filter((p) => p.applicationId === row.id);
    expect(waiting).toEqual([
      expect.objectContaining({
        kind: "first",
        installment: 1,
        fullName: "Salma Later",
        email,
        roundName: "Round 3",
        expected: { amount: first, currency: "EGP" },
        file: `/files/${row.paymentScreenshotId}`,
      }),
    ]);
    // The second installment is asked for already (the first's proof went with the form).
    const before = await call<ApplicantPage>(`/api/application/${token}`);
    expect(before.body.data.laterProof).toMatchObject({ installment: 2, amount: second });

    await record(row, first, row.paymentScreenshotId);
    expect((await toCheck()).filter((p) => p.applicationId === row.id)).toEqual([]);
    const page = (await call<ApplicantPage>(`/api/application/${token}`)).body.data;
    expect(page.laterProof).toMatchObject({
      installment: 2,
      amount: second,
      currency: "EGP",
      uploadedAt: null,
    });

    // Images only, as for the first proof.
    const pdf = await upload(token, new File([PDF], "receipt.pdf", { type: "application/pdf" }));
    expect(pdf).toMatchObject({ status: 415, body: { message: PAYMENT_SCREENSHOT.wrongType() } });

    const uploaded = await upload(token);
    expect(uploaded.status).toBe(201);
    expect(uploaded.body.message).toBe(APPLICANT_MESSAGES.laterProofUploaded);
    expect(uploaded.body.data.page.history.at(-1)?.title).toBe(
      "Proof of the second payment uploaded",
    );
    expect(uploaded.body.data.page.laterProof?.uploadedAt).not.toBeNull();

    const alert = mailer.sent.find((m) => m.subject.startsWith("Proof of the second payment"));
    expect(alert).toMatchObject({ to: "staff@kairos.example" });
    expect(alert?.replyTo).toBeUndefined();
    expect(alert?.text).not.toContain("Salma Later");
    expect(alert?.text).toContain(`Expected: ${formatAmount(second, "EGP")} (EGP)`);
    expect(alert?.text).toContain(`http://localhost:3000/admin/applications/${row.id}`);

    const [later] = (await toCheck()).filter((p) => p.applicationId === row.id);
    expect(later).toMatchObject({
      kind: "later",
      installment: 2,
      expected: { amount: second, currency: "EGP" },
    });
    // Staff open the image; the hourly sweep keeps it (a row references it).
    await sweepUnreferencedUploads(deps, { olderThanMs: 0 });
    const image = await app.request(`/api${later?.file}`, { headers: staff });
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/png");

    // Recorded with that proof: it leaves the list, and nothing more is asked.
    await record(row, second, later?.file.replace("/files/", "") ?? null);
    expect((await toCheck()).filter((p) => p.applicationId === row.id)).toEqual([]);
    expect(
      (await call<ApplicantPage>(`/api/application/${token}`)).body.data.laterProof,
    ).toBeNull();
    const image2 = await app.request(`/api${later?.file}`, { headers: staff });
    expect(image2.status).toBe(200);
  });

  it("keeps a screenshot a recorded payment matches when newer proofs replace it", async () => {
    const { token, row } = await apply("full-payment");
    await record(row, row.amountDue, row.paymentScreenshotId);
    const pending = await call(
      `/api/trainings/${row.id}/status`,
      jsonRequest("PATCH", { status: "payment-pending" }, staff),
    );
    expect(pending.status).toBe(200);
    // Three newer proofs: the oldest file would be deleted, were no ledger entry its own.
    for (let n = 0; n < 3; n++) {
      const body = new FormData();
      body.set("paymentScreenshot", screenshotFile());
      const replaced = await app.request(`/api/application/${token}/payment-screenshot`, {
        method: "POST",
        body,
      });
      expect(replaced.status).toBe(200);
    }
    const [entry] = await suite.database.db
      .select({ proof: applicationPayments.proofFileId })
      .from(applicationPayments)
      .where(eq(applicationPayments.applicationId, row.id));
    expect(entry?.proof).toBe(row.paymentScreenshotId);
    await sweepUnreferencedUploads(deps, { olderThanMs: 0 });
    const file = await app.request(`/api/files/${row.paymentScreenshotId}`, { headers: staff });
    expect(file.status).toBe(200);
  });

  it("refuses a later proof on a full payment, and the list to callers without access", async () => {
    const { token, row } = await apply("full-payment");
    await record(row, row.amountDue);
    const refused = await upload(token);
    expect(refused).toMatchObject({
      status: 409,
      body: { message: APPLICANT_MESSAGES.laterProofNotDue },
    });
    expect((await app.request("/api/payments/to-check")).status).toBe(401);
  });
});
