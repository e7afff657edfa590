import { AppError } from "./errors";

export interface RateLimiter {
  /** Counts one attempt for `key`; throws a 429 AppError once over the limit. */
  hit(key: string, now?: number): void;
}

/**
 * A sliding-window limit per key (e.g. per IP and form), kept in this process's memory: enough
 * to stop a script flooding a public form; several processes each keep their own count.
 */
export function createRateLimiter(options: {
  limit: number;
  windowMs: number;
  message: string;
}): RateLimiter {
  const hits = new Map<string, number[]>();
  let lastSweep = 0;
  return {
    hit(key, now = Date.now()) {
      const since = now - options.windowMs;
      if (now - lastSweep > options.windowMs) {
        for (const [k, times] of hits) if ((times.at(-1) ?? 0) <= since) hits.delete(k);
        lastSweep = now;
      }
      const recent = (hits.get(key) ?? []).filter((t) => t > since);
      if (recent.length >= options.limit) {
        const retryAfter = Math.ceil(((recent[0] ?? now) + options.windowMs - now) / 1000);
        throw new AppError(
          "TOO_MANY_REQUESTS",
          options.message,
          undefined,
          Math.max(1, retryAfter),
        );
      }
      recent.push(now);
      hits.set(key, recent);
    },
  };
}

export const SUBMISSION_LIMIT = { limit: 5, windowMs: 10 * 60 * 1000 } as const;
export const TOO_MANY_SUBMISSIONS =
  "You have sent several submissions in a short time. Please wait a few minutes and try again.";
