import { type Db, idempotencyKeys } from "@kairos/db";
import { and, eq, isNull, lt, or } from "drizzle-orm";

// The `Idempotency-Key` contract of the public submission routes (the HTTP part lives in
// apps/server/src/http/idempotency.ts): the first request with a key claims it, a retry replays
// the stored answer, the same key with another body is refused.

/** How long a key is remembered. */
const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60_000;
/** A claim this old without an answer belongs to a process that died; it may be taken over. */
const ABANDONED_CLAIM_MS = 5 * 60_000;

export const IDEMPOTENCY_MESSAGES = {
  invalid: "The Idempotency-Key header must be 1 to 255 visible ASCII characters",
  inFlight: "A request with this Idempotency-Key is already being processed",
  mismatch: "This Idempotency-Key was used with a different request",
} as const;

/** 1–255 visible ASCII characters (no spaces, no control characters). */
export const isValidIdempotencyKey = (key: string) => /^[\x21-\x7e]{1,255}$/.test(key);

export interface IdempotencyScope {
  route: string;
  key: string;
}

export type IdempotencyClaim =
  | { kind: "claimed" }
  | { kind: "replay"; status: number; body: unknown }
  | { kind: "in-flight" }
  | { kind: "mismatch" };

/**
 * Claims `key` on `route` for a request whose body hashes to `fingerprint`. The claim is an
 * insert of a row without a status: of two concurrent requests with one key, the primary key
 * lets exactly one insert; the other finds the claim and answers in-flight (or replays once
 * the first has finished).
 */
export async function claimIdempotencyKey(
  db: Db,
  scope: IdempotencyScope,
  fingerprint: string,
  now = new Date(),
): Promise<IdempotencyClaim> {
  const t = idempotencyKeys;
  const mine = and(eq(t.route, scope.route), eq(t.key, scope.key));
  await db
    .delete(t)
    .where(
      and(
        mine,
        or(
          lt(t.createdAt, new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS)),
          and(isNull(t.status), lt(t.createdAt, new Date(now.getTime() - ABANDONED_CLAIM_MS))),
        ),
      ),
    );
  const inserted = await db
    .insert(t)
    .values({ ...scope, fingerprint, createdAt: now })
    .onConflictDoNothing()
    .returning({ key: t.key });
  if (inserted.length) return { kind: "claimed" };
  const [found] = await db.select().from(t).where(mine);
  // Released between our insert and this read: the caller may simply try again.
  if (!found) return { kind: "in-flight" };
  if (found.fingerprint !== fingerprint) return { kind: "mismatch" };
  if (found.status === null) return { kind: "in-flight" };
  return { kind: "replay", status: found.status, body: found.body };
}

/** Stores the answer of a claimed key, for the retries to replay. */
export async function completeIdempotencyKey(
  db: Db,
  scope: IdempotencyScope,
  status: number,
  body: unknown,
): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ status, body })
    .where(and(eq(idempotencyKeys.route, scope.route), eq(idempotencyKeys.key, scope.key)));
}

/** Gives a claim back (the answer was not definitive, e.g. 503), so a retry is processed. */
export async function releaseIdempotencyKey(db: Db, scope: IdempotencyScope): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.route, scope.route),
        eq(idempotencyKeys.key, scope.key),
        isNull(idempotencyKeys.status),
      ),
    );
}

/** The scheduler's cleanup: keys older than 24 hours. Resolves how many were deleted. */
export async function deleteExpiredIdempotencyKeys(db: Db, now = new Date()): Promise<number> {
  const deleted = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS)))
    .returning({ key: idempotencyKeys.key });
  return deleted.length;
}
