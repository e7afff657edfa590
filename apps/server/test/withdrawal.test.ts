import {
  assessmentSlots,
  SITE_SETTINGS_KEY,
  settings,
  webhookDeliveries,
  webhookEndpoints,
} from "@kairos/db";
import { testDatabases } from "@kairos/db/testing";
import { APPLICANT_MESSAGES, egyptTimeLabel } from "@kairos/shared";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { App } from "../src/app";
import { outboxOf } from "./forms";
import { jsonRequest, tempDir, testApp } from "./helpers";
import { staffSession } from "./staff-session";
import {
  addSlots,
  applicationForm,
  PAYMENT_INSTRUCTIONS,
  uniqueEmail,
  withSeededDatabase,
} from "./submission-forms";

// Withdrawal (APP-26, decision 0030) as callers see it: the applicant on their page over REST,
// staff over REST; the slot free again at once (the public availability read says so), a
// second withdrawal refused, the staff alerted, the webhook queued, the history naming who.

const ADMIN = {
  email: "withdraw-admin@example.com",
  password: "admin-password",
  role: "admin" as const,
};
const LINK = /http:\/\/localhost:3000\/application\/([a-z2-7]+\.[a-z2-7]+)/;
const POLICY = "Full refund until the first class; half after it.";

interface Answer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: the tests read several answers' shapes
  body: { success: boolean; message?: string; data: any };
}

