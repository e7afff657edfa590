import { type Database, sessions, users } from "@kairos/db";
import { testDatabases } from "@kairos/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createSession,
  deleteExpiredSessions,
  SESSION_IDLE_MS,
  SESSION_MAX_AGE_MS,
  validateSessionToken,
} from "../src/auth/sessions";

const HOUR = 60 * 60 * 1000;

describe.each(testDatabases())("sessions on $name", ({ open }) => {
  let database: Database;
  let userId: string;
  beforeAll(async () => {
    database = await open();
    const [user] = await database.db
      .insert(users)
      .values({ email: "s@example.com", passwordHash: "x", role: "moderator" })
      .returning();
    userId = user?.id ?? "";
  });
  afterAll(async () => {
    await database?.close();
  });

  it("gives each login a new session with 160-bit random parts", async () => {
    const a = await createSession(database.db, userId);
    const b = await createSession(database.db, userId);
    expect(a.token).not.toBe(b.token);
    for (const part of a.token.split(".")) expect(part).toHaveLength(32); // 32 base32 chars
  });

  it("rejects a wrong secret for a known id", async () => {
    const { token } = await createSession(database.db, userId);
    const [id] = token.split(".");
    expect(await validateSessionToken(database.db, `${id}.${"a".repeat(32)}`)).toBeNull();
    expect(await validateSessionToken(database.db, token)).not.toBeNull();
  });

  it("expires after inactivity and renews while in use", async () => {
    const start = new Date("2026-11-21T08:00:00Z");
    const { token } = await createSession(database.db, userId, start);
    // Used after 2 hours: extended to 12 hours from then.
    const used = await validateSessionToken(
      database.db,
      token,
      new Date(start.getTime() + 2 * HOUR),
    );
    expect(used?.expiresAt.getTime()).toBe(start.getTime() + 2 * HOUR + SESSION_IDLE_MS);
    // Idle for longer than the limit: gone, and deleted.
    const late = new Date(start.getTime() + 2 * HOUR + SESSION_IDLE_MS + 1);
    expect(await validateSessionToken(database.db, token, late)).toBeNull();
    const [id] = token.split(".");
    expect(
      await database.db
        .select()
        .from(sessions)
        .where(eq(sessions.id, id ?? "")),
    ).toEqual([]);
  });

  it("ends at the absolute maximum however active", async () => {
    const start = new Date("2026-11-01T08:00:00Z");
    const { token } = await createSession(database.db, userId, start);
    let now = start.getTime();
    while (now + 10 * HOUR < start.getTime() + SESSION_MAX_AGE_MS) {
      now += 10 * HOUR;
      expect(await validateSessionToken(database.db, token, new Date(now))).not.toBeNull();
    }
    expect(
      await validateSessionToken(
        database.db,
        token,
        new Date(start.getTime() + SESSION_MAX_AGE_MS),
      ),
    ).toBeNull();
  });

  it("ends the sessions of a disabled user and sweeps expired ones", async () => {
    const { token } = await createSession(database.db, userId);
    await database.db.update(users).set({ active: false }).where(eq(users.id, userId));
    expect(await validateSessionToken(database.db, token)).toBeNull();
    await database.db.update(users).set({ active: true }).where(eq(users.id, userId));

    await createSession(database.db, userId, new Date("2020-01-01T00:00:00Z"));
    await deleteExpiredSessions(database.db);
    const left = await database.db.select().from(sessions);
    expect(left.every((s) => s.expiresAt.getTime() > Date.now())).toBe(true);
  });
});
