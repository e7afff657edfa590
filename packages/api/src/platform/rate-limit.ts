import { type Db, rateLimits } from "@kairos/db";
import { APPLICANT_MESSAGES } from "@kairos/shared";
import { lt } from "drizzle-orm";
import { RateLimiterDrizzle, RateLimiterRes } from "rate-limiter-flexible";
import { AppError } from "./errors";
import { describeError, type Logger } from "./logger";

export interface RateLimiter {
  /** Counts one attempt for `key`; throws a 429 AppError once over the limit. */
  hit(key: string): Promise<void>;
  /** Throws the 429 when `key` is at its limit, without counting anything. */
  check(key: string): Promise<void>;
  /** Counts one attempt for `key` without refusing it (it was answered already). */
  add(key: string): Promise<void>;
}

/** Where the limits count (the database every process shares) and say they could not. */
export interface LimitStore {
  db: Db;
  logger: Logger;
}

/**
 * A limit per key (e.g. per IP), counted in the `rate_limits` table that every server process
 * shares: rate-limiter-flexible's RateLimiterDrizzle counts an attempt with one atomic upsert,
 * so parallel attempts through any number of processes never pass more than `limit`.
 *
 * A fixed window, not a sliding one: a key's first attempt opens a window of `windowMs`, and
 * its count starts again once that window is over. So up to twice the limit can pass within
 * `windowMs` across a window's end; enough for the brakes on floods these limits are.
 *
 * When the database fails the count, the attempt is let through and a warning logged
 * (fail-open), not answered 500 or 503: these limits stop floods, they are no business rule.
 * The stored submissions keep their own limit, counted with the insert (recordSubmission), and
 * a request that needs the database after this is answered 503 there if it is down.
 */
function createRateLimiter(
  store: LimitStore,
  options: { name: string; limit: number; windowMs: number; message: string },
): RateLimiter {
  const counter = new RateLimiterDrizzle({
    storeClient: store.db,
    schema: rateLimits,
    keyPrefix: options.name,
    points: options.limit,
    duration: options.windowMs / 1000,
    // Its timer would delete expired rows once per limiter; the scheduler does it for all of
    // them (deleteExpiredRateLimits), and no timer keeps a process or a test alive.
    clearExpiredByTimeout: false,
    // A key this process saw at its limit is refused from memory until its window ends, so a
    // flood costs no write per attempt (the other processes learn it from the count).
    inMemoryBlockOnConsumed: options.limit,
  });
  const pendingAdds = new Map<string, { points: number; stored: Promise<void> }>();
  const refusal = (over: RateLimiterRes) =>
    tooManyRequests(options.message, Math.ceil(over.msBeforeNext / 1000));
  const letThrough = (error: unknown) => {
    if (error instanceof RateLimiterRes) throw refusal(error);
    store.logger.warn("rate limit not counted, attempt let through", {
      limit: options.name,
      ...describeError(error),
    });
  };
  return {
    hit: (key) => counter.consume(key).then(() => {}, letThrough),
    async check(key) {
      const count = await counter.get(key).catch(letThrough);
      if (count && count.consumedPoints >= options.limit) throw refusal(count);
    },
    add: (key) => coalesced(key),
  };

  // Counts that arrive for a key while its upsert runs wait for the next one, which adds them
  // all: a burst of refusals from one address (990 applicants behind one network meeting full
  // slots) becomes a few upserts of its row, not 990 that queue on its lock and hold the
  // connection pool from everyone else. Each caller still resolves once its count is stored.
  function coalesced(key: string): Promise<void> {
    const waiting = pendingAdds.get(key);
    if (waiting) {
      waiting.points++;
      return waiting.stored;
    }
    const batch = { points: 1, stored: Promise.resolve() };
    pendingAdds.set(key, batch);
    batch.stored = (async () => {
      while (batch.points > 0) {
        const points = batch.points;
        batch.points = 0;
        await counter.penalty(key, points).then(() => {}, letThrough);
      }
      pendingAdds.delete(key);
    })();
    return batch.stored;
  }
}

/** Deletes the counters whose window is over (the scheduler's cleanup runs it every minute). */
export async function deleteExpiredRateLimits(db: Db, now = new Date()) {
  const gone = await db
    .delete(rateLimits)
    .where(lt(rateLimits.expire, now))
    .returning({ key: rateLimits.key });
  return gone.length;
}

/** A 429 with its Retry-After (at least one second). */
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new AppError("TOO_MANY_REQUESTS", message, undefined, Math.max(1, retryAfterSeconds));

export const TOO_MANY_SUBMISSIONS =
  "You have sent several submissions in a short time. Please wait a few minutes and try again.";
const TOO_MANY_EVENTS = "Too many analytics events from this address. Please try again later.";

/**
 * The public forms' limits (FORM_RATE_LIMIT and its neighbours): within `windowMs`, stored
 * submissions per address and form, per e-mail and form, and refused attempts per address and
 * form. The defaults, and why: README, "Submissions, files and mail".
 */
export const FORM_LIMIT_DEFAULTS = {
  windowMs: 10 * 60_000,
  perAddress: 20,
  perEmail: 3,
  refusals: 60,
} as const;

/** Analytics hits recorded per address in a minute (EVENT_RATE_LIMIT). */
export const EVENT_LIMIT_DEFAULTS = { windowMs: 60_000, limit: 120 } as const;

/** Requests per API key in a minute (API_KEY_RATE_LIMIT). */
export const API_KEY_LIMIT_DEFAULTS = { windowMs: 60_000, limit: 600 } as const;
const TOO_MANY_KEY_REQUESTS =
  "Too many requests with this API key. Please slow down and try again.";

