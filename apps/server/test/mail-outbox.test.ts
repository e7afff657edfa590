import { createServer } from "node:net";
import { retryQueuedMail } from "@kairos/api";
import { applicationHistory, mailOutbox } from "@kairos/db";
import { testDatabases } from "@kairos/db/testing";
import { DEFAULT_PUBLIC_CONFIG, defaultSiteSettings } from "@kairos/shared";
import { asc, eq } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { describe, expect, it } from "vitest";
import { startScheduler } from "../src/scheduler";
import { readableMail } from "./forms";
import { jsonRequest, recordingMailer, TEST_MAIL_FROM, testApp, testDeps } from "./helpers";
import { staffSession } from "./staff-session";
import {
  applicationForm,
  contactMessage,
  PAYMENT_INSTRUCTIONS,
  uniqueEmail,
  withRoomySlot,
} from "./submission-forms";

const ADMIN = {
  email: "outbox-admin@example.com",
  password: "admin-password",
  role: "admin" as const,
};
// The defaults with the payment instructions that keep registration open (openRegistration).
const CONTACTS = { ...defaultSiteSettings(DEFAULT_PUBLIC_CONFIG), ...PAYMENT_INSTRUCTIONS };

/** A port nothing listens on yet (the SMTP server is "down" until started there). */
const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000);

describe.each(testDatabases())("mail retried from the outbox on $name", ({ open }) => {
  const suite = withRoomySlot(open);

  it("keeps the submission while SMTP is down and sends its mail once SMTP is back", {
    timeout: 20_000,
  }, async () => {
    const port = await freePort();
    const deps = testDeps(suite.database, {
      smtpUrl: `smtp://127.0.0.1:${port}`,
      submissionLimit: 100,
    });
    const app = testApp(suite.database, {}, deps);
    // An admin has saved the contacts in Settings: they win over the environment's.
    const admin = await staffSession(suite.database, app, ADMIN);
    const saveContacts = async (supportEmail: string, staffEmail: string) => {
      const res = await app.request(
        "/api/settings",
        jsonRequest("PUT", { ...CONTACTS, supportEmail, staffEmail }, admin),
      );
      expect(res.status).toBe(200);
    };
    await saveContacts("help@kairos.example", "alerts@kairos.example");

    const email = uniqueEmail("outbox");
    const res = await app.request("/api/trainings/apply", {
      method: "POST",
      body: applicationForm({ email, assessmentSlot: String(suite.slotId) }),
    });
    expect(res.status).toBe(201);
    const { data } = (await res.json()) as {
      data: { emailSent: boolean; application: { id: number } };
    };
    expect(data.emailSent).toBe(false);
    const contact = await app.request(
      "/api/contact/submit",
      jsonRequest("POST", contactMessage({ email })),
    );
    expect(((await contact.json()) as { data: { emailSent: boolean } }).data.emailSent).toBe(false);

    const queued = await suite.database.db.select().from(mailOutbox);
    expect(queued.map((m) => (m.message as { to: string }).to).sort()).toEqual(
      // The applicant's confirmation and the staff's alert of the application; the visitor's
      // copy and the staff's alert of the message.
      [email, email, "alerts@kairos.example", "alerts@kairos.example"].sort(),
    );
    // Settings change again while the mails wait: each keeps the Reply-To it was made with.
    await saveContacts("later@kairos.example", "later-alerts@kairos.example");

    // SMTP comes back; the scheduler's next run (a minute later) sends the queued mail.
    const received: { to: string[]; mail: string }[] = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      onData(stream, session, callback) {
        let raw = "";
        stream.on("data", (chunk: Buffer) => {
          raw += chunk.toString();
        });
        stream.on("end", () => {
          const to = session.envelope.rcptTo.map((r) => r.address);
          received.push({ to, mail: readableMail(raw) });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(port, "127.0.0.1", resolve));
    try {
      const scheduler = startScheduler(deps, { now: () => minutesFromNow(2) });
      await scheduler.stop();
    } finally {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    }
    const header = (mail: string, name: string) =>
      mail.match(new RegExp(`^${name}: (.*)$`, "mi"))?.[1]?.trim();
    // The sender stays the environment's MAIL_FROM; replies from the applicant and the
    // visitor go to the saved support address; a staff alert has none (decision 0035).
    expect(
      received
        .map(({ to, mail }) => [to.join(), header(mail, "Reply-To"), header(mail, "From")])
        .sort(),
    ).toEqual(
      [
        [email, "help@kairos.example", TEST_MAIL_FROM],
        [email, "help@kairos.example", TEST_MAIL_FROM],
        ["alerts@kairos.example", undefined, TEST_MAIL_FROM],
        ["alerts@kairos.example", undefined, TEST_MAIL_FROM],
      ].sort(),
    );
    // The HTML part makes the personal link and the support address real links.
    const confirmation = received.find(({ mail }) => mail.includes("/application/"))?.mail ?? "";
    expect(confirmation).toMatch(
      /<a href="http:\/\/localhost:3000\/application\/[a-z2-7]+\.[a-z2-7]+">http:\/\/localhost:3000\/application\//,
    );
    expect(confirmation).toContain('<a href="mailto:help@kairos.example">help@kairos.example</a>');
    expect(await suite.database.db.select().from(mailOutbox)).toEqual([]);

    const history = await suite.database.db
      .select({ event: applicationHistory.event, detail: applicationHistory.detail })
      .from(applicationHistory)
      .where(eq(applicationHistory.applicationId, data.application.id))
      .orderBy(asc(applicationHistory.id));
    expect(history).toEqual([
      { event: "submitted", detail: null },
      { event: "mail-failed", detail: "Application confirmation" },
      { event: "mail-sent", detail: "Application confirmation" },
      { event: "mail-sent", detail: "New application (staff)" },
    ]);
  });

  it("waits longer after each failure and gives up after five retries", async () => {
    const mailer = recordingMailer();
    mailer.failing = true;
    const deps = testDeps(suite.database, { mailer, submissionLimit: 100 });
    const app = testApp(suite.database, {}, deps);
    await suite.database.db.delete(mailOutbox);
    const res = await app.request(
      "/api/interpreters/request",
      jsonRequest("POST", {
        fullName: "Ann Lee",
        email: uniqueEmail("retry"),
        countryCode: "US",
        phoneNumber: "+15551234567",
        sourceLanguage: "English",
        targetLanguage: "Arabic",
        serviceType: "phone",
      }),
    );
    expect(res.status).toBe(201);

    let at = Date.now();
    const waits: number[] = [];
    for (let retry = 1; retry <= 5; retry++) {
      // Not yet due a moment before the planned time. The two mails' first attempts, at the
      // submission, end milliseconds apart: the later one is the time both are due.
      const rows = await suite.database.db.select().from(mailOutbox);
      const due = Math.max(...rows.map((r) => r.nextAttemptAt.getTime()));
      waits.push(Math.round((due - at) / 60_000));
      expect((await retryQueuedMail(deps, new Date(due - 1000))).failed).toBe(0);
      expect(await retryQueuedMail(deps, new Date(due))).toMatchObject({ failed: 2 });
      at = due;
    }
    expect(waits).toEqual([1, 5, 15, 60, 240]);
    const rows = await suite.database.db.select().from(mailOutbox);
    expect(rows.map((r) => [r.attempts, r.gaveUpAt !== null])).toEqual([
      [6, true],
      [6, true],
    ]);
    expect(await retryQueuedMail(deps, minutesFromNow(24 * 60))).toEqual({
      sent: 0,
      failed: 0,
      gaveUp: 0,
    });
  });
});
