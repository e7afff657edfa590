import { eraseRecord, retryQueuedMail, sendInstallmentReminders } from "@kairos/api";
import { applicationHistory, applicationPayments, applications, rounds } from "@kairos/db";
import { testDatabases } from "@kairos/db/testing";
import {
  addCalendarDays,
  calendarDayLabel,
  formatAmount,
  SECOND_PAYMENT_DAYS_AFTER_START,
  zonedTimeToUtc,
} from "@kairos/shared";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { App } from "../src/app";
import { recordingMailer, testApp, testDeps } from "./helpers";
import {
  applicationForm,
  PAYMENT_INSTRUCTIONS,
  uniqueEmail,
  withRoomySlot,
} from "./submission-forms";

// The second installment's reminders (decision 0029): Settings' days (3 by default) before
// the due date (round start + 20) and the day after it passed unpaid, each mailed once across
// processes, with the amount, the due date, how to pay and the applicant's page. None for a
// paid, withdrawn or full-payment application, nor in a round without a start date.

describe.each(testDatabases())("second installment reminders on $name", ({ open }) => {
  const suite = withRoomySlot(open);
  const mailer = recordingMailer();
  let app: App;
  let deps: ReturnType<typeof testDeps>;
  let due: string;
  const emails = {
    owing: uniqueEmail("owing"),
    paid: uniqueEmail("paid"),
    withdrawn: uniqueEmail("withdrawn"),
    full: uniqueEmail("full"),
    undated: uniqueEmail("undated"),
    erased: uniqueEmail("erased"),
  };
  const idOf: Record<string, number> = {};

  beforeAll(async () => {
    deps = testDeps(suite.database, { mailer });
    app = testApp(suite.database, { submissionLimit: 1000 }, deps);
    const { db } = suite.database;
    for (const [who, email] of Object.entries(emails)) {
      const applied = await app.request("/api/trainings/apply", {
        method: "POST",
        body: applicationForm({
          email,
          fullName: `Nour ${who}`,
          paymentPlan: who === "full" ? "full-payment" : "two-payments",
          assessmentSlot: String(suite.slotId),
        }),
      });
      expect(applied.status).toBe(201);
      const [row] = await db.select().from(applications).where(eq(applications.email, email));
      idOf[who] = row?.id ?? 0;
    }
    const [round] = await db.select().from(rounds).where(eq(rounds.id, "round-3"));
    due = addCalendarDays(round?.startDate ?? "", SECOND_PAYMENT_DAYS_AFTER_START);
    const [paid] = await db.select().from(applications).where(eq(applications.email, emails.paid));
    await db.insert(applicationPayments).values({
      applicationId: idOf.paid ?? 0,
      kind: "payment",
      amount: paid?.amountDue ?? 0,
      currency: paid?.currency ?? "EGP",
      receivedOn: round?.startDate ?? "",
      method: "cash",
      requestId: "paid-in-full",
    });
    await db
      .update(applications)
      .set({ withdrawnAt: new Date() })
      .where(eq(applications.id, idOf.withdrawn ?? 0));
    await eraseRecord(deps, {
      kind: "application",
      id: idOf.erased ?? 0,
      by: { type: "retention" },
      reason: "test",
    });
    await db.insert(rounds).values({ id: "round-undated", name: "Undated round", status: "open" });
    await db
      .update(applications)
      .set({ roundId: "round-undated" })
      .where(eq(applications.id, idOf.undated ?? 0));
    mailer.sent.length = 0;
  });

  /** Noon in Egypt, `days` after the due date. */
  const at = (days: number) => zonedTimeToUtc(addCalendarDays(due, days), "12:00", "Africa/Cairo");
  const mailsTo = (email: string) => mailer.sent.filter((m) => m.to === email);
  /** Two processes' schedulers at once: the same database, their own deps. */
  const bothAt = (days: number) =>
    Promise.all([
      sendInstallmentReminders(deps, at(days)),
      sendInstallmentReminders(testDeps(suite.database, { mailer }), at(days)),
    ]);

  it("mails the reminder once, Settings' 3 days before the due date", async () => {
    await bothAt(-4);
    expect(mailsTo(emails.owing)).toHaveLength(0);
    await bothAt(-3);
    await bothAt(-2);
    await bothAt(0);
    const [mail, ...more] = mailsTo(emails.owing);
    expect(more).toHaveLength(0);
    const [row] = await suite.database.db
      .select()
      .from(applications)
      .where(eq(applications.email, emails.owing));
    // The second half, although staff have not recorded the first yet (its proof went with
    // the application).
    const amount = `${formatAmount(Math.floor((row?.amountDue ?? 0) / 2), "EGP")} (EGP)`;
    expect(mail?.subject).toBe(`Reminder: your second payment is due by ${calendarDayLabel(due)}`);
    expect(mail?.text).toContain(`Amount: ${amount}`);
    expect(mail?.text).toContain(`Due by: ${calendarDayLabel(due)}`);
    expect(mail?.text).toContain(PAYMENT_INSTRUCTIONS.instantPaymentDetails);
    expect(mail?.text).toMatch(
      /upload the payment screenshot on your page.*http:\/\/localhost:3000\/application\/\S+/,
    );
    const history = await suite.database.db
      .select()
      .from(applicationHistory)
      .where(
        and(
          eq(applicationHistory.applicationId, idOf.owing ?? 0),
          eq(applicationHistory.detail, "Installment reminder"),
        ),
      );
    expect(history.map((h) => h.event)).toEqual(["mail-sent"]);
  });

  it("mails the overdue notice once, from the day after the due date", async () => {
    mailer.failing = false;
    await bothAt(1);
    await bothAt(2);
    const overdue = mailsTo(emails.owing).filter((m) => m.subject.includes("overdue"));
    expect(overdue).toHaveLength(1);
    expect(overdue[0]?.subject).toBe("Your second payment is overdue");
    expect(overdue[0]?.text).toContain(`was due by ${calendarDayLabel(due)}`);
  });

  it("mails nobody paid, withdrawn, erased, on full payment or in a round without a date", async () => {
    for (const who of ["paid", "withdrawn", "full", "undated"] as const) {
      expect(mailsTo(emails[who])).toEqual([]);
    }
    // An erased application keeps its row and its debt, but no address: nothing is sent to it.
    expect(mailer.sent.map((m) => m.to)).not.toContain(`erased-${idOf.erased}`);
    expect(new Set(mailer.sent.map((m) => m.to))).toEqual(new Set([emails.owing]));
  });

  it("keeps a reminder that cannot be sent in the outbox, and sends it once", async () => {
    const { db } = suite.database;
    const email = uniqueEmail("late");
    const applied = await app.request("/api/trainings/apply", {
      method: "POST",
      body: applicationForm({
        email,
        paymentPlan: "two-payments",
        assessmentSlot: String(suite.slotId),
      }),
    });
    expect(applied.status).toBe(201);
    const [row] = await db.select().from(applications).where(eq(applications.email, email));
    mailer.sent.length = 0;
    mailer.failing = true;
    await sendInstallmentReminders(deps, at(3));
    mailer.failing = false;
    await sendInstallmentReminders(deps, at(3));
    expect(mailsTo(email)).toHaveLength(0);
    const minutes = (n: number) => new Date(at(3).getTime() + n * 60_000);
    await retryQueuedMail(deps, minutes(2));
    await retryQueuedMail(deps, minutes(10));
    expect(mailsTo(email).map((m) => m.subject)).toEqual(["Your second payment is overdue"]);
    const history = await db
      .select({ event: applicationHistory.event })
      .from(applicationHistory)
      .where(
        and(
          eq(applicationHistory.applicationId, row?.id ?? 0),
          eq(applicationHistory.detail, "Installment overdue"),
        ),
      );
    expect(history.map((h) => h.event)).toEqual(["mail-failed", "mail-sent"]);
  });
});
