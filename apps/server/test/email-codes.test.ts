import { createServer } from "node:net";
import { emailCodes } from "@kairos/db";
import { testDatabases } from "@kairos/db/testing";
import { EMAIL_CODE_MESSAGES } from "@kairos/shared";
import { and, eq } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../src/app";
import { outboxOf } from "./forms";
import { jsonRequest, tempDir, testApp } from "./helpers";
import { applicationForm, uniqueEmail, withRoomySlot } from "./submission-forms";

// The application form's e-mail code (decision 0009) over both transports, with a real SMTP
// server: the code is read from the mail it received. "Send a code" answers alike for every
// address; only the right code tells whether the address has applied to the course, with a link
// to its page. A code works once, for 15 minutes, for 5 tries; a mail that cannot go leaves no
// code and lets the form go on.

const m = EMAIL_CODE_MESSAGES;
const LINK = /^http:\/\/localhost:3000\/application\/([a-z2-7]+\.[a-z2-7]+)$/;
/** The SMTP server refuses every recipient at this domain (a mailbox that does not exist). */
const REFUSED = "@refused.example";

interface Answer {
  success: boolean;
  message: string;
  errors?: Record<string, string>;
  data: {
    delivery?: string;
    message: string;
    applied?: boolean;
    reference?: string;
    link?: string;
  };
}

/** A port nothing listens on: an SMTP server that is down. */
const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

