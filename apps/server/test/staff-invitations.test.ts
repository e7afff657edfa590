import type { AddressInfo } from "node:net";
import { createUser, inviteStaff, retryQueuedMail } from "@kairos/api";
import { type Database, mailOutbox, staffInvitations, users } from "@kairos/db";
import { testDatabases } from "@kairos/db/testing";
import { AUTH_MESSAGES, INVITATION_MESSAGES } from "@kairos/shared";
import { eq } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { App } from "../src/app";
import { callJson, jsonRequest, testApp, testDeps } from "./helpers";
import { bearerOf } from "./staff-session";

// "Add staff" invites (AUTH-19): the new member gets a single-use, expiring link by e-mail and
// chooses their own password; nobody else ever types or sees it. Mail goes through a real SMTP
// server started here.

const ADMIN = { email: "inviting-admin@example.com", password: "admin-password" };
const HOUR_MS = 60 * 60 * 1000;

interface Received {
  to: string[];
  text: string;
}

/** An SMTP server that keeps every message, its quoted-printable lines undone. */
async function smtpCatcher() {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, callback) {
      let data = "";
      stream.on("data", (chunk: Buffer) => {
        data += chunk.toString();
      });
      stream.on("end", () => {
        const text = data
          .replace(/=\r?\n/g, "")
          .replace(/=([0-9A-F]{2})/g, (_, hex: string) =>
            String.fromCharCode(Number.parseInt(hex, 16)),
          );
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), text });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    received,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The token of the invitation link in a mail. */
function tokenIn(mail: Received | undefined): string {
  const token = mail?.text.match(
    /http:\/\/localhost:3000\/admin\/invitation\/([a-z2-7]+\.[a-z2-7]+)/,
  )?.[1];
  expect(token, "an invitation link in the mail").toBeTruthy();
  return token ?? "";
}

interface Account {
  id: string;
  email: string;
  invitation: { sentAt: string; expiresAt: string } | null;
}

