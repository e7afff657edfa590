import { type Db, loginFailures, type Tx, users } from "@kairos/db";
import { AUTH_MESSAGES, type LoginInput, type PublicUser } from "@kairos/shared";
import { and, count, eq, gt, lt, min, sql } from "drizzle-orm";
import { hashPassword, verifyPassword } from "../auth/password";
import { createSession, deleteSession, type StaffUser } from "../auth/sessions";
import type { RequestAuth } from "../context";
import { AppError } from "../errors";

/** More than 5 failures for one e-mail, or 20 from one IP, within 15 minutes → 429. */
const LOGIN_LIMITS = { perEmail: 5, perIp: 20, windowMs: 15 * 60 * 1000 } as const;

// Verified against when the e-mail is unknown, so that both failures take the same time.
let dummyHash: Promise<string> | undefined;

export function toPublicUser(user: StaffUser): PublicUser {
  return {
    id: user.id,
    email: user.email,
    username: user.username,
    role: user.role,
    firstName: user.firstName,
    lastName: user.lastName,
    active: user.active,
  };
}

async function assertNotThrottled(db: Db | Tx, email: string, ip: string, now: Date) {
  const since = new Date(now.getTime() - LOGIN_LIMITS.windowMs);
  const window = (column: typeof loginFailures.email | typeof loginFailures.ip, value: string) =>
    db
      .select({ n: count(), oldest: min(loginFailures.createdAt) })
      .from(loginFailures)
      .where(and(eq(column, value), gt(loginFailures.createdAt, since)));
  const [[byEmail], [byIp]] = await Promise.all([
    window(loginFailures.email, email),
    window(loginFailures.ip, ip),
  ]);
  for (const [stats, limit] of [
    [byEmail, LOGIN_LIMITS.perEmail],
    [byIp, LOGIN_LIMITS.perIp],
  ] as const) {
    if (stats && stats.n >= limit) {
      const oldest = stats.oldest ? new Date(stats.oldest).getTime() : now.getTime();
      const retryAfter = Math.max(
        1,
        Math.ceil((oldest + LOGIN_LIMITS.windowMs - now.getTime()) / 1000),
      );
      throw new AppError("TOO_MANY_REQUESTS", AUTH_MESSAGES.tooManyAttempts, undefined, retryAfter);
    }
  }
}

// Advisory lock namespaces (the first key of pg_advisory_xact_lock(int, int)): one for
// e-mails, one for addresses, so that the hash of one never waits on the other.
const EMAIL_LOCK = 1_001;
const IP_LOCK = 1_002;

/**
 * Counts this attempt against the limits (or throws 429): it is recorded, as a failure until it
 * succeeds, before its password is checked. The transaction first locks the e-mail and the
 * address, so parallel attempts take turns and each one counts all those before it; a count
 * followed by a separate insert let 25 parallel guesses all through.
 */
async function recordAttempt(db: Db, email: string, ip: string, now: Date) {
  await db.transaction(async (tx) => {
    // Always the e-mail first, then the address, so no two attempts wait on each other.
    await tx.execute(sql`select pg_advisory_xact_lock(${EMAIL_LOCK}, hashtext(${email}))`);
    await tx.execute(sql`select pg_advisory_xact_lock(${IP_LOCK}, hashtext(${ip}))`);
    await assertNotThrottled(tx, email, ip, now);
    await tx.insert(loginFailures).values({ email, ip, createdAt: now });
  });
}

/**
 * Signs a staff member in: a new session on success. A wrong password and an unknown or
 * disabled account get the same answer; failures are counted per e-mail and IP.
 */
async function login(db: Db, input: LoginInput, meta: { ip: string; now?: Date }) {
  const now = meta.now ?? new Date();
  const email = input.email.toLowerCase();
  await recordAttempt(db, email, meta.ip, now);

  const [user] = await db.select().from(users).where(sql`lower(${users.email}) = ${email}`);
  dummyHash ??= hashPassword("not the password of anyone");
  // An invited account without a password yet (AUTH-19) fails like an unknown one.
  const passwordHash = user?.passwordHash;
  const valid = await verifyPassword(passwordHash ?? (await dummyHash), input.password);
  const session =
    user?.active && passwordHash && valid
      ? await createSessionIfUnchanged(db, { id: user.id, passwordHash }, now)
      : undefined;
  // A failure keeps the attempt's row; a success clears the e-mail's count.
  if (!user || !session) throw new AppError("UNAUTHORIZED", AUTH_MESSAGES.invalidCredentials);
  await db.delete(loginFailures).where(eq(loginFailures.email, email));
  const { passwordHash: _hash, ...staff } = user;
  return { user: toPublicUser(staff), ...session };
}

/**
 * The new session, if the account is still active with the password just checked (undefined
 * otherwise). A disable or password change that committed while the password was being checked
 * has already ended the user's sessions and would miss this one; one not yet committed waits
 * for the share lock on the user's row, then ends this session with the others.
 */
async function createSessionIfUnchanged(
  db: Db,
  user: { id: string; passwordHash: string },
  now: Date,
) {
  return db.transaction(async (tx) => {
    const [unchanged] = await tx
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(users.id, user.id),
          eq(users.active, true),
          eq(users.passwordHash, user.passwordHash),
        ),
      )
      .for("share");
    return unchanged ? createSession(tx, user.id, now) : undefined;
  });
}

/**
 * Signing in, over either transport: the session (login) and its cookie on the answer. The
 * token is for REST's callers; the web app (tRPC) only ever holds the cookie.
 */
export async function signIn(db: Db, input: LoginInput, auth: RequestAuth) {
  const { user, token, expiresAt } = await login(db, input, { ip: auth.ip });
  auth.setSessionCookie(token, expiresAt);
  return { user, token };
}

/** Signing out, over either transport: the caller's session ends and its cookie is cleared. */
export async function signOut(db: Db, auth: RequestAuth) {
  if (auth.session) await deleteSession(db, auth.session.id);
  auth.clearSessionCookie();
  return { signedOut: true };
}

/** Deletes the failed sign-ins that left the window (the scheduler runs it every minute). */
export async function deleteOldLoginFailures(db: Db, now = new Date()) {
  await db
    .delete(loginFailures)
    .where(lt(loginFailures.createdAt, new Date(now.getTime() - LOGIN_LIMITS.windowMs)));
}
