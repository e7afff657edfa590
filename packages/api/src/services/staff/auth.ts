import { type Db, loginFailures, type Tx, users } from "@kairos/db";
import { AUTH_MESSAGES, type LoginInput, type PublicUser } from "@kairos/shared";
import { and, eq, gt, lt, or, sql } from "drizzle-orm";
import { hashPassword, verifyPassword } from "../../auth/password";
import { createSession, deleteSession, type StaffUser } from "../../auth/sessions";
import type { RequestAuth } from "../../context";
import { AppError } from "../../platform/errors";

/**
 * The sign-in limits within 15 minutes (AUTH-22). Refused with 429: a 6th failure for one
 * e-mail from one address, and a 21st from one address whatever the e-mails. Never refused, only
 * slowed: an e-mail's failures from every address together; once it has 5, each further attempt
 * for it waits 250 ms, doubling with each further failure up to 4 s. So nobody can lock an account
 * out from addresses of their own, and guessing one account from many addresses stays slow.
 */
export const LOGIN_LIMITS = {
  perEmailAndAddress: 5,
  perAddress: 20,
  windowMs: 15 * 60 * 1000,
  slowAfter: 5,
  firstDelayMs: 250,
  maxDelayMs: 4000,
} as const;

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

/**
 * Throws the 429 when the e-mail from this address, or this address, is at its limit; else
 * answers how many failures the e-mail has from every address (for the delay). One query, as
 * it runs while the attempts from this address wait for their turn.
 */
async function assertNotThrottled(db: Db | Tx, email: string, ip: string, now: Date) {
  const since = new Date(now.getTime() - LOGIN_LIMITS.windowMs);
  const f = loginFailures;
  const pair = and(eq(f.email, email), eq(f.ip, ip));
  const fromIp = eq(f.ip, ip);
  const [stats] = await db
    .select({
      pair: sql<number>`count(*) filter (where ${pair})`.mapWith(Number),
      pairOldest: sql<Date | null>`min(${f.createdAt}) filter (where ${pair})`.mapWith(f.createdAt),
      ip: sql<number>`count(*) filter (where ${fromIp})`.mapWith(Number),
      ipOldest: sql<Date | null>`min(${f.createdAt}) filter (where ${fromIp})`.mapWith(f.createdAt),
      email: sql<number>`count(*) filter (where ${eq(f.email, email)})`.mapWith(Number),
    })
    .from(f)
    .where(and(or(eq(f.email, email), fromIp), gt(f.createdAt, since)));
  for (const [n, oldest, limit] of [
    [stats?.pair ?? 0, stats?.pairOldest, LOGIN_LIMITS.perEmailAndAddress],
    [stats?.ip ?? 0, stats?.ipOldest, LOGIN_LIMITS.perAddress],
  ] as const) {
    if (n >= limit) {
      const first = oldest ? oldest.getTime() : now.getTime();
      const retryAfter = Math.max(
        1,
        Math.ceil((first + LOGIN_LIMITS.windowMs - now.getTime()) / 1000),
      );
      throw new AppError("TOO_MANY_REQUESTS", AUTH_MESSAGES.tooManyAttempts, undefined, retryAfter);
    }
  }
  return stats?.email ?? 0;
}

// Advisory lock namespaces (the first key of pg_advisory_xact_lock(int, int)): one for an
// e-mail from an address, one for addresses, so that the hash of one never waits on the other.
const PAIR_LOCK = 1_003;
const IP_LOCK = 1_002;

/**
 * Counts this attempt against the limits (or throws 429): it is recorded, as a failure until it
 * succeeds, before its password is checked. The transaction first locks the e-mail with the
 * address, then the address, so parallel attempts take turns and each one counts all those
 * before it; a count followed by a separate insert let 25 parallel guesses all through.
 * Answers the e-mail's failures from every address before this one.
 */
export async function recordAttempt(db: Db, email: string, ip: string, now: Date) {
  return db.transaction(async (tx) => {
    // Always the pair first, then the address, so no two attempts wait on each other.
    await tx.execute(
      sql`select pg_advisory_xact_lock(${PAIR_LOCK}, hashtext(${`${email} ${ip}`}))`,
    );
    await tx.execute(sql`select pg_advisory_xact_lock(${IP_LOCK}, hashtext(${ip}))`);
    const emailFailures = await assertNotThrottled(tx, email, ip, now);
    await tx.insert(loginFailures).values({ email, ip, createdAt: now });
    return emailFailures;
  });
}

/** A success clears the failures of its e-mail from its address (not those from elsewhere). */
export async function clearFailures(db: Db, email: string, ip: string) {
  await db
    .delete(loginFailures)
    .where(and(eq(loginFailures.email, email), eq(loginFailures.ip, ip)));
}

/** How long an attempt for an e-mail with `failures` from every address waits (AUTH-22). */
export function delayAfter(failures: number): number {
  if (failures < LOGIN_LIMITS.slowAfter) return 0;
  const doublings = Math.min(failures - LOGIN_LIMITS.slowAfter, 8);
  return Math.min(LOGIN_LIMITS.firstDelayMs * 2 ** doublings, LOGIN_LIMITS.maxDelayMs);
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Signs a staff member in: a new session on success. A wrong password and an unknown or
 * disabled account get the same answer; failures are counted per e-mail and address (AUTH-22).
 */
async function login(db: Db, input: LoginInput, meta: { ip: string; now?: Date }) {
  const now = meta.now ?? new Date();
  const email = input.email.toLowerCase();
  const emailFailures = await recordAttempt(db, email, meta.ip, now);
  // Outside the transaction: a slowed attempt holds no lock and no connection.
  await pause(delayAfter(emailFailures));

  const [user] = await db.select().from(users).where(sql`lower(${users.email}) = ${email}`);
  dummyHash ??= hashPassword("not the password of anyone");
  // An invited account without a password yet (AUTH-19) fails like an unknown one.
  const passwordHash = user?.passwordHash;
  const valid = await verifyPassword(passwordHash ?? (await dummyHash), input.password);
  const session =
    user?.active && passwordHash && valid
      ? await createSessionIfUnchanged(db, { id: user.id, passwordHash }, now)
      : undefined;
  // A failure keeps the attempt's row; a success clears the e-mail's count from its address.
  if (!user || !session) throw new AppError("UNAUTHORIZED", AUTH_MESSAGES.invalidCredentials);
  await clearFailures(db, email, meta.ip);
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
