import type { Db } from "@kairos/db";
import { sql } from "drizzle-orm";

// Caches that follow a change at once in every server process (decision 0012). A process
// that changes what a cache holds forgets its own copy and then says so on a Postgres channel
// (`NOTIFY`, after the commit); every process listening on the database (itself included)
// forgets its copy when the message arrives. The caches' short expiry stays as the safety net:
// a message lost with a dropped connection is made good within it.

/** The Postgres channel of these messages (cache-follow.ts listens on it). */
export const CACHE_CHANNEL = "kairos_cache";

/** What changed: the public reads (slots, bookings, rounds), or Settings (and the rounds). */
export type CacheArea = "public-reads" | "settings";

/** Tells every process that `area` changed. After the commit; never throws (see above). */
export function announceChange(db: Db, area: CacheArea) {
  void db.execute(sql`select pg_notify(${CACHE_CHANNEL}, ${area})`).then(
    () => {},
    () => {},
  );
}
