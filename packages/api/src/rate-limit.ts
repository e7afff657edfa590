import { AppError } from "./errors";

export interface RateLimiter {
  /** Counts one attempt for `key`; throws a 429 AppError once over the limit. */
  hit(key: string, now?: number): void;
  /** Throws the 429 when `key` is at its limit, without counting anything. */
  check(key: string, now?: number): void;
  /** Counts one attempt for `key` without refusing it (it was answered already). */
  add(key: string, now?: number): void;
}

/**
 * A sliding-window limit per key (e.g. per IP), kept in this process's memory: enough to stop
 * a script flooding a route; several processes each keep their own count. Keys whose last
 * attempt left the window are swept once per window, so memory follows the recent traffic.
 */
function createRateLimiter(options: {
  limit: number;
  windowMs: number;
  message: string;
}): RateLimiter {
  const hits = new Map<string, number[]>();
  let lastSweep = 0;
  const recentOf = (key: string, now: number) => {
    const since = now - options.windowMs;
    if (now - lastSweep > options.windowMs) {
      for (const [k, times] of hits) if ((times.at(-1) ?? 0) <= since) hits.delete(k);
      lastSweep = now;
    }
    return (hits.get(key) ?? []).filter((t) => t > since);
  };
  const refuseIfFull = (recent: number[], now: number) => {
    if (recent.length < options.limit) return;
    const retryAfter = Math.ceil(((recent[0] ?? now) + options.windowMs - now) / 1000);
    throw tooManyRequests(options.message, retryAfter);
  };
  const add = (key: string, recent: number[], now: number) => {
    recent.push(now);
    hits.set(key, recent);
  };
  return {
    hit(key, now = Date.now()) {
      const recent = recentOf(key, now);
      refuseIfFull(recent, now);
      add(key, recent, now);
    },
    check(key, now = Date.now()) {
      refuseIfFull(recentOf(key, now), now);
    },
    add(key, now = Date.now()) {
      add(key, recentOf(key, now), now);
    },
  };
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

export interface FormLimits {
  windowMs: number;
  /** Stored submissions per address and form (counted in the database). */
  perAddress: number;
  /** Stored submissions per e-mail and form (counted in the database). */
  perEmail: number;
  /**
   * Refused attempts (invalid, duplicate, too large...) per address and form, counted in this
   * process's memory: a refusal stores nothing, and writing one row per refusal would itself be
   * the write amplification this ceiling is there to stop. With several processes on one
   * database each keeps its own count, which multiplies the ceiling by their number: acceptable
   * for one this generous.
   */
  refusals: RateLimiter;
}

/** Every limit of the public routes (ApiDeps.limits). */
export interface Limits {
  forms: FormLimits;
  /** Analytics hits per address. */
  events: RateLimiter;
}

export interface LimitOptions {
  perAddress?: number;
  perEmail?: number;
  refusals?: number;
  events?: number;
}

/** The limits of one process, from the configuration (defaults for what it leaves out). */
export function createLimits(options: LimitOptions = {}): Limits {
  const forms = FORM_LIMIT_DEFAULTS;
  return {
    forms: {
      windowMs: forms.windowMs,
      perAddress: options.perAddress ?? forms.perAddress,
      perEmail: options.perEmail ?? forms.perEmail,
      refusals: createRateLimiter({
        windowMs: forms.windowMs,
        limit: options.refusals ?? forms.refusals,
        message: TOO_MANY_SUBMISSIONS,
      }),
    },
    events: createRateLimiter({
      windowMs: EVENT_LIMIT_DEFAULTS.windowMs,
      limit: options.events ?? EVENT_LIMIT_DEFAULTS.limit,
      message: TOO_MANY_EVENTS,
    }),
  };
}