describe.each(testDatabases())("the application form's e-mail code on $name", ({ open }) => {
  const suite = withRoomySlot(open);
  const received: { to: string[]; data: string }[] = [];
  let smtp: SMTPServer;
  let server: App;
  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      onRcptTo(address, _session, callback) {
        if (!address.address.endsWith(REFUSED)) return callback();
        callback(Object.assign(new Error("No such mailbox"), { responseCode: 550 }));
      },
      onData(stream, session, callback) {
        let data = "";
        stream.on("data", (chunk: Buffer) => {
          data += chunk.toString();
        });
        stream.on("end", () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), data });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
    const { port } = smtp.server.address() as { port: number };
    server = testApp(suite.database, {
      smtpUrl: `smtp://127.0.0.1:${port}`,
      submissionLimit: 1000,
    });
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  const call = async (app: App, path: string, body: unknown) => {
    const res = await app.request(path, jsonRequest("POST", body));
    return { status: res.status, body: (await res.json()) as Answer };
  };
  const send = (email: string, trainingCourse = "round-3", app = server) =>
    call(app, "/api/application/email-code", { email, trainingCourse });
  const verify = (email: string, code: string, trainingCourse = "round-3") =>
    call(server, "/api/application/email-code/verify", { email, trainingCourse, code });
  /** The same two calls through tRPC, as the web app makes them: the procedure's result. */
  const trpc = async (procedure: string, input: unknown) => {
    const res = await server.request(`/trpc/applicant.${procedure}`, jsonRequest("POST", input));
    const body = (await res.json()) as {
      result?: { data: Answer["data"] };
      error?: { message: string; data: { httpStatus: number } };
    };
    return { status: res.status, data: body.result?.data, error: body.error };
  };

  /** The code mails to `email` (an application's own mails go to the same server). */
  const mailsTo = (email: string) =>
    received.filter(
      (mail) => mail.to.includes(email) && mail.data.includes("is your Kairos application code"),
    );
  /** The code of the last mail to `email`: the subject's leading digits. */
  const lastCode = (email: string) => {
    const mail = mailsTo(email).at(-1)?.data ?? "";
    const code = /^Subject: (\d{6}) is your Kairos application code/m.exec(mail)?.[1];
    expect(code, `a code mailed to ${email}`).toMatch(/^\d{6}$/);
    return code ?? "";
  };
  const apply = async (email: string) => {
    const res = await server.request("/api/trainings/apply", {
      method: "POST",
      body: applicationForm({ email, assessmentSlot: String(suite.slotId) }),
    });
    expect(res.status).toBe(201);
  };
  const otherThan = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

  it("answers alike for an address that has applied and one that has not; the code tells each", async () => {
    const known = uniqueEmail("known");
    const stranger = uniqueEmail("stranger");
    await apply(known);

    const [forKnown, forStranger] = [await send(known), await send(stranger)];
    expect(forKnown.status).toBe(200);
    expect(forStranger.status).toBe(200);
    expect(forKnown.body).toEqual({
      success: true,
      message: m.sent(known),
      data: { delivery: "sent", message: m.sent(known) },
    });
    expect(JSON.stringify(forStranger.body)).toBe(
      JSON.stringify(forKnown.body).replaceAll(known, stranger),
    );
    expect(mailsTo(known)).toHaveLength(1);
    expect(mailsTo(stranger)).toHaveLength(1);
    const mail = mailsTo(known)[0]?.data ?? "";
    expect(mail).toContain("Round 3");
    expect(mail).toContain("within 15 minutes");
    // The mail says nothing about an application either.
    expect(mail).not.toMatch(/APP-\d{6}|already applied/i);

    const knownCode = lastCode(known);
    const verdict = await verify(known, knownCode);
    expect(verdict.status).toBe(200);
    const { data } = verdict.body;
    expect(data.applied).toBe(true);
    expect(data.reference).toMatch(/^APP-\d{6}$/);
    expect(data.message).toBe(
      `You have already applied to Round 3 with ${known} (reference ${data.reference}). You do not need to apply or pay again: your application, its status and your assessment are on your page.`,
    );
    // The link opens that application's page.
    const token = LINK.exec(data.link ?? "")?.[1];
    expect(token).toBeTruthy();
    const page = await server.request(`/api/application/${token}`);
    expect(page.status).toBe(200);
    expect(((await page.json()) as { data: { email: string; reference: string } }).data).toEqual(
      expect.objectContaining({ email: known, reference: data.reference }),
    );

    // The new address, through tRPC as the web app asks.
    const newcomer = await trpc("verifyEmailCode", {
      email: stranger,
      trainingCourse: "round-3",
      code: lastCode(stranger),
    });
    expect(newcomer).toMatchObject({
      status: 200,
      data: { applied: false, message: m.confirmed },
    });
    expect(newcomer.data).not.toHaveProperty("link");

    // A code works once.
    const again = await verify(known, knownCode);
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ success: false, message: m.used, errors: { code: m.used } });
  });

  it("counts wrong codes down to none, then only a new code works; an expired one is refused", async () => {
    const email = uniqueEmail("tries");
    const sent = await trpc("sendEmailCode", { email, trainingCourse: "round-3" });
    expect(sent).toMatchObject({ status: 200, data: { delivery: "sent" } });
    const code = lastCode(email);
    const wrong = otherThan(code);
    const messages: string[] = [];
    for (let i = 0; i < 5; i++) {
      const answer = await verify(email, wrong);
      expect(answer.status).toBe(400);
      messages.push(answer.body.errors?.code ?? "");
    }
    expect(messages).toEqual([
      "This code is not right. 4 tries left.",
      "This code is not right. 3 tries left.",
      "This code is not right. 2 tries left.",
      "This code is not right. 1 try left.",
      "This code is not right, and that was the last try. Please ask for a new code.",
    ]);
    // Even the right one, now.
    expect((await verify(email, code)).body.message).toBe(m.noTriesLeft);

    // A new code replaces the old one at once (no half-minute wait after the last try).
    expect((await send(email)).body.data.delivery).toBe("sent");
    const fresh = lastCode(email);

    // Expired: the database's clock says so, as 15 minutes later.
    await suite.database.db
      .update(emailCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(emailCodes.email, email), eq(emailCodes.roundId, "round-3")));
    const expired = await verify(email, fresh);
    expect(expired).toMatchObject({ status: 400, body: { message: m.expired } });

    // No code was asked for this address.
    const none = await verify(uniqueEmail("none"), "123456");
    expect(none).toMatchObject({ status: 400, body: { errors: { code: m.none } } });
  });

  it("two requests at once leave one code, mailed once; a new request a moment later keeps it", async () => {
    const email = uniqueEmail("twice");
    const answers = await Promise.all([send(email), send(email)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(answers.map((a) => a.body.data.delivery).sort()).toEqual(["already-sent", "sent"]);
    expect(mailsTo(email)).toHaveLength(1);
    const later = await send(email);
    expect(later.body.data).toEqual({ delivery: "already-sent", message: m.alreadySent(email) });
    expect(mailsTo(email)).toHaveLength(1);
    expect((await verify(email, lastCode(email))).body.data.applied).toBe(false);
  });

  it("without a mail server, with one that is down or refuses the address: not sent, no code kept", {
    timeout: 20_000,
  }, async () => {
    const refused = `someone-${Date.now()}${REFUSED}`;
    const answer = await send(refused);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ delivery: "not-sent", message: m.notSent(refused) });
    expect((await verify(refused, "123456")).body.message).toBe(m.none);
    // Asked again at once, it tries again (nothing holds it back as "already sent").
    expect((await send(refused)).body.data.delivery).toBe("not-sent");

    // The mail server down.
    const down = testApp(suite.database, {
      smtpUrl: `smtp://127.0.0.1:${await freePort()}`,
      submissionLimit: 1000,
    });
    const email = uniqueEmail("down");
    expect((await send(email, "round-3", down)).body.data).toEqual({
      delivery: "not-sent",
      message: m.notSent(email),
    });

    // No mail server at all (the quick start writes mail to files, which reach nobody).
    const outboxDir = tempDir("outbox");
    const filesOnly = testApp(suite.database, { outboxDir, submissionLimit: 1000 });
    const other = uniqueEmail("files");
    expect((await send(other, "round-3", filesOnly)).body.data.delivery).toBe("not-sent");
    expect(outboxOf(outboxDir)).toEqual([]);
    const rows = await suite.database.db
      .select()
      .from(emailCodes)
      .where(eq(emailCodes.email, other));
    expect(rows).toEqual([]);
  });

  it("refuses a malformed address or code and a closed or unknown course with the field's message", async () => {
    const bad = await send("not-an-address");
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors ?? {})).toEqual(["email"]);
    const closed = await send(uniqueEmail("closed"), "round-2");
    expect(closed).toMatchObject({ status: 400, body: { errors: { trainingCourse: m.closed } } });
    const unknown = await send(uniqueEmail("unknown"), "round-99");
    expect(unknown.status).toBe(400);
    expect(Object.keys(unknown.body.errors ?? {})).toEqual(["trainingCourse"]);
    const short = await verify(uniqueEmail("short"), "12 34");
    expect(short).toMatchObject({ status: 400, body: { errors: { code: m.format } } });
    // Spaces are ignored: "123 456" is read as the six digits.
    const spaced = await verify(uniqueEmail("spaced"), "123 456");
    expect(spaced.body.message).toBe(m.none);
    const trpcBad = await trpc("verifyEmailCode", {
      email: uniqueEmail("trpc"),
      trainingCourse: "round-3",
      code: "abc",
    });
    expect(trpcBad.status).toBe(400);
    expect(trpcBad.error?.message).toBe(m.format);
    expect(mailsTo("not-an-address")).toEqual([]);
  });

  it("counts the codes per e-mail against the form limits", async () => {
    const limited = testApp(suite.database, {
      smtpUrl: `smtp://127.0.0.1:${(smtp.server.address() as { port: number }).port}`,
      submissionLimit: 1000,
      formLimits: { perEmail: 2 },
    });
    const email = uniqueEmail("limit");
    expect((await send(email, "round-3", limited)).status).toBe(200);
    expect((await send(email, "round-3", limited)).status).toBe(200);
    const third = await limited.request(
      "/api/application/email-code",
      jsonRequest("POST", { email, trainingCourse: "round-3" }),
    );
    expect(third.status).toBe(429);
    expect(Number(third.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});