describe.each(testDatabases())("withdrawal on $name", ({ open }) => {
  const suite = withSeededDatabase(open);
  const outboxDir = tempDir("outbox");
  let app: App;
  let staff: Record<string, string>;
  let slots: { id: number; startsAt: Date }[] = [];
  beforeAll(async () => {
    app = testApp(suite.database, { outboxDir, submissionLimit: 1000 });
    staff = await staffSession(suite.database, app, ADMIN);
    slots = await addSlots(suite.database, "round-3", [4, 5], 1);
    // A receiver of the new event (its deliveries are stored in the withdrawal's transaction).
    await suite.database.db.insert(webhookEndpoints).values({
      url: "https://hooks.example/kairos",
      events: ["application.withdrawn"],
      secret: "whsec_dGVzdHRlc3R0ZXN0dGVzdHRlc3R0ZXN0",
    });
  });

  const call = async (path: string, init?: RequestInit): Promise<Answer> => {
    const res = await app.request(path, init);
    return { status: res.status, body: (await res.json()) as Answer["body"] };
  };
  const mailsTo = (address: string) =>
    outboxOf(outboxDir).filter((m) => m.includes(`To: ${address}`));
  const bookedCount = async (slotId: number) => {
    const [slot] = await suite.database.db
      .select({ n: assessmentSlots.bookedCount })
      .from(assessmentSlots)
      .where(eq(assessmentSlots.id, slotId));
    return slot?.n;
  };
  const withdrawnEvents = async (applicationId: number) =>
    (await suite.database.db.select().from(webhookDeliveries))
      .filter((d) => d.event === "application.withdrawn")
      .map((d) => d.payload as { data: { application: Record<string, unknown> } })
      .filter((p) => p.data.application.id === applicationId);

  async function apply(slotId: number) {
    const email = uniqueEmail("withdraw");
    const applied = await call("/api/trainings/apply", {
      method: "POST",
      body: applicationForm({ email, assessmentSlot: String(slotId) }),
    });
    expect(applied.status).toBe(201);
    return {
      email,
      id: applied.body.data.application.id as number,
      reference: applied.body.data.reference as string,
    };
  }

  async function linkOf(email: string) {
    await call("/api/application/find", jsonRequest("POST", { email }));
    await expect
      .poll(() => mailsTo(email).filter((m) => m.includes("Your Kairos application link")).length)
      .toBe(1);
    return (
      mailsTo(email)
        .find((m) => m.includes("Your Kairos application link"))
        ?.match(LINK)?.[1] ?? ""
    );
  }

  it("lets the applicant withdraw: the slot is free in the same transaction, staff alerted, webhook queued, a second one refused", async () => {
    await suite.database.db
      .update(settings)
      .set({ value: { ...PAYMENT_INSTRUCTIONS, refundPolicy: POLICY } })
      .where(eq(settings.key, SITE_SETTINGS_KEY));
    const slot = slots[0] as { id: number; startsAt: Date };
    const { email, id, reference } = await apply(slot.id);
    const token = await linkOf(email);
    expect(await bookedCount(slot.id)).toBe(1);
    expect((await call(`/api/assessments/check-availability/${slot.id}`)).body.data).toEqual({
      available: false,
    });

    // The page names the booking and the refund policy before anything is done.
    const before = await call(`/api/application/${token}`);
    expect(before.body.data).toMatchObject({ withdrawnAt: null, booking: { slotId: slot.id } });
    await expect
      .poll(async () => (await call(`/api/application/${token}`)).body.data.refundPolicy)
      .toBe(POLICY);

    const done = await call(`/api/application/${token}/withdrawal`, jsonRequest("POST"));
    expect(done.status).toBe(200);
    expect(done.body.message).toMatch(new RegExp(`^${APPLICANT_MESSAGES.withdrawn}`));
    expect(done.body.data.page).toMatchObject({
      status: "pending",
      booking: null,
      canBook: false,
      canReplaceProof: false,
      withdrawnAt: expect.any(String),
    });
    expect(done.body.data.page.history.map((h: { title: string }) => h.title)).toContain(
      "You withdrew your application",
    );

    // The place is free at once, as any caller reads it.
    expect(await bookedCount(slot.id)).toBe(0);
    expect((await call(`/api/assessments/check-availability/${slot.id}`)).body.data).toEqual({
      available: true,
    });

    // Staff: the status kept, withdrawnAt beside it, the history naming the applicant.
    const staffView = await call(`/api/trainings/${id}`, { headers: staff });
    expect(staffView.body.data.application).toMatchObject({
      applicationStatus: "pending",
      withdrawnAt: done.body.data.page.withdrawnAt,
      assessmentSlot: null,
    });
    const events = staffView.body.data.history as {
      event: string;
      byApplicant: boolean;
      actor: string | null;
    }[];
    expect(events.find((e) => e.event === "withdrawn")).toMatchObject({
      byApplicant: true,
      actor: null,
    });
    expect(events.some((e) => e.event === "booking-cancelled")).toBe(true);

    const [event] = await withdrawnEvents(id);
    expect(event?.data.application).toMatchObject({
      id,
      reference,
      status: "pending",
      by: "applicant",
      cancelledBooking: { slotId: slot.id, startsAt: slot.startsAt.toISOString() },
    });

    await expect
      .poll(
        () =>
          mailsTo("staff@kairos.example").filter((m) =>
            m.includes(`Application withdrawn: ${reference}`),
          ).length,
      )
      .toBe(1);
    const alert =
      mailsTo("staff@kairos.example").find((m) =>
        m.includes(`Application withdrawn: ${reference}`),
      ) ?? "";
    expect(alert).toContain(
      `The assessment booked for ${egyptTimeLabel(slot.startsAt)} was cancelled`,
    );
    await expect
      .poll(
        () =>
          mailsTo(email).filter((m) => m.includes("Your Kairos application is withdrawn")).length,
      )
      .toBe(1);
    expect(mailsTo(email).find((m) => m.includes("is withdrawn"))).toContain(`Refund: ${POLICY}`);

    // Twice: refused, nothing more changed (no second event, no second alert).
    const again = await call(`/api/application/${token}/withdrawal`, jsonRequest("POST"));
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/^This application was already withdrawn on /);
    const byStaff = await call(`/api/trainings/${id}/withdrawal`, {
      method: "POST",
      headers: staff,
    });
    expect(byStaff.status).toBe(409);
    expect(await withdrawnEvents(id)).toHaveLength(1);

    // And the actions that make no sense any more are refused.
    const book = await call(
      `/api/application/${token}/book`,
      jsonRequest("POST", { slotId: slot.id }),
    );
    expect(book.status).toBe(409);
    expect(book.body.message).toBe(APPLICANT_MESSAGES.withdrawnNoActions);
    expect(await bookedCount(slot.id)).toBe(0);
  });

  it("two withdrawals at once: one succeeds, the other is refused with 409", async () => {
    const slot = slots[1] as { id: number };
    const { email } = await apply(slot.id);
    const token = await linkOf(email);
    const answers = await Promise.all([
      call(`/api/application/${token}/withdrawal`, jsonRequest("POST")),
      call(`/api/application/${token}/withdrawal`, jsonRequest("POST")),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await bookedCount(slot.id)).toBe(0);
  });

  it("lets staff record a withdrawal over REST: the history names them", async () => {
    const [slot] = await addSlots(suite.database, "round-3", [6], 1);
    const { id } = await apply(slot?.id ?? 0);
    const refused = await call(`/api/trainings/${id}/withdrawal`, { method: "POST" });
    expect(refused.status).toBe(401);
    const done = await call(`/api/trainings/${id}/withdrawal`, { method: "POST", headers: staff });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({
      message: APPLICANT_MESSAGES.staffWithdrawn,
      data: { id, withdrawnAt: expect.any(String) },
    });
    expect(await bookedCount(slot?.id ?? 0)).toBe(0);
    const staffView = await call(`/api/trainings/${id}`, { headers: staff });
    const entry = (
      staffView.body.data.history as { event: string; byApplicant: boolean; actor: string | null }[]
    ).find((e) => e.event === "withdrawn");
    expect(entry).toMatchObject({ byApplicant: false, actor: ADMIN.email });
    const [event] = await withdrawnEvents(id);
    expect(event?.data.application).toMatchObject({ by: "staff" });
  });
});
