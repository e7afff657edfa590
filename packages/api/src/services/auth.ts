import { type Db, loginFailures, users } from "@kairos/db";
import { AUTH_MESSAGES, type LoginInput, type PublicUser } from "@kairos/shared";
import { and, count, eq, gt, min, sql } from "drizzle-orm";
import { hashPassword, verifyPassword } from "../auth/password";
import { createSession, type StaffUser } from "../auth/sessions";
import { AppError } from "../errors";

/** More than 5 failures for one e-mail, or 20 from one IP, within 15 minutes → 429. */
export const LOGIN_LIMITS = { perEmail: 5, perIp: 20, windowMs: 15 * 60 * 1000 } as const;

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

async function assertNotThrottled(db: Db, email: string, ip: string, now: Date) {
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

/**
 * Signs a staff member in: a new session on success. A wrong password and an unknown or
 * disabled account get the same answer; failures are counted per e-mail and IP.
 */
export async function login(db: Db, input: LoginInput, meta: { ip: string; now?: Date }) {
  const now = meta.now ?? new Date();
  const email = input.email.toLowerCase();
  await assertNotThrottled(db, email, meta.ip, now);

  const [user] = await db.select().from(users).where(sql`lower(${users.email}) = ${email}`);
  dummyHash ??= hashPassword("not the password of anyone");
  const valid = await verifyPassword(user?.passwordHash ?? (await dummyHash), input.password);
  if (!user?.active || !valid) {
    await db.insert(loginFailures).values({ email, ip: meta.ip, createdAt: now });
    throw new AppError("UNAUTHORIZED", AUTH_MESSAGES.invalidCredentials);
  }
  await db.delete(loginFailures).where(eq(loginFailures.email, email));
  const session = await createSession(db, user.id, now);
  const { passwordHash: _hash, ...staff } = user;
  return { user: toPublicUser(staff), ...session };
}
