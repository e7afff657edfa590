import { type Db, formSubmissions } from "@kairos/db";
import { and, desc, eq, gt, lt, type SQL, sql } from "drizzle-orm";
import type { ApiDeps } from "../context";
import { deleteExpiredRateLimits, TOO_MANY_SUBMISSIONS, tooManyRequests } from "./rate-limit";

// The limits of the public submissions (README, "Submissions, files and mail"). What is
// counted is what was stored, per address and per e-mail, in the database that every server
// process shares; refusals (invalid, duplicate, too large) only meet a generous ceiling, shared
// too (rate_limits), so that an applicant whom the server corrects is never locked out by it,
// and the many people behind one carrier's shared address do not block each other.

export type LimitedForm =
  | "application"
  | "interpreter-registration"
  | "interpreter-request"
  | "contact"
  | "assessment-booking"
  | "applicant-link"
  | "waitlist"
  | "email-code"
  | "privacy-request";

export interface SubmissionEntry {
  form: LimitedForm;
  ip: string;
  email: string;
}

const t = formSubmissions;
const refusalKey = (form: LimitedForm, ip: string) => `${form} ${ip}`;

type Reader = Pick<Db, "select">;

/**
 * Throws the 429 when `limit` submissions matching `who` were stored within the window, with
 * Retry-After for when the oldest of them that still counts leaves it.
 */
async function refuseWhenFull(
  db: Reader,
  deps: ApiDeps,
  form: LimitedForm,
  who: SQL | undefined,
  limit: number,
  now: Date,
) {
  const { windowMs } = deps.limits.forms;
  const [limiting] = await db
    .select({ at: t.createdAt })
    .from(t)
    .where(and(eq(t.form, form), who, gt(t.createdAt, new Date(now.getTime() - windowMs))))
    .orderBy(desc(t.createdAt))
    .offset(limit - 1)
    .limit(1);
  if (!limiting) return;
  const retryAfter = Math.ceil((limiting.at.getTime() + windowMs - now.getTime()) / 1000);
  throw tooManyRequests(TOO_MANY_SUBMISSIONS, retryAfter);
}

/**
 * The refusals that need no body: this address met the refusal ceiling, or stored its limit
 * of this form. Run before a body is read or fingerprinted (decision 0008).
 */
export async function refuseOverFormLimit(
  deps: ApiDeps,
  form: LimitedForm,
  ip: string,
  now = new Date(),
) {
  const limits = deps.limits.forms;
  await limits.refusals.check(refusalKey(form, ip));
  await refuseWhenFull(deps.database.db, deps, form, eq(t.ip, ip), limits.perAddress, now);
}

/** The refusal ceiling only (the stored count is checked when the submission is recorded). */
export async function refuseOverRefusalCeiling(deps: ApiDeps, form: LimitedForm, ip: string) {
  await deps.limits.forms.refusals.check(refusalKey(form, ip));
}

/**
 * Counts an answer of `form` to `ip` against the refusal ceiling when it refused the caller: a
 * 4xx other than 429 (the limits' own answer). Both transports' form guards count this way.
 */
export async function noteRefusal(deps: ApiDeps, form: LimitedForm, ip: string, status: number) {
  if (status >= 400 && status < 500 && status !== 429) {
    await deps.limits.forms.refusals.add(refusalKey(form, ip));
  }
}

/**
 * Records a submission, then runs `store`; 429 instead when the address or the e-mail has
 * stored its limit in the window. Recording first and deciding in the same transaction,
 * under a lock per address and per e-mail, makes parallel submissions count one after
 * another, so none slips past the limit (on PGlite transactions run one at a time anyway).
 * If `store` fails, nothing was stored and the record is removed again.
 */
export async function recordSubmission<T>(
  deps: ApiDeps,
  entry: SubmissionEntry,
  store: () => Promise<T>,
  now = new Date(),
): Promise<T> {
  const { db } = deps.database;
  const { form, ip } = entry;
  const email = entry.email.trim().toLowerCase();
  const limits = deps.limits.forms;
  const id = await db.transaction(async (tx) => {
    // Sorted, so that two transactions never wait for each other's second lock.
    for (const key of [`${form} ip ${ip}`, `${form} email ${email}`].sort()) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
    }
    await refuseWhenFull(tx, deps, form, eq(t.ip, ip), limits.perAddress, now);
    await refuseWhenFull(tx, deps, form, eq(t.email, email), limits.perEmail, now);
    const [row] = await tx
      .insert(t)
      .values({ form, ip, email, createdAt: now })
      .returning({ id: t.id });
    if (!row) throw new Error("insert returned nothing");
    return row.id;
  });
  try {
    return await store();
  } catch (error) {
    // If this delete fails too, the record stays until the window ends: a stricter limit for
    // a few minutes, never a looser one.
    await db
      .delete(t)
      .where(eq(t.id, id))
      .catch(() => {});
    throw error;
  }
}

/**
 * Deletes the records that have left every window (the scheduler runs it every minute): the
 * stored submissions' and the shared counters' (rate_limits: the refusal ceiling, analytics).
 * Returns the number of submissions deleted.
 */
export async function deleteExpiredFormSubmissions(deps: ApiDeps, now = new Date()) {
  const before = new Date(now.getTime() - deps.limits.forms.windowMs);
  const gone = await deps.database.db
    .delete(t)
    .where(lt(t.createdAt, before))
    .returning({ id: t.id });
  await deleteExpiredRateLimits(deps.database.db, now);
  return gone.length;
}
