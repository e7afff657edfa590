import { applicationHistory, applications, type Database, seed } from "@kairos/db";
import { testDatabases } from "@kairos/db/testing";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { App } from "../src/app";
import { jsonRequest, recordingMailer, testApp } from "./helpers";
import { staffSession } from "./staff-session";

// The applicant's e-mail on a status change (APPS-09), through the REST route staff callers use.

const ADMIN = { email: "admin@example.com", password: "admin-password" };
/** Every mail to an applicant carries a new link to their own page. */
const PAGE_LINE =
  /Your application, your assessment and what happens next are on your own page: http:\/\/localhost:3000\/application\/[a-z2-7]+\.[a-z2-7]+/;

interface StatusAnswer {
  success: boolean;
  message: string;
  data: {
    emailSent: boolean | null;
    application: { applicationStatus: string };
    history: {
      event: string;
      detail: string | null;
      toStatus: string | null;
      actor: string;
      notes: string | null;
      applicantMessage: string | null;
    }[];
  };
}

describe.each(testDatabases())("status change e-mails over REST on $name", ({ open }) => {
  let database: Database;
  let app: App;
  let headers: Record<string, string>;
  const mailer = recordingMailer();

  beforeAll(async () => {
    database = await open();
    await seed(database.db, { demoSlots: false });
    app = testApp(database, { mailer });
    headers = await staffSession(database, app, { ...ADMIN, role: "admin" });
  });
  afterAll(async () => {
    await database?.close();
  });
  beforeEach(() => {
    mailer.sent.length = 0;
    mailer.failing = false;
  });

  let counter = 0;
  /** An application as stored, owing `owes` (default: the full payment in dollars). */
  async function applicant(
    owes: Pick<typeof applications.$inferInsert, "paymentPlan" | "amountDue" | "currency"> = {
      paymentPlan: "full-payment",
      amountDue: 450,
      currency: "USD",
    },
  ) {
    const email = `status-${++counter}@example.com`;
    const [row] = await database.db
      .insert(applications)
      .values({
        fullName: `Applicant ${counter}`,
        email,
        countryCode: "US",
        phoneNumber: "+15551234567",
        selectedCountry: "United States",
        selectedCity: "Boston",
        roundId: "round-3",
        secondLanguage: "Arabic",
        occupation: "student",
        hearAbout: "facebook",
        ...owes,
      })
      .returning();
    return { id: row?.id ?? 0, email };
  }

  const setStatus = async (id: number, body: Record<string, unknown>) => {
    const res = await app.request(
      `/api/trainings/${id}/status`,
      jsonRequest("PATCH", body, headers),
    );
    return { status: res.status, body: (await res.json()) as StatusAnswer };
  };
  const historyOf = async (id: number) => {
    const res = await app.request(`/api/trainings/${id}`, { headers });
    return ((await res.json()) as StatusAnswer).data.history;
  };

  it("mails the approved template by default and lists it on the history", async () => {
    const { id, email } = await applicant();
    const { status, body } = await setStatus(id, { status: "approved" });
    expect(status).toBe(200);
    expect(body.message).toBe("Application status updated; the applicant was e-mailed");
    expect(body.data.emailSent).toBe(true);
    expect(body.data.application.applicationStatus).toBe("approved");

    expect(mailer.sent).toHaveLength(1);
    const mail = mailer.sent[0];
    expect(mail?.to).toBe(email);
    expect(mail?.subject).toBe("Your Kairos training application has been approved");
    expect(mail?.text).toContain(`Dear Applicant ${counter},`);
    expect(mail?.text).toContain("has been approved");
    expect(mail?.text).toContain("Dates: 7 February 2026 to 31 March 2026");
    expect(mail?.text).toContain(
      "Class schedule: Saturdays 4:00-6:30 PM ET and Tuesdays 5:00-7:30 PM ET",
    );
    expect(mail?.text).toContain("support@kairos.example");
    expect(mail?.text).toMatch(PAGE_LINE);
    // Paid in full: nothing more to pay.
    expect(mail?.text).toContain("Payment plan: Full Payment: $450 with the application");
    expect(mail?.text).not.toContain("second payment");

    const history = await historyOf(id);
    expect(history.map((h) => [h.event, h.detail])).toEqual([
      ["status-changed", null],
      ["mail-sent", "Application approved"],
    ]);
    expect(history.at(-1)?.actor).toBe(ADMIN.email);
  });

  it("tells of the amounts recorded on the application: the second payment on approval, all owed when pending", async () => {
    // Recorded when it was submitted: Settings' prices now (the spec's) do not rewrite it.
    const { id } = await applicant({
      paymentPlan: "two-payments",
      amountDue: 9600,
      currency: "EGP",
    });
    await setStatus(id, { status: "payment-pending" });
    const pending = mailer.sent.at(-1)?.text ?? "";
    expect(pending).toContain(
      "Please complete the payment of your plan: LE 4,800 with the application and LE 4,800 by Friday, 27 February 2026, LE 9,600 in total.",
    );
    expect(pending).toContain("Amount owed: LE 9,600 (EGP)");
    expect(mailer.sent.at(-1)?.html).toContain("LE 9,600 (EGP)");

    await setStatus(id, { status: "approved" });
    const approved = mailer.sent.at(-1)?.text ?? "";
    expect(approved).toContain(
      "Your second payment, LE 4,800, is due by Friday, 27 February 2026 (the end of the course's 3rd week).",
    );
    expect(approved).toContain(
      "Payment plan: Two Payments: LE 9,600 in total, LE 4,800 with the application and LE 4,800 by Friday, 27 February 2026",
    );
    expect(approved).not.toContain("4,750");
  });

  it("sends each status its own template, and nothing for pending", async () => {
    const { id, email } = await applicant();
    const rejected = await setStatus(id, { status: "rejected", notes: "Internal note" });
    expect(rejected.body.data.emailSent).toBe(true);
    expect(mailer.sent.at(-1)).toMatchObject({
      to: email,
      subject: "Your Kairos training application",
    });
    expect(mailer.sent.at(-1)?.text).toContain("unable to offer you a place in this round");
    // Staff notes stay internal.
    expect(mailer.sent.at(-1)?.text).not.toContain("Internal note");
    expect(mailer.sent.at(-1)?.text).toMatch(PAGE_LINE);

    const pending = await setStatus(id, { status: "payment-pending" });
    expect(pending.body.data.emailSent).toBe(true);
    expect(mailer.sent.at(-1)?.subject).toBe("Kairos training: your payment is pending");
    expect(mailer.sent.at(-1)?.text).toContain("complete the payment");
    expect(mailer.sent.at(-1)?.text).toContain("upload a new proof of payment");
    expect(mailer.sent.at(-1)?.text).toMatch(PAGE_LINE);
    expect(mailer.sent.at(-1)?.text).toContain("Support: support@kairos.example");

    const back = await setStatus(id, { status: "pending" });
    expect(back.body.data.emailSent).toBeNull();
    expect(back.body.message).toBe("Application status updated");
    expect(mailer.sent).toHaveLength(2);
    expect(
      (await historyOf(id)).filter((h) => h.event === "mail-sent").map((h) => h.detail),
    ).toEqual(["Application not accepted", "Payment pending"]);
  });

  it("sends nothing when notify is false or the status stays the same", async () => {
    const { id } = await applicant();
    const quiet = await setStatus(id, { status: "approved", notify: false });
    expect(quiet.status).toBe(200);
    expect(quiet.body.data).toMatchObject({
      emailSent: null,
      application: { applicationStatus: "approved" },
    });
    const same = await setStatus(id, { status: "approved", notes: "Just a note" });
    expect(same.body.data.emailSent).toBeNull();
    expect(mailer.sent).toEqual([]);
    expect((await historyOf(id)).map((h) => h.event)).toEqual(["status-changed", "status-changed"]);
  });

  it("keeps the staff note from the applicant; their message reaches their page and mail", async () => {
    const { id, email } = await applicant();
    const note = "Internal: the bank statement shows 8,300";
    const message = "We received 8,300 of 8,500.\nPlease send the remaining 200.";
    const { body } = await setStatus(id, {
      status: "payment-pending",
      notes: note,
      applicantMessage: message,
    });
    expect(body.data.emailSent).toBe(true);
    const mail = mailer.sent.at(-1);
    expect(mail?.to).toBe(email);
    expect(mail?.text).toContain(`Message from our team: ${message}`);
    expect(mail?.html).toContain(
      "Message from our team: We received 8,300 of 8,500.<br>Please send the remaining 200.",
    );
    expect(`${mail?.text}${mail?.html}`).not.toContain("bank statement");

    // Staff read both, each for what it is.
    const staffEntry = (await historyOf(id)).find((h) => h.event === "status-changed");
    expect(staffEntry).toMatchObject({ notes: note, applicantMessage: message });

    // The applicant's REST answer: the message on the change, never the note.
    const token = mail?.text.match(/\/application\/([a-z2-7]+\.[a-z2-7]+)/)?.[1];
    const own = async () => {
      const res = await app.request(`/api/application/${token}`);
      expect(res.status).toBe(200);
      return (await res.json()) as { data: { history: { title: string; note: string | null }[] } };
    };
    const page = await own();
    expect(page.data.history.map((h) => [h.title, h.note])).toEqual([
      ["Reviewed: payment pending", message],
    ]);

    // The same status again with a new message mails it; a note alone, or the notes of the
    // notes route, mail nothing and never show.
    const again = await setStatus(id, {
      status: "payment-pending",
      applicantMessage: "Thank you, we now have it all.",
    });
    expect(again.body.data.emailSent).toBe(true);
    expect(mailer.sent.at(-1)?.text).toContain(
      "Message from our team: Thank you, we now have it all.",
    );
    const quiet = await setStatus(id, { status: "payment-pending", notes: "Checked twice" });
    expect(quiet.body.data.emailSent).toBeNull();
    const notes = await app.request(
      `/api/trainings/${id}/notes`,
      jsonRequest("PATCH", { notes: "Called on Monday" }, headers),
    );
    expect(notes.status).toBe(200);
    expect(mailer.sent).toHaveLength(2);
    const later = JSON.stringify(await own());
    for (const secret of ["bank statement", "Checked twice", "Called on Monday"]) {
      expect(later).not.toContain(secret);
    }
    expect(later).toContain("Thank you, we now have it all.");
  });

  it("shows the applicant no note that staff wrote before messages existed", async () => {
    // History written before the message column: its notes were staff-only all along.
    const { id } = await applicant();
    await database.db.insert(applicationHistory).values({
      applicationId: id,
      event: "status-changed",
      fromStatus: "pending",
      toStatus: "payment-pending",
      notes: "Old internal note",
    });
    await setStatus(id, { status: "approved" });
    const token = mailer.sent.at(-1)?.text.match(/\/application\/([a-z2-7]+\.[a-z2-7]+)/)?.[1];
    const res = await app.request(`/api/application/${token}`);
    const { data } = (await res.json()) as { data: { history: { note: string | null }[] } };
    expect(data.history.map((h) => h.note)).toEqual([null, null]);
  });

  it("keeps the status when the mail fails, and says so", async () => {
    const { id } = await applicant();
    mailer.failing = true;
    const { status, body } = await setStatus(id, { status: "payment-pending", notify: true });
    expect(status).toBe(200);
    expect(body.message).toBe(
      "Application status updated, but the e-mail to the applicant could not be sent",
    );
    expect(body.data.emailSent).toBe(false);
    expect(body.data.application.applicationStatus).toBe("payment-pending");
    expect((await historyOf(id)).map((h) => [h.event, h.detail])).toEqual([
      ["status-changed", null],
      ["mail-failed", "Payment pending"],
    ]);
  });

  it("refuses a notify that is not a boolean", async () => {
    const { id } = await applicant();
    const { status, body } = await setStatus(id, { status: "approved", notify: "yes" });
    expect(status).toBe(400);
    expect(body).toMatchObject({
      success: false,
      errors: { notify: "Notify must be true or false" },
    });
    expect(mailer.sent).toEqual([]);
  });
});
