import { createUser } from "@kairos/api";
import { type Database, sessions, users } from "@kairos/db";
import { testDatabases } from "@kairos/db/testing";
import { AUTH_MESSAGES } from "@kairos/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../src/app";
import { loadEnv } from "../src/env";
import { callJson, jsonRequest, testApp } from "./helpers";
import { bearerOf } from "./staff-session";

// Staff passwords (AUTH-20): long enough and not easy to guess wherever one is set; one's own
// changed only with the current one, for every role (AUTH-21).

const ADMIN = {
  email: "pw-admin@example.com",
  password: "correct-horse-1",
  role: "admin",
} as const;
const WEAK = ["12345678", "password", "aaaaaaaa"];
const weakAt = (field: string) => ({
  success: false,
  code: "VALIDATION_FAILED",
  message: AUTH_MESSAGES.passwordTooWeak,
  errors: { [field]: AUTH_MESSAGES.passwordTooWeak },
});
type Answer = { success: boolean; message: string; errors?: Record<string, string> };

describe.each(testDatabases())("staff passwords on $name", ({ open }) => {
  let database: Database;
  let app: App;
  let admin: Record<string, string>;
  let counter = 0;
  const newEmail = () => `pw-staff-${++counter}@example.com`;
  /** app.request() as if from `ip`, so that each test has its own sign-in limits. */
  const from = (ip: string) => ({ incoming: { socket: { remoteAddress: ip } } });
  const signIn = (email: string, password: string, ip = "192.0.2.50") =>
    app.request("/api/auth/login", jsonRequest("POST", { email, password }), from(ip));
  const bearer = async (email: string, password: string, ip?: string) => {
    const res = await signIn(email, password, ip);
    expect(res.status, `sign-in of ${email}`).toBe(200);
    const { token } = ((await res.json()) as { data: { token: string } }).data;
    return { Authorization: `Bearer ${token}` };
  };
  const changeOwn = async (auth: Record<string, string>, body: unknown, ip = "192.0.2.50") => {
    const res = await app.request("/api/auth/password", jsonRequest("POST", body, auth), from(ip));
    return { status: res.status, body: (await res.json()) as Answer };
  };

  beforeAll(async () => {
    database = await open();
    app = testApp(database);
    await createUser(database.db, ADMIN);
    admin = await bearerOf(app, ADMIN);
  });
  afterAll(async () => {
    await database?.close();
  });

  it("refuses 12345678, password and aaaaaaaa wherever an admin sets a password, at the field", async () => {
    const email = newEmail();
    for (const password of WEAK) {
      const created = await callJson<Answer>(app, "POST", "/api/users", admin, {
        email,
        password,
        role: "moderator",
      });
      expect(created.status, password).toBe(400);
      expect(created.body).toEqual(weakAt("password"));
    }
    // The e-mail and names of the account count as guessable too.
    const ownName = await callJson<Answer>(app, "POST", "/api/users", admin, {
      email: "nadia.kamal@example.com",
      firstName: "Nadia",
      password: "nadiakamal",
      role: "moderator",
    });
    expect(ownName.body).toEqual(weakAt("password"));
    const short = await callJson<Answer>(app, "POST", "/api/users", admin, {
      email,
      password: "short",
      role: "moderator",
    });
    expect(short.body.errors).toEqual({ password: "Password must be at least 8 characters" });

    const made = await callJson<{ data: { user: { id: string } } }>(
      app,
      "POST",
      "/api/users",
      admin,
      { email, password: "lantern-orbit-maple", role: "moderator" },
    );
    const { id } = made.body.data.user;
    for (const password of WEAK) {
      const reset = await callJson<Answer>(app, "PUT", `/api/users/${id}`, admin, { password });
      expect(reset.status, password).toBe(400);
      expect(reset.body).toEqual(weakAt("password"));
      const overTrpc = await app.request(
        "/trpc/users.update",
        jsonRequest("POST", { id, changes: { password } }, admin),
      );
      expect(overTrpc.status).toBe(400);
      const { error } = (await overTrpc.json()) as {
        error: { message: string; data: { fieldErrors: Record<string, string> } };
      };
      expect(error.message).toBe(AUTH_MESSAGES.passwordTooWeak);
      expect(error.data.fieldErrors).toEqual({ password: AUTH_MESSAGES.passwordTooWeak });
    }
    expect((await signIn(email, "lantern-orbit-maple")).status).toBe(200);
  });

  it("refuses an admin's own password without the current one (403), on REST and tRPC", async () => {
    const [me] = await database.db.select().from(users).where(eq(users.email, ADMIN.email));
    const id = me?.id ?? "";
    const rest = await callJson<Answer>(app, "PUT", `/api/users/${id}`, admin, {
      password: "taken-over-by-a-session",
    });
    expect(rest.status).toBe(403);
    expect(rest.body.message).toBe(AUTH_MESSAGES.ownPasswordElsewhere);
    const trpc = await app.request(
      "/trpc/users.update",
      jsonRequest("POST", { id, changes: { password: "taken-over-by-a-session" } }, admin),
    );
    expect(trpc.status).toBe(403);
    expect((await signIn(ADMIN.email, ADMIN.password)).status).toBe(200);
  });

  it("lets a moderator change their own password with the current one; other sessions end", async () => {
    const email = newEmail();
    await createUser(database.db, { email, password: "first-of-many-words", role: "moderator" });
    const here = await bearer(email, "first-of-many-words");
    const elsewhere = await bearer(email, "first-of-many-words");

    const wrong = await changeOwn(here, {
      currentPassword: "not-my-password",
      newPassword: "quiet-harbor-violet",
    });
    expect(wrong).toEqual({
      status: 400,
      body: {
        success: false,
        code: "VALIDATION_FAILED",
        message: AUTH_MESSAGES.currentPasswordWrong,
        errors: { currentPassword: AUTH_MESSAGES.currentPasswordWrong },
      },
    });
    const missing = await changeOwn(here, { newPassword: "quiet-harbor-violet" });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual({ currentPassword: AUTH_MESSAGES.currentPasswordRequired });
    for (const newPassword of WEAK) {
      const weak = await changeOwn(here, { currentPassword: "first-of-many-words", newPassword });
      expect(weak.status, newPassword).toBe(400);
      expect(weak.body).toEqual(weakAt("newPassword"));
    }

    const changed = await changeOwn(here, {
      currentPassword: "first-of-many-words",
      newPassword: "quiet-harbor-violet",
    });
    expect(changed).toEqual({
      status: 200,
      body: { success: true, message: "Password changed", data: { changed: true } },
    });
    // This session stays; the other one ended; only the new password signs in.
    expect((await app.request("/api/auth/profile", { headers: here })).status).toBe(200);
    expect((await app.request("/api/auth/profile", { headers: elsewhere })).status).toBe(401);
    expect((await signIn(email, "first-of-many-words")).status).toBe(401);
    expect((await signIn(email, "quiet-harbor-violet")).status).toBe(200);
    const [row] = await database.db.select().from(users).where(eq(users.email, email));
    expect(row?.passwordChangedAt).toBeInstanceOf(Date);
    const left = await database.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, row?.id ?? ""));
    expect(left).toHaveLength(2); // this one and the sign-in just above
  });

  it("changes one's own password over tRPC too, and refuses guessing the current one after 5", async () => {
    const email = newEmail();
    await createUser(database.db, { email, password: "first-of-many-words", role: "admin" });
    const here = await bearer(email, "first-of-many-words", "192.0.2.60");
    const call = (input: unknown) =>
      app.request(
        "/trpc/auth.changePassword",
        jsonRequest("POST", input, here),
        from("192.0.2.60"),
      );
    for (let i = 0; i < 5; i++) {
      const res = await call({ currentPassword: `guess-${i}`, newPassword: "quiet-harbor-violet" });
      expect(res.status).toBe(400);
      const { error } = (await res.json()) as { error: { data: { fieldErrors: object } } };
      expect(error.data.fieldErrors).toEqual({
        currentPassword: AUTH_MESSAGES.currentPasswordWrong,
      });
    }
    const limited = await call({
      currentPassword: "first-of-many-words",
      newPassword: "quiet-harbor-violet",
    });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);

    // From another address, with the current password, it changes.
    const res = await app.request(
      "/trpc/auth.changePassword",
      jsonRequest(
        "POST",
        { currentPassword: "first-of-many-words", newPassword: "quiet-harbor-violet" },
        here,
      ),
      from("192.0.2.61"),
    );
    expect(res.status).toBe(200);
    expect((await signIn(email, "quiet-harbor-violet", "192.0.2.61")).status).toBe(200);
  });

  it("needs a staff session to change a password", async () => {
    const res = await changeOwn({}, { currentPassword: "x", newPassword: "quiet-harbor-violet" });
    expect(res.status).toBe(401);
  });
});

describe("the first admin's password from the environment", () => {
  const real = { DATABASE_URL: "postgres://kairos@127.0.0.1:5432/kairos" };

  it("refuses a weak ADMIN_PASSWORD in production with a clear start error", () => {
    for (const password of WEAK) {
      expect(() => loadEnv({ ...real, ADMIN_PASSWORD: password })).toThrow(
        `Invalid configuration:\n  ADMIN_PASSWORD: ${AUTH_MESSAGES.passwordTooWeak}`,
      );
    }
    expect(loadEnv({ ...real, ADMIN_PASSWORD: "lantern-orbit-maple" }).admin?.password).toBe(
      "lantern-orbit-maple",
    );
  });

  it("keeps the embedded demo's local default and development's own choice", () => {
    expect(loadEnv({}).admin).toMatchObject({ password: "kairos-admin", isLocalDefault: true });
    expect(loadEnv({ ADMIN_PASSWORD: "password", NODE_ENV: "development" }).admin?.password).toBe(
      "password",
    );
  });
});
