import type { Database } from "@kairos/db";
import { forgetSiteSettings } from "../services/settings/settings";
import { CACHE_CHANNEL } from "./cache-changes";
import type { Logger } from "./logger";
import { forgetPublicReads } from "./public-reads";

// The listening half of cache-changes.ts: each server process forgets its copies when any
// process (itself included) announces a change.

/** Forgets this process's copies of `area`. */
function forget(database: Database, area: string) {
  if (area === "settings") forgetSiteSettings(database);
  forgetPublicReads(database.db);
}

/**
 * Listens for the other processes' changes (and this one's) for as long as the server runs;
 * resolves to a function that stops listening. If listening fails, the caches still expire.
 */
export async function followCacheChanges(
  database: Database,
  logger: Logger,
): Promise<() => Promise<void>> {
  try {
    return await database.listen(CACHE_CHANNEL, (area) => forget(database, area));
  } catch (error) {
    logger.warn("cache changes of other processes not followed; caches expire instead", {
      error: error instanceof Error ? error.message : String(error),
    });
    return async () => {};
  }
}
