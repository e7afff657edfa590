import { apiKeys, applications, type Database, seed } from "@kairos/db";
import { applicationRow, testDatabases } from "@kairos/db/testing";
import { API_KEY_MESSAGES } from "@kairos/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../src/app";
import { callJson, testApp } from "./helpers";
import { staffSession } from "./staff-session";

// API keys of external callers: made by an admin, shown once, limited to their
// scopes, refused once revoked or expired; a change made with one is recorded as the admin's,
// through the key.

type Answer = {
  success: boolean;
  message?: string;
  errors?: Record<string, string>;
  data: Record<string, unknown> | null;
};

describe.each(testDatabases())("API keys over REST on $name", ({ open }) => {
  let database: Database;
  let app: App;
  let admin: Record<string, string>;
  let moderator: Record<string, string>;
  let applicationId: number;

  const call = (method: string, path: string, headers: Record<string, string>, body?: unknown) =>
    callJson<Answer>(app, method, path, headers, body);
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

  /** A new key with `scopes`, as an admin makes it: its token and id. */
  const newKey = async (name: string, scopes: string[], expiresAt?: string) => {
    const { status, body } = await call("POST", "/api/keys", admin, { name, scopes, expiresAt });
    expect(status).toBe(201);
    const data = body.data as { token: string; key: { id: string } };
    return { token: data.token, id: data.key.id };
  };

  beforeAll(async () => {
    database = await open();
    await seed(database.db, { demoSlots: false });
    app = testApp(database, { apiKeyLimit: 20 });
    admin = await staffSession(database, app, {
      email: "keys-admin@example.com",
      password: "admin-password",
      role: "admin",
    });
    moderator = await staffSession(database, app, {
      email: "keys-mod@example.com",
      password: "moderator-password",
      role: "moderator",
    });
    const [row] = await database.db
      .insert(applications)
      .values(applicationRow({ fullName: "Key Applicant", email: "key-applicant@example.com" }))
      .returning({ id: applications.id });
    applicationId = row?.id ?? 0;
  });
  afterAll(async () => {
    await database?.close();
  });

  it("is made by an admin, shown once, and listed without its secret", async () => {
    const { status, body } = await call("POST", "/api/keys", admin, {
      name: "CRM",
      scopes: ["applications:read"],
    });
    expect(status).toBe(201);
    expect(body.message).toBe(API_KEY_MESSAGES.created);
    const data = body.data as { token: string; key: Record<string, unknown> };
    expect(data.token).toMatch(/^kairos_[a-z2-7]{32}\.[a-z2-7]{32}$/);
    expect(data.key).toMatchObject({
      name: "CRM",
      scopes: ["applications:read"],
      createdBy: "keys-admin@example.com",
      // Left out: the default expiry (api-key-limits.test.ts checks its date).
      expiresAt: expect.any(String),
      lastUsedAt: null,
      revokedAt: null,
    });
    const list = await call("GET", "/api/keys", admin);
    expect(list.status).toBe(200);
    const listed = JSON.stringify(list.body.data);
    expect(listed).toContain('"name":"CRM"');
    expect(listed).not.toContain(data.token.split(".")[1]);
    expect(listed).not.toContain("secretHash");
  });

  it("refuses a key without a name or a scope, or with a past expiry, field by field", async () => {
    const { status, body } = await call("POST", "/api/keys", admin, {
      name: " ",
      scopes: [],
      expiresAt: "2020-01-01T00:00:00Z",
    });
    expect(status).toBe(400);
    expect(body.errors).toMatchObject({
      name: API_KEY_MESSAGES.name,
      scopes: API_KEY_MESSAGES.scopes,
      expiresAt: API_KEY_MESSAGES.expiresAt,
    });
    const unknownScope = await call("POST", "/api/keys", admin, {
      name: "x",
      scopes: ["everything"],
    });
    expect(unknownScope.status).toBe(400);
  });

  it("is managed by admins only, and never with a key", async () => {
    expect(
      (await call("POST", "/api/keys", moderator, { name: "m", scopes: ["inboxes:read"] })).status,
    ).toBe(403);
    expect((await call("GET", "/api/keys", moderator)).status).toBe(403);
    const { token } = await newKey("all scopes", [
      "applications:read",
      "applications:write",
      "inboxes:read",
      "slots:manage",
    ]);
    const withKey = await call("GET", "/api/keys", bearer(token));
    expect(withKey.status).toBe(403);
    expect(withKey.body.message).toBe(API_KEY_MESSAGES.staffOnly);
    expect((await call("GET", "/api/users", bearer(token))).status).toBe(403);
  });

  it("with only 'read applications' lists applications and gets 403 on a status change", async () => {
    const { token } = await newKey("read only", ["applications:read"]);
    const list = await call("GET", "/api/trainings", bearer(token));
    expect(list.status).toBe(200);
    expect(JSON.stringify(list.body.data)).toContain("key-applicant@example.com");
    expect((await call("GET", `/api/trainings/${applicationId}`, bearer(token))).status).toBe(200);

    const change = await call("PATCH", `/api/trainings/${applicationId}/status`, bearer(token), {
      status: "approved",
    });
    expect(change.status).toBe(403);
    expect(change.body.message).toBe(API_KEY_MESSAGES.forbidden("applications:write"));
    const inbox = await call("GET", "/api/interpreters/requests", bearer(token));
    expect(inbox.status).toBe(403);
    expect(inbox.body.message).toBe(API_KEY_MESSAGES.forbidden("inboxes:read"));
    // Nothing changed.
    const [row] = await database.db
      .select({ status: applications.status })
      .from(applications)
      .where(eq(applications.id, applicationId));
    expect(row?.status).toBe("pending");
  });

  it("with 'write statuses' changes a status, recorded as the admin's through the key", async () => {
    const { token, id } = await newKey("CRM writer", ["applications:write"]);
    const change = await call("PATCH", `/api/trainings/${applicationId}/status`, bearer(token), {
      status: "approved",
      notes: "Paid, checked by the CRM",
    });
    expect(change.status).toBe(200);
    const { body } = await call("GET", `/api/trainings/${applicationId}`, admin);
    const history = (body.data as { history: Record<string, unknown>[] }).history;
    expect(history.find((entry) => entry.event === "status-changed")).toMatchObject({
      toStatus: "approved",
      actor: "keys-admin@example.com",
      apiKey: "CRM writer",
      notes: "Paid, checked by the CRM",
    });
    const [used] = await database.db.select().from(apiKeys).where(eq(apiKeys.id, id));
    expect(used?.lastUsedAt).toBeInstanceOf(Date);
  });

  it("gets 401 once revoked or expired, and for a wrong secret", async () => {
    const revoked = await newKey("to revoke", ["applications:read"]);
    expect((await call("GET", "/api/trainings", bearer(revoked.token))).status).toBe(200);
    const revoke = await call("DELETE", `/api/keys/${revoked.id}`, admin);
    expect(revoke.status).toBe(200);
    expect(revoke.body.message).toBe(API_KEY_MESSAGES.revoked);
    const refused = await call("GET", "/api/trainings", bearer(revoked.token));
    expect(refused.status).toBe(401);
    expect(refused.body.message).toBe(API_KEY_MESSAGES.invalid);

    const expiring = await newKey(
      "expiring",
      ["applications:read"],
      new Date(Date.now() + 60_000).toISOString(),
    );
    expect((await call("GET", "/api/trainings", bearer(expiring.token))).status).toBe(200);
    await database.db
      .update(apiKeys)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiKeys.id, expiring.id));
    expect((await call("GET", "/api/trainings", bearer(expiring.token))).status).toBe(401);

    const good = await newKey("guessed", ["applications:read"]);
    const wrong = `${good.token.split(".")[0]}.${"a".repeat(32)}`;
    expect((await call("GET", "/api/trainings", bearer(wrong))).status).toBe(401);
    expect((await call("DELETE", "/api/keys/no-such-key", admin)).status).toBe(404);
  });

  it("is limited per key: past the limit 429 with Retry-After, other keys unaffected", async () => {
    const busy = await newKey("busy script", ["applications:read"]);
    const calm = await newKey("calm script", ["applications:read"]);
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const res = await app.request("/api/trainings", { headers: bearer(busy.token) });
      statuses.push(res.status);
      if (res.status === 429) {
        expect(Number(res.headers.get("Retry-After"))).toBeGreaterThan(0);
        expect(((await res.json()) as Answer).message).toMatch(
          /Too many requests with this API key/,
        );
      }
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(20);
    expect(statuses.at(-1)).toBe(429);
    expect((await call("GET", "/api/trainings", bearer(calm.token))).status).toBe(200);
  });
});
