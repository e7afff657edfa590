import { createServer } from "node:net";
import { retryQueuedMail } from "@kairos/api";
import { applicationHistory, mailOutbox } from "@kairos/db";
import { testDatabases } from "@kairos/db/testing";
import { asc, eq } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { describe, expect, it } from "vitest";
import { startScheduler } from "../src/scheduler";
import { jsonRequest, recordingMailer, testApp, testDeps } from "./helpers";
import { applicationForm, contactMessage, uniqueEmail, withRoomySlot } from "./submission-forms";

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
      [email, email, "staff@kairos.example"].sort(),
    );

    // SMTP comes back; the scheduler's next run (a minute later) sends the queued mail.
    const received: string[] = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      onData(stream, session, callback) {
        stream.resume();
        stream.on("end", () => {
          received.push(...session.envelope.rcptTo.map((r) => r.address));
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
    expect(received.sort()).toEqual([email, email, "staff@kairos.example"].sort());
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
