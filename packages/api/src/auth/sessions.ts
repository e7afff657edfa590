import { type Db, sessions, type Tx, users } from "@kairos/db";
import { sha256 } from "@oslojs/crypto/sha2";
import { constantTimeEqual } from "@oslojs/crypto/subtle";
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from "@oslojs/encoding";
import { eq, lt, or } from "drizzle-orm";

// Sessions in the design of Lucia's session guide: the token the client holds is
// `<id>.<secret>`; the database keeps the id and only the SHA-256 of the secret, so a copy of
// the sessions table holds no usable token. The secret is compared in constant time.

/** A session ends after this much inactivity ... */
export const SESSION_IDLE_MS = 12 * 60 * 60 * 1000;
/** ... is extended at most once per this interval while in use ... */
const SESSION_RENEW_AFTER_MS = 60 * 60 * 1000;
/** ... and never outlives this, however active. */
export const SESSION_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

export type StaffUser = Omit<typeof users.$inferSelect, "passwordHash">;

export interface ValidSession {
  id: string;
  user: StaffUser;
  expiresAt: Date;
}

/** 160 random bits in base32: each half of a session's or an applicant link's token. */
export const randomPart = () =>
  encodeBase32LowerCaseNoPadding(crypto.getRandomValues(new Uint8Array(20)));
export const hashSecret = (secret: string) =>
  encodeHexLowerCase(sha256(new TextEncoder().encode(secret)));
/** Whether `secret` hashes to `storedHash`, compared in constant time. */
export const secretMatches = (secret: string, storedHash: string) =>
  constantTimeEqual(
    new TextEncoder().encode(hashSecret(secret)),
    new TextEncoder().encode(storedHash),
  );

/** The `<id>.<secret>` of a session's or an API key's token; null for anything else. */
export function tokenParts(token: string): { id: string; secret: string } | null {
  const [id, secret, extra] = token.split(".");
  if (!id || !secret || extra !== undefined || id.length > 64 || secret.length > 64) return null;
  return { id, secret };
}

/** Starts a new session for `userId`; returns the token to hand to the client (once). */
export async function createSession(db: Db | Tx, userId: string, now = new Date()) {
  const id = randomPart(); // 160 random bits
  const secret = randomPart(); // 160 random bits
  const expiresAt = new Date(now.getTime() + SESSION_IDLE_MS);
  await db
    .insert(sessions)
    .values({ id, secretHash: hashSecret(secret), userId, expiresAt, createdAt: now });
  return { token: `${id}.${secret}`, expiresAt };
}

/** The session and its active user for `token`, renewed while in use; null otherwise. */
export async function validateSessionToken(
  db: Db,
  token: string,
  now = new Date(),
): Promise<ValidSession | null> {
  const parts = tokenParts(token);
  if (!parts) return null;
  const { id, secret } = parts;
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, id));
  if (!row) return null;
  if (!secretMatches(secret, row.session.secretHash)) return null;

  const { session } = row;
  const hardLimit = session.createdAt.getTime() + SESSION_MAX_AGE_MS;
  if (
    !row.user.active ||
    now.getTime() >= session.expiresAt.getTime() ||
    now.getTime() >= hardLimit
  ) {
    await db.delete(sessions).where(eq(sessions.id, id));
    return null;
  }
  let expiresAt = session.expiresAt;
  if (session.expiresAt.getTime() - now.getTime() < SESSION_IDLE_MS - SESSION_RENEW_AFTER_MS) {
    expiresAt = new Date(Math.min(now.getTime() + SESSION_IDLE_MS, hardLimit));
    await db.update(sessions).set({ expiresAt }).where(eq(sessions.id, id));
  }
  const { passwordHash: _hash, ...user } = row.user;
  return { id, user, expiresAt };
}

export async function deleteSession(db: Db, sessionId: string) {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Ends every session of a user (disabled, or password changed). */
export async function deleteUserSessions(db: Db | Tx, userId: string) {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/** Removes expired sessions; run now and then. */
export async function deleteExpiredSessions(db: Db, now = new Date()) {
  await db
    .delete(sessions)
    .where(
      or(
        lt(sessions.expiresAt, now),
        lt(sessions.createdAt, new Date(now.getTime() - SESSION_MAX_AGE_MS)),
      ),
    );
}
