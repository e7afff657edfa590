import type { Database } from "@kairos/db";

export interface Health {
  status: "ok" | "degraded";
  database: "ok" | "down";
}

const HEALTHY: Health = Object.freeze({ status: "ok", database: "ok" });

/** A real round trip to the database, bounded so that a hung connection still answers. */
export async function checkHealth(database: Database, timeoutMs = 2000): Promise<Health> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("database ping timed out")), timeoutMs);
  });
  try {
    await Promise.race([database.ping(), timeout]);
    return HEALTHY;
  } catch {
    return { status: "degraded", database: "down" };
  } finally {
    clearTimeout(timer);
  }
}

/** How long a healthy answer is reused; a failed check is never reused. */
export const HEALTH_OK_TTL_MS = 1000;

const healthyAt = new WeakMap<Database, number>();
const checking = new WeakMap<Database, Promise<Health>>();

/**
 * checkHealth for a frequently polled endpoint (load balancers, monitors, a benchmark): a
 * healthy answer is reused for HEALTH_OK_TTL_MS, counted from the start of its check, and
 * callers that arrive while a check runs share it. A database that is down is reported by the
 * next check after that, at most a second late; a failed check is not kept, so every later
 * call checks again until the database answers. forgetHealth() drops the healthy answer at
 * once (e.g. when a request finds the database unavailable).
 */
export function cachedHealth(database: Database, timeoutMs = 2000): Promise<Health> {
  const at = healthyAt.get(database);
  if (at !== undefined && Date.now() - at < HEALTH_OK_TTL_MS) return Promise.resolve(HEALTHY);
  let pending = checking.get(database);
  if (!pending) {
    const started = Date.now();
    pending = checkHealth(database, timeoutMs).then((health) => {
      checking.delete(database);
      if (health.database === "ok") healthyAt.set(database, started);
      else healthyAt.delete(database);
      return health;
    });
    checking.set(database, pending);
  }
  return pending;
}

/** The next cachedHealth() checks the database again. */
export function forgetHealth(database: Database) {
  healthyAt.delete(database);
}
