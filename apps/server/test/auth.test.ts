import { AppError, createUser, updateUser } from "@kairos/api";
import { type Database, loginFailures, sessions, users } from "@kairos/db";
import { testDatabases } from "@kairos/db/testing";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../src/app";
import { jsonRequest, sessionCookieOf, testApp } from "./helpers";

const ADMIN = { email: "admin@example.com", password: "correct-horse-1" };
const MODERATOR = { email: "mod@example.com", password: "battery-staple-2" };

describe.each(testDatabases())("staff sign-in over REST on $name", ({ open }) => {
  let database: Database;
  let app: App;

  const login = (body: unknown, headers: Record<string, string> = {}) =>
    app.request("/api/auth/login", jsonRequest("POST", body, headers));
  const tokenOf = async (credentials: { email: string; password: string }) => {
    const res = await login(credentials);
    expect(res.status).toBe(200);
    return ((await res.json()) as { data: { token: string } }).data.token;
  };
  const bearer = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } });

  beforeAll(async () => {
    database = await open();
    await createUser(database.db, {
      ...ADMIN,
      role: "admin",
      username: "boss",
      firstName: "Amira",
      lastName: "Saleh",
    });
    await createUser(database.db, { ...MODERATOR, role: "moderator" });
    app = testApp(database);
  });
  afterAll(async () => {
    await database?.close();
  });

  it("signs in: the user, a token and an httpOnly SameSite=Lax cookie", async () => {
    const res = await login({ email: "Admin@Example.com ", password: ADMIN.password });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { success: boolean; data: { user: object; token: string } };
    expect(body.success).toBe(true);
    expect(body.data.user).toEqual({
      id: expect.any(String),
      email: "admin@example.com",
      username: "boss",
      role: "admin",
      firstName: "Amira",
      lastName: "Saleh",
      active: true,
    });
    expect(body.data.token).toMatch(/^[a-z2-7]{32}\.[a-z2-7]{32}$/);
    const cookie = res.headers.get("set-cookie") ?? "";
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Lax");
    expect(cookie).toContain("Path=/");
    expect(JSON.stringify(body)).not.toContain("passwordHash");
  });

  it("answers a wrong password and an unknown e-mail the same way", async () => {
    const wrong = await login({ email: MODERATOR.email, password: "nope-nope" });
    const unknown = await login({ email: "nobody@example.com", password: "nope-nope" });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const expected = {
      success: false,
      code: "UNAUTHENTICATED",
      message: "Invalid email or password",
    };
    expect(await wrong.json()).toEqual(expected);
    expect(await unknown.json()).toEqual(expected);
  });

  it("rejects missing or malformed fields with 400 and field messages", async () => {
    const res = await login({ email: "not-an-email" });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      success: false,
      code: "VALIDATION_FAILED",
      message: "Please enter a valid email address",
      errors: { email: "Please enter a valid email address", password: "Password is required" },
    });
  });

  it("throttles the 6th failure for one e-mail from one address with 429 and Retry-After; success resets", async () => {
    const email = "throttle@example.com";
    await createUser(database.db, { email, password: "right-password", role: "moderator" });
    for (let i = 0; i < 5; i++) {
      expect((await login({ email, password: `wrong-${i}` })).status).toBe(401);
    }
    const blocked = await login({ email, password: "right-password" });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await blocked.json()).toEqual({
      success: false,
      code: "RATE_LIMITED",
      message: "Too many failed sign-in attempts. Please wait a few minutes and try again.",
    });

    const other = "reset@example.com";
    await createUser(database.db, { email: other, password: "right-password", role: "moderator" });
    for (let i = 0; i < 4; i++) await login({ email: other, password: "wrong" });
    expect((await login({ email: other, password: "right-password" })).status).toBe(200);
    for (let i = 0; i < 5; i++) await login({ email: other, password: "wrong" });
    expect((await login({ email: other, password: "wrong" })).status).toBe(429);
  });

  it("serves the profile and users/me with the Bearer token and with the cookie", async () => {
    const res = await login(ADMIN);
    const { token } = ((await res.json()) as { data: { token: string } }).data;
    const cookie = sessionCookieOf(res);
    for (const path of ["/api/auth/profile", "/api/users/me"]) {
      for (const init of [bearer(token), { headers: { Cookie: cookie } }]) {
        const me = await app.request(path, init);
        expect(me.status, path).toBe(200);
        expect(await me.json()).toMatchObject({
          success: true,
          data: { user: { email: ADMIN.email, role: "admin" } },
        });
      }
      // A caller that sent nothing is told how to authenticate; one whose session token is
      // not (or no longer) valid, to sign in again.
      const anonymous = await app.request(path);
      expect(anonymous.status).toBe(401);
      expect(await anonymous.json()).toEqual({
        success: false,
        code: "UNAUTHENTICATED",
        message:
          "Authentication required: send an API key as Authorization: Bearer <key>, or a session token from POST /api/auth/login",
      });
      const forged = await app.request(path, bearer("forged.token"));
      expect(forged.status).toBe(401);
      expect(await forged.json()).toEqual({
        success: false,
        code: "UNAUTHENTICATED",
        message: "Authentication failed. Please log in again.",
      });
    }
  });

  it("ends the session on logout", async () => {
    const token = await tokenOf(ADMIN);
    const out = await app.request("/api/auth/logout", {
      method: "POST",
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(out.status).toBe(200);
    expect((await app.request("/api/auth/profile", bearer(token))).status).toBe(401);
  });

  it("keeps only hashes in the session table", async () => {
    const token = await tokenOf(ADMIN);
    const [id, secret] = token.split(".") as [string, string];
    const [row] = await database.db.select().from(sessions).where(eq(sessions.id, id));
    expect(row).toBeDefined();
    expect(JSON.stringify(row)).not.toContain(secret);
    expect(row?.secretHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("refuses a cross-site change carried by the cookie", async () => {
    const cookie = sessionCookieOf(await login(ADMIN));
    const evil = await app.request(
      "/api/auth/logout",
      jsonRequest("POST", {}, { Cookie: cookie, Origin: "https://evil.example" }),
    );
    expect(evil.status).toBe(403);
    expect(await evil.json()).toEqual({
      success: false,
      code: "FORBIDDEN",
      message: "Cross-site request refused",
    });
    const evilReferer = await app.request("/api/auth/logout", {
      method: "POST",
      headers: { Cookie: cookie, Referer: "https://evil.example/page" },
    });
    expect(evilReferer.status).toBe(403);
    // The session survived both attempts.
    expect((await app.request("/api/users/me", { headers: { Cookie: cookie } })).status).toBe(200);
    const evilTrpc = await app.request(
      "/trpc/auth.logout",
      jsonRequest("POST", {}, { Cookie: cookie, Origin: "https://evil.example" }),
    );
    expect(evilTrpc.status).toBe(403);
  });

  it("refuses a cross-site sign-in and a body not declared JSON; a plain client signs in", async () => {
    const body = JSON.stringify(ADMIN);
    // A page of another site can send a text/plain (or form) body without asking first.
    const forged = await app.request("/api/auth/login", {
      method: "POST",
      headers: { "Content-Type": "text/plain", Origin: "https://evil.example" },
      body,
    });
    expect(forged.status).toBe(403);
    expect(await forged.json()).toEqual({
      success: false,
      code: "FORBIDDEN",
      message: "Cross-site request refused",
    });
    expect(forged.headers.get("set-cookie")).toBeNull();
    const forgedTrpc = await app.request("/trpc/auth.login", {
      method: "POST",
      headers: { "Content-Type": "application/json", Referer: "https://evil.example/x" },
      body,
    });
    expect(forgedTrpc.status).toBe(403);
    expect(forgedTrpc.headers.get("set-cookie")).toBeNull();

    const needsJson = "Send the request body as JSON (Content-Type: application/json)";
    for (const type of ["text/plain", "application/x-www-form-urlencoded", undefined]) {
      const res = await app.request("/api/auth/login", {
        method: "POST",
        headers: type ? { "Content-Type": type } : {},
        body,
      });
      expect(res.status, type).toBe(415);
      expect(await res.json()).toEqual({
        success: false,
        code: "UNSUPPORTED_MEDIA_TYPE",
        message: needsJson,
      });
      expect(res.headers.get("set-cookie")).toBeNull();
    }
    const form = new FormData();
    form.set("email", ADMIN.email);
    form.set("password", ADMIN.password);
    for (const init of [
      { headers: { "Content-Type": "text/plain" }, body },
      { headers: { "Content-Type": "application/octet-stream" }, body },
      { body: form },
    ]) {
      for (const path of [
        "/trpc/auth.login",
        "/trpc/auth.logout",
        "/trpc/auth.login,auth.logout?batch=1",
      ]) {
        const res = await app.request(path, { method: "POST", ...init });
        expect(res.status, path).toBe(415);
        expect(res.headers.get("content-type")).toContain("application/json");
        expect(await res.json()).toMatchObject({
          error: {
            message: needsJson,
            data: {
              code: "UNSUPPORTED_MEDIA_TYPE",
              httpStatus: 415,
              failureCode: "UNSUPPORTED_MEDIA_TYPE",
            },
          },
        });
        expect(res.headers.get("set-cookie")).toBeNull();
      }
    }

    // curl and other non-browser clients name no page: they sign in as before.
    const curl = await app.request("/api/auth/login", {
      method: "POST",
      headers: { "Content-Type": "application/json; charset=utf-8" },
      body,
    });
    expect(curl.status).toBe(200);
  });

  it("gives a moderator 403 on the admin-only user routes", async () => {
    const token = await tokenOf(MODERATOR);
    const res = await app.request("/api/users", bearer(token));
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      success: false,
      code: "FORBIDDEN",
      message: "Access denied. Admin permissions required.",
    });
    expect((await app.request("/api/users")).status).toBe(401);
    const trpc = await app.request("/trpc/users.list", bearer(token));
    expect(trpc.status).toBe(403);
  });

  it("lets an admin list, create and change staff, never showing a password hash", async () => {
    const token = await tokenOf(ADMIN);
    const auth = { Authorization: `Bearer ${token}` };
    const list = await app.request("/api/users?page=1&limit=2", bearer(token));
    expect(list.status).toBe(200);
    const listed = (await list.json()) as {
      data: { users: object[]; pagination: Record<string, number> };
    };
    expect(listed.data.users).toHaveLength(2);
    expect(listed.data.pagination).toMatchObject({ currentPage: 1, itemsPerPage: 2 });
    expect(listed.data.pagination.totalItems).toBeGreaterThanOrEqual(4);
    expect(JSON.stringify(listed)).not.toContain("passwordHash");

    const created = await app.request(
      "/api/users",
      jsonRequest(
        "POST",
        { email: "New@Example.com", password: "long-enough-jasmine", role: "moderator" },
        auth,
      ),
    );
    expect(created.status).toBe(201);
    const { user } = ((await created.json()) as { data: { user: { id: string; email: string } } })
      .data;
    expect(user.email).toBe("new@example.com");
    // Newest first, so a just-added account is on page 1; `q` searches e-mail and names.
    const first = await app.request("/api/users?limit=1", bearer(token));
    expect(await first.json()).toMatchObject({ data: { users: [{ email: "new@example.com" }] } });
    const found = await app.request("/api/users?q=NEW%40example", bearer(token));
    expect(await found.json()).toMatchObject({
      data: { users: [{ email: "new@example.com" }], pagination: { totalItems: 1 } },
    });
    const none = await app.request("/api/users?q=100%25", bearer(token));
    expect(await none.json()).toMatchObject({ data: { users: [] } });

    const taken = await app.request(
      "/api/users",
      jsonRequest(
        "POST",
        { email: "new@example.com", password: "long-enough-jasmine", role: "admin" },
        auth,
      ),
    );
    expect(taken.status).toBe(409);

    const short = await app.request(
      "/api/users",
      jsonRequest("POST", { email: "x@example.com", password: "short", role: "admin" }, auth),
    );
    expect(short.status).toBe(400);
    expect(await short.json()).toMatchObject({
      errors: { password: "Password must be at least 8 characters" },
    });

    const newToken = await tokenOf({ email: "new@example.com", password: "long-enough-jasmine" });
    const renamed = await app.request(
      `/api/users/${user.id}`,
      jsonRequest("PUT", { firstName: "Nadia", password: "another-password" }, auth),
    );
    expect(renamed.status).toBe(200);
    expect(await renamed.json()).toMatchObject({ data: { user: { firstName: "Nadia" } } });
    // A password change ends that user's sessions.
    expect((await app.request("/api/users/me", bearer(newToken))).status).toBe(401);

    const again = await tokenOf({ email: "new@example.com", password: "another-password" });
    const disabled = await app.request(
      `/api/users/${user.id}`,
      jsonRequest("PUT", { active: false }, auth),
    );
    expect(disabled.status).toBe(200);
    expect((await app.request("/api/users/me", bearer(again))).status).toBe(401);
    expect((await login({ email: "new@example.com", password: "another-password" })).status).toBe(
      401,
    );

    expect(
      (await app.request("/api/users/not-a-uuid", jsonRequest("PUT", { firstName: "x" }, auth)))
        .status,
    ).toBe(404);
  });

  it("keeps the last active admin and refuses to disable oneself", async () => {
    const token = await tokenOf(ADMIN);
    const auth = { Authorization: `Bearer ${token}` };
    const [admin] = await database.db.select().from(users).where(eq(users.email, ADMIN.email));
    const self = await app.request(
      `/api/users/${admin?.id}`,
      jsonRequest("PUT", { active: false }, auth),
    );
    expect(self.status).toBe(403);
    expect(await self.json()).toEqual({
      success: false,
      code: "FORBIDDEN",
      message: "You cannot disable your own account",
    });
    const demote = await app.request(
      `/api/users/${admin?.id}`,
      jsonRequest("PUT", { role: "moderator" }, auth),
    );
    expect(demote.status).toBe(409);
    expect(await demote.json()).toEqual({
      success: false,
      code: "CONFLICT",
      message: "The last active admin cannot be disabled or demoted",
    });
  });

  it("answers tRPC: auth.me is null for a visitor, staff procedures need a session", async () => {
    const me = await app.request("/trpc/auth.me");
    expect(((await me.json()) as { result: { data: unknown } }).result.data).toBeNull();
    const overview = await app.request("/trpc/dashboard.overview");
    expect(overview.status).toBe(401);
    const token = await tokenOf(MODERATOR);
    const allowed = await app.request("/trpc/dashboard.overview", bearer(token));
    expect(allowed.status).toBe(200);
    expect(((await allowed.json()) as { result: { data: unknown } }).result.data).toEqual({
      applications: {
        total: 0,
        byStatus: { pending: 0, approved: 0, rejected: 0, "payment-pending": 0 },
        byRound: [],
      },
      upcomingBookings: 0,
      nextBookings: [],
      bookingChanges: { rescheduled: 0, cancelled: 0 },
      inbox: { requests: 0, messages: 0, registrations: 0 },
      pageViewsLast7Days: 0,
    });
  });
});

// A database of its own: the per-IP count would otherwise lock the other tests out (every
// app.request() comes from the same unknown address).
describe.each(testDatabases())("sign-in brute force from one address on $name", ({ open }) => {
  let database: Database;
  let app: App;
  beforeAll(async () => {
    database = await open();
    await createUser(database.db, { ...ADMIN, role: "admin" });
    app = testApp(database);
  });
  afterAll(async () => {
    await database?.close();
  });

  it("stops the 21st failure across many e-mails with 429, even with a right password", async () => {
    const login = (body: unknown) => app.request("/api/auth/login", jsonRequest("POST", body));
    for (let i = 0; i < 20; i++) {
      const res = await login({ email: `guess-${i}@example.com`, password: "wrong-password" });
      expect(res.status).toBe(401);
    }
    // The right password of an account never tried gets the same 429: no oracle while locked.
    for (const password of [ADMIN.password, "wrong-password"]) {
      const res = await login({ email: ADMIN.email, password });
      expect(res.status).toBe(429);
      expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(await res.json()).toEqual({
        success: false,
        code: "RATE_LIMITED",
        message: "Too many failed sign-in attempts. Please wait a few minutes and try again.",
      });
    }
  });
});

// Parallel requests: the database decides, so a rule holds however the requests interleave.
describe.each(testDatabases())("sign-in and staff changes at once on $name", ({ open }) => {
  let database: Database;
  let app: App;
  beforeAll(async () => {
    database = await open();
    app = testApp(database);
  });
  afterAll(async () => {
    await database?.close();
  });

  /** app.request() as if from `ip` (what @hono/node-server's getConnInfo reads). */
  const from = (ip: string) => ({ incoming: { socket: { remoteAddress: ip } } });
  const login = (body: unknown, ip = "192.0.2.1") =>
    app.request("/api/auth/login", jsonRequest("POST", body), from(ip));
  const tokenOf = async (credentials: { email: string; password: string }) => {
    const res = await login(credentials);
    expect(res.status).toBe(200);
    return ((await res.json()) as { data: { token: string } }).data.token;
  };
  const statuses = (responses: Response[]) => {
    const counts: Record<number, number> = {};
    for (const { status } of responses) counts[status] = (counts[status] ?? 0) + 1;
    return counts;
  };

  it("holds the e-mail's limit from one address for 25 wrong passwords at once from it", async () => {
    const email = "parallel@example.com";
    await createUser(database.db, { email, password: "right-password", role: "moderator" });
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, i) => login({ email, password: `wrong-${i}` }, "10.0.0.1")),
    );
    expect(statuses(answers)).toEqual({ 401: 5, 429: 20 });
    // Only the five failures are kept: the block ends when they leave the window.
    const rows = await database.db
      .select()
      .from(loginFailures)
      .where(eq(loginFailures.email, email));
    expect(rows).toHaveLength(5);
    expect((await login({ email, password: "right-password" }, "10.0.0.1")).status).toBe(429);
  });

  it("lets the owner in from another address after 5+ failures for her e-mail from one", async () => {
    const email = "locked-out@example.com";
    await createUser(database.db, { email, password: "right-password", role: "moderator" });
    for (let i = 0; i < 5; i++) {
      expect((await login({ email, password: `wrong-${i}` }, "203.0.113.66")).status).toBe(401);
    }
    const fromA = await login({ email, password: "right-password" }, "203.0.113.66");
    expect(fromA.status).toBe(429);
    expect(Number(fromA.headers.get("retry-after"))).toBeGreaterThan(0);
    const fromB = await login({ email, password: "right-password" }, "198.51.100.20");
    expect(fromB.status).toBe(200);
    expect((await fromB.json()) as object).toMatchObject({ data: { user: { email } } });
    // Her success clears her own address's failures only: A stays refused.
    expect((await login({ email, password: `wrong-5` }, "203.0.113.66")).status).toBe(429);
  });

  it("never refuses an e-mail for failures from many addresses, only slows them", async () => {
    const email = "many-addresses@example.com";
    await createUser(database.db, { email, password: "right-password", role: "moderator" });
    const guesses = await Promise.all(
      Array.from({ length: 7 }, (_, i) => login({ email, password: `wrong-${i}` }, `10.9.0.${i}`)),
    );
    expect(statuses(guesses)).toEqual({ 401: 7 });
    expect((await login({ email, password: "right-password" }, "10.9.1.1")).status).toBe(200);
  });

  it("holds the per-address limit for 40 wrong passwords at once from one address", async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        login({ email: `guess-${i}@example.com`, password: "wrong-password" }, "198.51.100.7"),
      ),
    );
    expect(statuses(answers)).toEqual({ 401: 20, 429: 20 });
  });

  it("refuses one of two admins removing each other at once, on every path", async () => {
    const a = await createUser(database.db, {
      email: "a@example.com",
      password: "password-a",
      role: "admin",
    });
    const b = await createUser(database.db, {
      email: "b@example.com",
      password: "password-b",
      role: "admin",
    });
    const restore = () =>
      database.db
        .update(users)
        .set({ role: "admin", active: true })
        .where(inArray(users.id, [a.id, b.id]));
    const activeAdmins = async () =>
      (
        await database.db
          .select()
          .from(users)
          .where(and(eq(users.role, "admin"), eq(users.active, true)))
      ).length;
    const refused = "The last active admin cannot be disabled or demoted";
    const signIn = async () => ({
      a: { Authorization: `Bearer ${await tokenOf({ email: a.email, password: "password-a" })}` },
      b: { Authorization: `Bearer ${await tokenOf({ email: b.email, password: "password-b" })}` },
    });

    for (const change of [{ role: "moderator" }, { active: false }]) {
      const auth = await signIn();
      // A over REST, B over tRPC.
      const [byA, byB] = await Promise.all([
        app.request(`/api/users/${b.id}`, jsonRequest("PUT", change, auth.a)),
        app.request(
          "/trpc/users.update",
          jsonRequest("POST", { id: a.id, changes: change }, auth.b),
        ),
      ]);
      // The loser is refused by the rule, or (if the other change landed before its session
      // was read) as no longer an admin.
      const [won, lost] = byA.status === 200 ? [byA, byB] : [byB, byA];
      expect(won.status, JSON.stringify(change)).toBe(200);
      expect([403, 409], JSON.stringify(change)).toContain(lost.status);
      if (lost.status === 409) {
        const body = (await lost.json()) as { message?: string; error?: { message: string } };
        expect(body.message ?? body.error?.message).toBe(refused);
      }
      expect(await activeAdmins()).toBe(1);
      await restore();
    }

    // The staff command (`npm run staff -- disable`) acts through updateUser as nobody.
    const nobody = { id: "00000000-0000-0000-0000-000000000000" };
    const results = await Promise.allSettled([
      updateUser(database.db, a.id, { active: false }, nobody),
      updateUser(database.db, b.id, { active: false }, nobody),
    ]);
    const rejected = results.filter((r) => r.status === "rejected");
    expect(rejected).toHaveLength(1);
    expect((rejected[0] as PromiseRejectedResult).reason).toBeInstanceOf(AppError);
    expect(await activeAdmins()).toBe(1);
    await restore();
  });

  it("leaves no session from a sign-in that races a password change or a disable", async () => {
    const admin = await createUser(database.db, {
      email: "boss@example.com",
      password: "boss-password",
      role: "admin",
    });
    const auth = {
      Authorization: `Bearer ${await tokenOf({ email: admin.email, password: "boss-password" })}`,
    };
    const changes = [{ password: "a-new-password" }, { active: false }];
    for (let round = 0; round < 6; round++) {
      const change = changes[round % 2] as Record<string, unknown>;
      const email = `racer-${round}@example.com`;
      const user = await createUser(database.db, {
        email,
        password: "old-password",
        role: "moderator",
      });
      const [signIn, changed] = await Promise.all([
        login({ email, password: "old-password" }),
        app.request(`/api/users/${user.id}`, jsonRequest("PUT", change, auth)),
      ]);
      expect(changed.status).toBe(200);
      if (change.active === false) {
        const enabled = await app.request(
          `/api/users/${user.id}`,
          jsonRequest("PUT", { active: true }, auth),
        );
        expect(enabled.status).toBe(200);
      }
      expect([200, 401]).toContain(signIn.status);
      if (signIn.status !== 200) continue;
      const { token } = ((await signIn.json()) as { data: { token: string } }).data;
      const me = await app.request("/api/users/me", {
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(me.status, `round ${round}: ${JSON.stringify(change)}`).toBe(401);
    }
  });
});
