import { type ApiDeps, issueApplicantLink, paymentsOverview } from "@kairos/api";
import { applications, rounds } from "@kairos/db";
import { testDatabases } from "@kairos/db/testing";
import {
  addCalendarDays,
  applicationReference,
  egyptToday,
  formatAmount,
  SECOND_PAYMENT_DAYS_AFTER_START,
  type SiteSettings,
  zonedTimeToUtc,
} from "@kairos/shared";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { App } from "../src/app";
import { startScheduler } from "../src/scheduler";
import { screenshotFile } from "./forms";
import { callJson, recordingMailer, testApp, testDeps } from "./helpers";
import { staffSession } from "./staff-session";
import { applicationForm, uniqueEmail, withRoomySlot } from "./submission-forms";

// One week of a round as its owner lives it (APP-26, decisions 0028 and 0029), with the
// scheduler run as the server runs it, day by day on an advanced clock: new applications
// alerted one by one, proofs gathered in the morning digest, payments recorded with their
// receipts, the second installment's reminder three days before its due date (sent once
// although two processes run at once), the overdue notice the day after, a withdrawal alerted
// at once, and the dashboard's totals after each. WALKTHROUGH=1 prints the week.

type Answer<T> = { success: boolean; message?: string; data: T };
/** The token of a personal link (`…/application/<token>`). */
const tokenOf = (url: string) => url.slice(url.lastIndexOf("/") + 1);

