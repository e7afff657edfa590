import type { Database } from "@kairos/db";
import type { ApiDeps } from "../context";
import { type AppError, unavailable } from "./errors";
import { describeError } from "./logger";
import { databaseErrors } from "./metrics";
import { cachedPublicRead, forgetPublicRead } from "./public-reads";

const HEALTH_KEY = "health";

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

/**
 * checkHealth for a frequently polled endpoint (load balancers, monitors, a benchmark): a
 * healthy answer is shared like a public read (public-reads.ts: for PUBLIC_READ_TTL_MS, one
 * check for concurrent callers); a failed check is not kept, so every later call checks again
 * until the database answers. A request that finds the database unavailable drops the healthy
 * answer at once (databaseUnavailable).
 */
export function cachedHealth(database: Database, timeoutMs = 2000): Promise<Health> {
  return cachedPublicRead(
    database.db,
    HEALTH_KEY,
    () => checkHealth(database, timeoutMs),
    (health) => health.database === "ok",
  );
}

/**
 * What a request that found the database unreachable does, REST or tRPC: the next health
 * check asks the database again, the event is logged, and the caller gets the 503 to retry.
 */
export function databaseUnavailable(
  deps: Pick<ApiDeps, "database" | "logger">,
  where: Record<string, unknown>,
  cause: unknown,
): AppError {
  forgetPublicRead(deps.database.db, HEALTH_KEY);
  databaseErrors.inc();
  deps.logger.warn("database unavailable", { ...where, ...describeError(cause) });
  return unavailable();
}