/**
 * The applicant's own page (decision 0015): booking changes (reschedule, cancel, book again)
 * per application in an hour and in a day, and per client address in an hour (several
 * applicants can share a network); new proofs of payment per application in 24 hours.
 */
export const APPLICANT_LIMIT_DEFAULTS = {
  changesPerHour: 6,
  changesPerDay: 12,
  changesPerAddress: 60,
  proofsPerDay: 5,
} as const;
const HOUR_MS = 60 * 60_000;
/** At most one "new proof of payment" staff mail per application in this time. */
export const PROOF_STAFF_MAIL_GAP_MS = 15 * 60_000;

export interface ApplicantLimits {
  /** Booking changes per application in an hour. */
  changesPerHour: RateLimiter;
  /** Booking changes per application in a day. */
  changesPerDay: RateLimiter;
  /** Booking changes per client address in an hour. */
  changesPerAddress: RateLimiter;
  /** New proofs of payment per application in 24 hours, counted on its history. */
  proofsPerDay: number;
  /** One staff mail per application in PROOF_STAFF_MAIL_GAP_MS; the rest of a burst is quiet. */
  proofStaffMail: RateLimiter;
}

/**
 * Refused Bearer tokens (an unknown, wrong, revoked or expired API key or session token) per
 * address in 15 minutes (CREDENTIAL_FAILURE_LIMIT): the sign-in's per-address figure (AUTH-12).
 */
export const CREDENTIAL_FAILURE_DEFAULTS = { windowMs: 15 * 60_000, limit: 20 } as const;
const TOO_MANY_CREDENTIAL_FAILURES =
  "Too many refused tokens from this address. Please wait a few minutes and try again.";

export interface FormLimits {
  windowMs: number;
  /** Stored submissions per address and form (counted in the database). */
  perAddress: number;
  /** Stored submissions per e-mail and form (counted in the database). */
  perEmail: number;
  /**
   * Refused attempts (invalid, duplicate, too large...) per address and form, counted in the
   * shared `rate_limits` table. Only refusals write, and a 429 is no refusal counted: once an
   * address meets the ceiling it costs a read per attempt until its window ends.
   */
  refusals: RateLimiter;
}

/** Every limit of the public routes (ApiDeps.limits). */
export interface Limits {
  forms: FormLimits;
  /** Analytics hits per address. */
  events: RateLimiter;
  /** Requests per API key (decision 0013). */
  apiKeys: RateLimiter;
  /** The applicant page's booking changes and proofs of payment. */
  applicant: ApplicantLimits;
  /** Refused Bearer tokens per address: no guessing of keys or sessions at speed. */
  credentialFailures: RateLimiter;
}

export interface LimitOptions {
  perAddress?: number;
  perEmail?: number;
  refusals?: number;
  events?: number;
  apiKeys?: number;
  applicantChangesPerHour?: number;
  applicantChangesPerDay?: number;
  applicantChangesPerAddress?: number;
  applicantProofsPerDay?: number;
  credentialFailures?: number;
}

/** The limits, from the configuration (defaults for what it leaves out), counted in `store`. */
export function createLimits(store: LimitStore, options: LimitOptions = {}): Limits {
  const forms = FORM_LIMIT_DEFAULTS;
  return {
    forms: {
      windowMs: forms.windowMs,
      perAddress: options.perAddress ?? forms.perAddress,
      perEmail: options.perEmail ?? forms.perEmail,
      refusals: createRateLimiter(store, {
        name: "form-refusals",
        windowMs: forms.windowMs,
        limit: options.refusals ?? forms.refusals,
        message: TOO_MANY_SUBMISSIONS,
      }),
    },
    events: createRateLimiter(store, {
      name: "events",
      windowMs: EVENT_LIMIT_DEFAULTS.windowMs,
      limit: options.events ?? EVENT_LIMIT_DEFAULTS.limit,
      message: TOO_MANY_EVENTS,
    }),
    apiKeys: createRateLimiter(store, {
      name: "api-keys",
      windowMs: API_KEY_LIMIT_DEFAULTS.windowMs,
      limit: options.apiKeys ?? API_KEY_LIMIT_DEFAULTS.limit,
      message: TOO_MANY_KEY_REQUESTS,
    }),
    applicant: createApplicantLimits(store, options),
    credentialFailures: createRateLimiter(store, {
      name: "credential-failures",
      windowMs: CREDENTIAL_FAILURE_DEFAULTS.windowMs,
      limit: options.credentialFailures ?? CREDENTIAL_FAILURE_DEFAULTS.limit,
      message: TOO_MANY_CREDENTIAL_FAILURES,
    }),
  };
}

function createApplicantLimits(store: LimitStore, options: LimitOptions): ApplicantLimits {
  const defaults = APPLICANT_LIMIT_DEFAULTS;
  const changes = (name: string, windowMs: number, limit: number, message: string) =>
    createRateLimiter(store, { name, windowMs, limit, message });
  return {
    changesPerHour: changes(
      "applicant-changes-hour",
      HOUR_MS,
      options.applicantChangesPerHour ?? defaults.changesPerHour,
      APPLICANT_MESSAGES.tooManyChanges,
    ),
    changesPerDay: changes(
      "applicant-changes-day",
      24 * HOUR_MS,
      options.applicantChangesPerDay ?? defaults.changesPerDay,
      APPLICANT_MESSAGES.tooManyChanges,
    ),
    changesPerAddress: changes(
      "applicant-changes-address",
      HOUR_MS,
      options.applicantChangesPerAddress ?? defaults.changesPerAddress,
      APPLICANT_MESSAGES.tooManyChangesFromAddress,
    ),
    proofsPerDay: options.applicantProofsPerDay ?? defaults.proofsPerDay,
    proofStaffMail: changes("proof-staff-mail", PROOF_STAFF_MAIL_GAP_MS, 1, "staff mail sent"),
  };
}