describe.each(testDatabases())("an owner's week of a round on $name", ({ open }) => {
  const suite = withRoomySlot(open);
  const mailer = recordingMailer();
  let deps: ApiDeps;
  let app: App;
  let admin: Record<string, string>;
  const today = egyptToday();
  /** Day 0 is today; the round started 14 days ago, so its second installments fall due on day 6. */
  const start = addCalendarDays(today, -14);
  const due = addCalendarDays(start, SECOND_PAYMENT_DAYS_AFTER_START);
  const nineOn = (day: number) =>
    zonedTimeToUtc(addCalendarDays(today, day), "09:00", "Africa/Cairo");
  const timeline: string[] = [];
  const seen = new Set<unknown>();
  /** The mails sent since the last look, into the week's log. */
  function newMails(day: number) {
    const fresh = mailer.sent.filter((m) => !seen.has(m));
    for (const m of fresh) {
      seen.add(m);
      timeline.push(`day ${day}: mail to ${m.to}: ${m.subject}`);
    }
    return fresh;
  }
  const call = <T>(method: string, path: string, body?: unknown, headers = admin) =>
    callJson<Answer<T>>(app, method, path, headers, body);

  /** The scheduler of `processes` server processes, each run once at 09:00 on `day`. */
  async function schedulersAt(day: number, processes = 1) {
    const runs = Array.from({ length: processes }, (_, i) =>
      startScheduler(i === 0 ? deps : testDeps(suite.database, { mailer }), {
        now: () => nineOn(day),
        intervalMs: 3_600_000,
      }),
    );
    await Promise.all(runs.map((run) => run.stop()));
    return newMails(day);
  }

  async function apply(name: string, paymentPlan: string) {
    const email = uniqueEmail(name.toLowerCase());
    const res = await app.request("/api/trainings/apply", {
      method: "POST",
      body: applicationForm({
        email,
        fullName: `${name} Owner`,
        paymentPlan,
        assessmentSlot: String(suite.slotId),
      }),
    });
    expect(res.status).toBe(201);
    const [row] = await suite.database.db
      .select()
      .from(applications)
      .where(eq(applications.email, email));
    if (!row) throw new Error("no application");
    return row;
  }

  async function recordPayment(id: number, amount: number, currency: string, key: string) {
    const res = await call<{ entry: { receipt: string } }>(
      "POST",
      `/api/trainings/${id}/payments`,
      { kind: "payment", amount, currency, receivedOn: today, method: "instant-payment" },
      { ...admin, "Idempotency-Key": key },
    );
    expect(res.status).toBe(201);
    return res.body.data.entry.receipt;
  }

  const dashboard = async (day: number) => {
    const overview = await paymentsOverview(suite.database.db, nineOn(day));
    const owed = overview.outstanding
      .map((o) => `${formatAmount(o.amount, o.currency)} (${o.currency})`)
      .join(", ");
    timeline.push(
      `day ${day}: dashboard: outstanding ${owed || "none"}, overdue ${overview.overdue}`,
    );
    return overview;
  };

  beforeAll(async () => {
    deps = testDeps(suite.database, { mailer });
    app = testApp(suite.database, { submissionLimit: 1000 }, deps);
    admin = await staffSession(suite.database, app, {
      email: "owner-week@example.com",
      password: "owner-week-password",
      role: "admin",
    });
    const settings = await call<{ settings: SiteSettings }>("GET", "/api/settings");
    const saved = await call("PUT", "/api/settings", {
      ...settings.body.data.settings,
      staffAlerts: { ...settings.body.data.settings.staffAlerts, proofs: "digest" },
      digestHour: 8,
      installmentReminderDays: 3,
    });
    expect(saved.status).toBe(200);
  });

  it("alerts, receipts, the digest, the reminder, the overdue notice and the withdrawal", async () => {
    const staff = (mails: typeof mailer.sent, subject: string) =>
      mails.filter((m) => m.to === "staff@kairos.example" && m.subject.includes(subject));
    const to = (mails: typeof mailer.sent, email: string, subject: string) =>
      mails.filter((m) => m.to === email && m.subject.includes(subject));

    // Day 0: three applications, each alerted to staff at once; the first payments recorded.
    const amal = await apply("Amal", "two-payments");
    const basma = await apply("Basma", "two-payments");
    const chadi = await apply("Chadi", "full-payment");
    const day0 = newMails(0);
    expect(staff(day0, "New application")).toHaveLength(3);
    const half = (row: typeof amal) => row.amountDue - Math.floor(row.amountDue / 2);
    await recordPayment(amal.id, half(amal), amal.currency, "amal-1");
    await recordPayment(basma.id, half(basma), basma.currency, "basma-1");
    await recordPayment(chadi.id, chadi.amountDue, chadi.currency, "chadi-1");
    const receipts = newMails(0);
    for (const row of [amal, basma, chadi])
      expect(to(receipts, row.email, "Receipt")).toHaveLength(1);
    // The round has run two weeks: its second installments are due on day 6.
    await suite.database.db
      .update(rounds)
      .set({ startDate: start })
      .where(eq(rounds.id, amal.roundId));
    expect(due).toBe(addCalendarDays(today, 6));
    const second = (row: typeof amal) => Math.floor(row.amountDue / 2);
    const before = await dashboard(0);
    const owedIn = (o: typeof before, currency: string) =>
      o.outstanding.find((x) => x.currency === currency)?.amount ?? 0;
    expect(before.overdue).toBe(0);

    // Days 1-2: nothing for the payments.
    for (const day of [1, 2]) {
      const mails = await schedulersAt(day);
      expect(mails.filter((m) => m.subject.includes("second payment"))).toEqual([]);
    }
    // Day 3, Settings' 3 days before: each reminder once, with two processes running.
    const day3 = await schedulersAt(3, 2);
    expect(to(day3, amal.email, "Reminder: your second payment is due by")).toHaveLength(1);
    expect(to(day3, basma.email, "Reminder: your second payment is due by")).toHaveLength(1);
    expect(to(day3, chadi.email, "second payment")).toHaveLength(0);
    await schedulersAt(3, 2);
    expect(
      mailer.sent.filter((m) => m.subject.startsWith("Reminder: your second payment")),
    ).toHaveLength(2);

    // Day 4: Amal uploads the second proof from her page; proofs go to the digest.
    await schedulersAt(4);
    const token = tokenOf(await issueApplicantLink(deps, amal.id));
    const body = new FormData();
    body.set("paymentScreenshot", screenshotFile());
    const uploaded = await app.request(`/api/application/${token}/installment-proof`, {
      method: "POST",
      body,
    });
    expect(uploaded.status).toBe(201);
    expect(staff(newMails(4), "Proof")).toEqual([]);
    timeline.push("day 4: Amal uploaded the second proof on her page");

    // Day 5, 09:00: the morning digest holds her proof; staff record the payment.
    const day5 = await schedulersAt(5);
    const [digest, ...moreDigests] = staff(day5, "Staff alerts of");
    expect(moreDigests).toEqual([]);
    // By the application's reference and its page, not her name (decision 0035).
    expect(digest?.text).toContain(applicationReference(amal.id));
    expect(digest?.text).not.toContain("Amal Owner");
    const receipt = await recordPayment(amal.id, second(amal), amal.currency, "amal-2");
    const [amalReceipt] = to(newMails(5), amal.email, `Receipt ${receipt}`);
    expect(amalReceipt?.text).toContain(`Outstanding: ${formatAmount(0, amal.currency)}`);
    const after = await dashboard(5);
    expect(owedIn(after, amal.currency)).toBe(owedIn(before, amal.currency) - second(amal));

    // Day 6 is the due date; day 7 Basma is overdue: her notice once, and the dashboard says so.
    await schedulersAt(6);
    const day7 = await schedulersAt(7, 2);
    expect(to(day7, basma.email, "overdue")).toHaveLength(1);
    expect(to(day7, amal.email, "second payment")).toHaveLength(0);
    expect((await dashboard(7)).overdue).toBe(before.overdue + 1);

    // Basma withdraws from her page: staff are told at once, and nothing more is owed.
    const basmaToken = tokenOf(await issueApplicantLink(deps, basma.id));
    const withdrawn = await app.request(`/api/application/${basmaToken}/withdrawal`, {
      method: "POST",
    });
    expect(withdrawn.status).toBe(200);
    expect(staff(newMails(7), "withdr")).toHaveLength(1);
    const end = await dashboard(7);
    expect(end.overdue).toBe(before.overdue);
    expect(owedIn(end, basma.currency)).toBe(owedIn(after, basma.currency) - second(basma));

    if (process.env.WALKTHROUGH) console.log(timeline.join("\n"));
  });
});