describe.each(testDatabases())("staff invitations on $name", ({ open }) => {
  let database: Database;
  let app: App;
  let smtp: Awaited<ReturnType<typeof smtpCatcher>>;
  let auth: Record<string, string>;
  let counter = 0;
  const newEmail = () => `invited-${++counter}@example.com`;

  beforeAll(async () => {
    database = await open();
    smtp = await smtpCatcher();
    app = testApp(database, { smtpUrl: smtp.url });
    await createUser(database.db, { ...ADMIN, role: "admin", firstName: "Amira" });
    auth = await bearerOf(app, ADMIN);
  });
  afterAll(async () => {
    await smtp?.close();
    await database?.close();
  });
  beforeEach(() => {
    smtp.received.length = 0;
  });

  const invite = (body: Record<string, unknown>) =>
    callJson<{ message: string; data: { user: Account; emailSent: boolean | null } }>(
      app,
      "POST",
      "/api/users",
      auth,
      body,
    );
  const invitation = (token: string) =>
    callJson<{ message: string; data: { email: string; expiresAt: string } }>(
      app,
      "GET",
      `/api/auth/invitations/${token}`,
      {},
    );
  const accept = (token: string, password: string) =>
    callJson<{ message: string; data: { email: string } }>(
      app,
      "POST",
      `/api/auth/invitations/${token}`,
      {},
      { password },
    );
  const signIn = (email: string, password: string) =>
    app.request("/api/auth/login", jsonRequest("POST", { email, password }));

  it("mails a single-use link; the chosen password then signs in, and the link is dead", async () => {
    const email = newEmail();
    const before = Date.now();
    const added = await invite({ email, role: "moderator", firstName: "Mona" });
    expect(added.status).toBe(201);
    expect(added.body.message).toBe("User invited");
    expect(added.body.data.emailSent).toBe(true);
    const { user } = added.body.data;
    expect(user).toMatchObject({ email, role: "moderator", active: true });
    const expires = Date.parse(user.invitation?.expiresAt ?? "");
    expect(expires - before).toBeGreaterThanOrEqual(72 * HOUR_MS - 1000);
    expect(expires - Date.now()).toBeLessThanOrEqual(72 * HOUR_MS);

    // One mail, to the new member: the link, its expiry in Egypt time, where to sign in.
    expect(smtp.received.map((m) => m.to)).toEqual([[email]]);
    const mail = smtp.received[0];
    expect(mail?.text).toContain("Subject: Your Kairos staff account: choose your password");
    expect(mail?.text).toContain("Amira has added you to the Kairos staff console as a moderator");
    expect(mail?.text).toMatch(/until \w+day, \d+ \w+ \d{4} at \d+:\d\d [AP]M \(Egypt time\)/);
    expect(mail?.text).toContain(`http://localhost:3000/admin/login with ${email}`);
    const token = tokenIn(mail);
    // Only the secret's hash is stored.
    const [row] = await database.db
      .select()
      .from(staffInvitations)
      .where(eq(staffInvitations.userId, user.id));
    expect(row?.secretHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(token.split(".")[1]);

    // The listed account is "invited, not yet accepted", and cannot sign in yet.
    const list = await callJson<{ data: { users: Account[] } }>(
      app,
      "GET",
      `/api/users?q=${encodeURIComponent(email)}`,
      auth,
    );
    expect(list.body.data.users).toEqual([
      expect.objectContaining({ email, invitation: user.invitation }),
    ]);
    expect((await signIn(email, "any password at all")).status).toBe(401);

    const page = await invitation(token);
    expect(page.status).toBe(200);
    expect(page.body.data).toMatchObject({ email, firstName: "Mona", role: "moderator" });

    const short = await accept(token, "short");
    expect(short.status).toBe(400);
    expect(short.body.message).toBe("Password must be at least 8 characters");

    const accepted = await accept(token, "mona-chose-this");
    expect(accepted.status).toBe(200);
    expect(accepted.body.data).toEqual({ email });
    expect((await signIn(email, "mona-chose-this")).status).toBe(200);
    // Her own choice: it counts as changed (the go-live checklist).
    const [stored] = await database.db.select().from(users).where(eq(users.email, email));
    expect(stored?.passwordChangedAt).toBeInstanceOf(Date);

    // The link works once.
    for (const again of [await accept(token, "another-password"), await invitation(token)]) {
      expect(again.status).toBe(409);
      expect(again.body.message).toBe(INVITATION_MESSAGES.used);
    }
    expect((await signIn(email, "another-password")).status).toBe(401);
    const after = await callJson<{ data: { users: Account[] } }>(
      app,
      "GET",
      `/api/users?q=${encodeURIComponent(email)}`,
      auth,
    );
    expect(after.body.data.users[0]?.invitation).toBeNull();
  });

  it("refuses an unknown, a replaced and an expired link with a clear 4xx", async () => {
    for (const token of ["abc.def", "not-a-token", `${"a".repeat(300)}.b`]) {
      const res = await invitation(token);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(INVITATION_MESSAGES.unknown);
    }

    // Sent again: a new link, the old one dead.
    const email = newEmail();
    const { user } = (await invite({ email, role: "admin" })).body.data;
    const first = tokenIn(smtp.received[0]);
    const resent = await callJson<{ data: { user: Account; emailSent: boolean } }>(
      app,
      "POST",
      `/api/users/${user.id}/invitation`,
      auth,
    );
    expect(resent.status).toBe(200);
    expect(resent.body.data.emailSent).toBe(true);
    expect(smtp.received).toHaveLength(2);
    const second = tokenIn(smtp.received[1]);
    expect(second).not.toBe(first);
    const replaced = await accept(first, "a-good-password");
    expect(replaced.status).toBe(403);
    expect(replaced.body.message).toBe(INVITATION_MESSAGES.replaced);
    expect((await accept(second, "a-good-password")).status).toBe(200);
    const none = await callJson<{ message: string }>(
      app,
      "POST",
      `/api/users/${user.id}/invitation`,
      auth,
    );
    expect(none.status).toBe(409);
    expect(none.body.message).toBe(INVITATION_MESSAGES.notInvited);

    // An invitation sent 72 hours ago has expired.
    const deps = testDeps(database, { smtpUrl: smtp.url });
    const late = newEmail();
    await inviteStaff(
      deps,
      { email: late, role: "moderator" },
      undefined,
      new Date(Date.now() - 72 * HOUR_MS),
    );
    const old = tokenIn(smtp.received.find((m) => m.to.includes(late)));
    for (const res of [await invitation(old), await accept(old, "a-good-password")]) {
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(INVITATION_MESSAGES.expired);
    }
    expect((await signIn(late, "a-good-password")).status).toBe(401);
  });

  it("refuses a password easy to guess at the field, and the link still works (AUTH-20)", async () => {
    const email = newEmail();
    await invite({ email, role: "moderator", firstName: "Mona" });
    const token = tokenIn(smtp.received[0]);
    for (const weak of ["12345678", "password", "aaaaaaaa", `${email}`]) {
      const refused = await accept(token, weak);
      expect(refused.status, weak).toBe(400);
      expect(refused.body).toEqual({
        success: false,
        code: "VALIDATION_FAILED",
        message: AUTH_MESSAGES.passwordTooWeak,
        errors: { password: AUTH_MESSAGES.passwordTooWeak },
      });
    }
    const short = await accept(token, "short");
    expect(short.body).toMatchObject({
      errors: { password: "Password must be at least 8 characters" },
    });
    expect((await accept(token, "monas-own-long-secret")).status).toBe(200);
    expect((await signIn(email, "monas-own-long-secret")).status).toBe(200);
  });

  it("ends the invitation of an account disabled or given a password by an admin", async () => {
    const disabled = newEmail();
    const { user } = (await invite({ email: disabled, role: "moderator" })).body.data;
    const token = tokenIn(smtp.received[0]);
    await callJson(app, "PUT", `/api/users/${user.id}`, auth, { active: false });
    const refused = await accept(token, "a-good-password");
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(INVITATION_MESSAGES.disabled);
    const resend = await callJson<{ message: string }>(
      app,
      "POST",
      `/api/users/${user.id}/invitation`,
      auth,
    );
    expect(resend.status).toBe(409);
    expect(resend.body.message).toBe(INVITATION_MESSAGES.accountDisabled);

    const reset = newEmail();
    const other = (await invite({ email: reset, role: "moderator" })).body.data.user;
    const otherToken = tokenIn(smtp.received.find((m) => m.to.includes(reset)));
    await callJson(app, "PUT", `/api/users/${other.id}`, auth, { password: "set-by-the-admin" });
    expect((await accept(otherToken, "a-good-password")).status).toBe(409);
    expect((await signIn(reset, "set-by-the-admin")).status).toBe(200);
  });

  it("keeps creating with a given password for API callers, mailing nothing", async () => {
    const email = newEmail();
    const made = await invite({ email, role: "moderator", password: "known-by-the-script" });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      message: "User created",
      data: { user: { email, invitation: null }, emailSent: null },
    });
    expect(smtp.received).toEqual([]);
    expect((await signIn(email, "known-by-the-script")).status).toBe(200);
  });

  it("makes one account of the same invitation sent twice at once", async () => {
    const email = newEmail();
    const answers = await Promise.all([
      invite({ email, role: "moderator" }),
      invite({ email: email.toUpperCase(), role: "moderator" }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    const made = await database.db.select().from(users).where(eq(users.email, email));
    expect(made).toHaveLength(1);
    const invitations = await database.db
      .select()
      .from(staffInvitations)
      .where(eq(staffInvitations.userId, made[0]?.id ?? ""));
    expect(invitations).toHaveLength(1);
    expect(smtp.received.map((m) => m.to)).toEqual([[email]]);
  });

  it("lets two acceptances at once set the password once", async () => {
    const email = newEmail();
    await invite({ email, role: "moderator" });
    const token = tokenIn(smtp.received[0]);
    const both = await Promise.all([
      accept(token, "first-password"),
      accept(token, "second-password"),
    ]);
    expect(both.map((a) => a.status).sort()).toEqual([200, 409]);
    const winner = both[0]?.status === 200 ? "first-password" : "second-password";
    expect((await signIn(email, winner)).status).toBe(200);
  });

  it("keeps the link a key: its page never indexed or cached, its token out of the logs", async () => {
    const lines: string[] = [];
    const record = (msg: string, fields?: object) =>
      void lines.push(JSON.stringify({ msg, ...fields }));
    const deps = testDeps(database, { smtpUrl: smtp.url });
    const logged = testApp(
      database,
      {},
      { ...deps, logger: { debug: record, info: record, warn: record, error: record } },
    );
    await inviteStaff(deps, { email: newEmail(), role: "moderator" }, undefined);
    const token = tokenIn(smtp.received[0]);
    const page = await logged.request(`/admin/invitation/${token}`);
    expect(page.status).toBe(200);
    expect(page.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(page.headers.get("cache-control")).toBe("no-store");
    expect((await logged.request(`/api/auth/invitations/${token}`)).status).toBe(200);
    expect(lines.filter((l) => l.includes('"path":"/admin/invitation/<token>"'))).toHaveLength(1);
    expect(lines.filter((l) => l.includes('"path":"/api/auth/invitations/<token>"'))).toHaveLength(
      1,
    );
    expect(lines.join("\n")).not.toContain(token.split(".")[1]);
  });

  it("makes the account and queues the invitation while SMTP is down", async () => {
    const down = testApp(database, { smtpUrl: "smtp://127.0.0.1:1" });
    const email = newEmail();
    const added = await callJson<{ data: { user: Account; emailSent: boolean } }>(
      down,
      "POST",
      "/api/users",
      auth,
      { email, role: "moderator" },
    );
    expect(added.status).toBe(201);
    expect(added.body.data.emailSent).toBe(false);
    expect(added.body.data.user.invitation).not.toBeNull();
    const queued = await database.db.select().from(mailOutbox);
    expect(queued.map((m) => (m.message as { to: string }).to)).toEqual([email]);

    // SMTP is back: the scheduler's next run sends it, and its link works.
    const deps = testDeps(database, { smtpUrl: smtp.url });
    expect(await retryQueuedMail(deps, new Date(Date.now() + 2 * 60_000))).toMatchObject({
      sent: 1,
    });
    expect(await database.db.select().from(mailOutbox)).toEqual([]);
    expect(smtp.received.map((m) => m.to)).toEqual([[email]]);
    expect((await accept(tokenIn(smtp.received[0]), "a-good-password")).status).toBe(200);
  });
});
