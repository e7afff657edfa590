import type { Db } from "@kairos/db";
import { announceChange } from "./cache-changes";

// The public reads that every visitor's page asks for (the rounds, the available assessment
// dates of a round) and the health check that monitors poll are kept in memory for
// PUBLIC_READ_TTL_MS, per database. Every write of this process that changes them (a booking,
// a cancelled or moved booking, a deleted application, a slot created, edited or deleted, a
// round created or edited) calls invalidatePublicReads() once it is committed, so this process
// never serves its own change late.
//
// Several server processes on one database: another process's write reaches this cache by
// cache-changes.ts's message, or at the latest after PUBLIC_READ_TTL_MS. Either is acceptable
// for what these reads are for (what the form offers): a booking is still decided in its own transaction against the slot row (capacity,
// start time and round status are checked in the conditional update, see bookSlot), so a date
// shown a moment too long ends in the usual "slot taken" answer, never in an overbooking.
// Decisions inside the services (e.g. whether an application must name a slot) read the
// database directly, not this cache.

export const PUBLIC_READ_TTL_MS = 1000;

interface Entry {
  /** A load's promise (cachedPublicRead) or a finished answer (keepPublicRead). */
  value: unknown;
  expiresAt: number;
}

const caches = new WeakMap<Db, Map<string, Entry>>();

/** Kept answers (keepPublicRead) per database at most: their keys come from callers' URLs. */
const MAX_KEPT = 512;

function cacheOf(db: Db) {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  return cache;
}

/**
 * `load()`'s answer for `key`, shared for PUBLIC_READ_TTL_MS (counted from the start of the
 * load) by every caller on `db`; concurrent callers share one load. A failed load (an unknown
 * round, the database down), or an answer that `keep` refuses, is not kept: the next caller
 * tries again. Callers get the same object and must not change it.
 */
export function cachedPublicRead<T>(
  db: Db,
  key: string,
  load: () => Promise<T>,
  keep: (value: T) => boolean = () => true,
): Promise<T> {
  const cache = cacheOf(db);
  const now = Date.now();
  const hit = cache.get(key);
  if (hit && hit.expiresAt > now) return hit.value as Promise<T>;
  const value = load();
  const entry = { value, expiresAt: now + PUBLIC_READ_TTL_MS };
  cache.set(key, entry);
  const forget = () => {
    if (cache.get(key) === entry) cache.delete(key);
  };
  value.then((answer) => keep(answer) || forget(), forget);
  return value;
}

/** The next caller of `key` on `db` loads it again. */
export function forgetPublicRead(db: Db, key: string) {
  caches.get(db)?.delete(key);
}

/**
 * An answer built from public reads only (e.g. a tRPC answer of public queries), kept like
 * them: for PUBLIC_READ_TTL_MS, forgotten on every write. Nothing is kept past MAX_KEPT
 * entries once the expired ones are gone.
 */
export function keepPublicRead(db: Db, key: string, value: unknown) {
  const cache = cacheOf(db);
  const now = Date.now();
  if (cache.size >= MAX_KEPT) {
    for (const [k, entry] of cache) if (entry.expiresAt <= now) cache.delete(k);
    if (cache.size >= MAX_KEPT) return;
  }
  cache.set(key, { value, expiresAt: now + PUBLIC_READ_TTL_MS });
}

/** What keepPublicRead kept for `key`, while it is fresh. */
export function keptPublicRead<T>(db: Db, key: string): T | undefined {
  const hit = caches.get(db)?.get(key);
  return hit && hit.expiresAt > Date.now() ? (hit.value as T) : undefined;
}

/** Forgets this process's cached public reads of `db` (another process changed them). */
export function forgetPublicReads(db: Db) {
  caches.get(db)?.clear();
}

/**
 * Forgets every cached public read of `db`, in this process and the others (cache-changes.ts);
 * called once a write is committed. A load still running from before is not kept for later
 * callers. (A write whose commit is in doubt, e.g. the connection lost during COMMIT, is seen
 * after PUBLIC_READ_TTL_MS at the latest.)
 */
export function invalidatePublicReads(db: Db) {
  forgetPublicReads(db);
  announceChange(db, "public-reads");
}
