import { type Database, seed } from "@kairos/db";
import { testDatabases } from "@kairos/db/testing";
import { API_KEY_MESSAGES } from "@kairos/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../src/app";
import { jsonRequest, testApp } from "./helpers";
import { staffSession } from "./staff-session";

// Guessing API keys or session tokens (ASVS 2.2.1): past CREDENTIAL_FAILURE_LIMIT refused
// Bearer tokens from one address, every Bearer token from it gets 429 until the window ends.

const LIMIT = 5;
const from = (ip: string) => ({ incoming: { socket: { remoteAddress: ip } } });
/** A well-formed key that does not exist (the form of a real one: kairos_<id>.<secret>). */
const guess = (i: number) =>
  `kairos_${"a".repeat(31)}${"bcdefghijklmnopqrstuvwxyz234567"[i % 31]}.${"c".repeat(32)}`;

describe.each(testDatabases())("refused Bearer tokens on $name", ({ open }) => {
  let database: Database;
  let app: App;
  let keyToken: string;
  let sessionToken: string;

  const get = (ip: string, token: string) =>
    app.request(
      "/api/trainings?page=1&limit=1",
      { headers: { Authorization: `Bearer ${token}` } },
      from(ip),
    );
  const statuses = async (answers: (Response | Promise<Response>)[]) => {
    const counts: Record<number, number> = {};
    for (const { status } of await Promise.all(answers)) counts[status] = (counts[status] ?? 0) + 1;
    return counts;
  };

  beforeAll(async () => {
    database = await open();
    await seed(database.db, { demoSlots: false });
    app = testApp(database, { credentialFailureLimit: LIMIT });
    const admin = await staffSession(database, app, {
      email: "guessing-admin@example.com",
      password: "admin-password",
      role: "admin",
    });
    sessionToken = admin.Authorization.slice("Bearer ".length);
    const made = await app.request(
      "/api/keys",
      jsonRequest("POST", { name: "CRM", scopes: ["applications:read"] }, admin),
    );
    keyToken = ((await made.json()) as { data: { token: string } }).data.token;
  });
  afterAll(async () => {
    await database?.close();
  });

  it("answers 429 with Retry-After past the limit of wrong keys, then even to a right one", async () => {
    const ip = "203.0.113.20";
    for (let i = 0; i < LIMIT; i++) {
      const res = await get(ip, guess(i));
      expect(res.status).toBe(401);
      expect(((await res.json()) as { message: string }).message).toBe(API_KEY_MESSAGES.invalid);
    }
    const refused = await get(ip, guess(LIMIT));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    const body = (await refused.json()) as { success: boolean; message: string };
    expect(body).toMatchObject({ success: false });
    expect(body.message).toMatch(/Too many refused tokens from this address/);
    // The right key from that address is refused too: a guess that hits says nothing.
    expect((await get(ip, keyToken)).status).toBe(429);
    expect((await get(ip, sessionToken)).status).toBe(429);
    // Another address keeps working with the key and the session.
    expect((await get("203.0.113.21", keyToken)).status).toBe(200);
    expect((await get("203.0.113.21", sessionToken)).status).toBe(200);
  });

  it("holds the limit for 30 guesses at once, keys and session tokens alike", async () => {
    const ip = "203.0.113.30";
    const answers = Array.from({ length: 30 }, (_, i) =>
      get(ip, i % 2 ? guess(i) : `${"x".repeat(32)}.${"y".repeat(31)}${i % 10}`),
    );
    expect(await statuses(answers)).toEqual({ 401: LIMIT, 429: 30 - LIMIT });
    expect((await get(ip, keyToken)).status).toBe(429);
  });

  it("does not count right tokens, or a stale session cookie", async () => {
    const ip = "203.0.113.40";
    const answers = Array.from({ length: LIMIT * 3 }, (_, i) =>
      get(ip, i % 2 ? keyToken : sessionToken),
    );
    expect(await statuses(answers)).toEqual({ 200: LIMIT * 3 });
    // A browser whose session ended sends its cookie until the answer clears it.
    for (let i = 0; i < LIMIT + 2; i++) {
      const res = await app.request(
        "/api/auth/profile",
        { headers: { Cookie: `kairos_session=${"x".repeat(32)}.${"y".repeat(32)}` } },
        from(ip),
      );
      expect(res.status).toBe(401);
    }
    expect((await get(ip, keyToken)).status).toBe(200);
  });
});
