import { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import { lockDataDir } from "./pglite-lock";
import * as schema from "./schema";

export type Schema = typeof schema;
/** The drizzle database, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A drizzle transaction handle; services accept `Db | Tx` where they can run in either. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface Database {
  db: Db;
  driver: "pglite" | "postgres";
  /** One round trip to the database; rejects when it is unreachable. */
  ping(): Promise<void>;
  /** Applies the SQL migrations of `folder` that have not run yet. */
  migrate(folder: string): Promise<void>;
  /**
   * Runs `fn` while holding a database-wide lock, so that several server processes starting
   * together migrate and seed one after the other.
   */
  withStartupLock<T>(fn: () => Promise<T>): Promise<T>;
  /**
   * Calls `onMessage` with the payload of each `NOTIFY channel` (any process on the database,
   * this one included); resolves once listening, to a function that stops it. On Postgres the
   * listening connection is postgres.js's own, re-established after a lost connection.
   */
  listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /** The connection URL (postgres) or data directory (pglite; undefined in memory). */
  location: string | undefined;
}

export interface OpenOptions {
  /** Postgres connection URL; when absent the embedded PGlite is used. */
  url?: string | undefined;
  /** PGlite data directory; absent means in memory (tests). */
  dataDir?: string | undefined;
  /** postgres.js pool size. */
  maxConnections?: number;
  /**
   * PGlite: start from this dump of a data directory (tests: an empty or a migrated one), in
   * memory or in a new `dataDir`.
   */
  loadDataDir?: Blob | undefined;
}

/**
 * Bounds on database work (Postgres), so that a held lock or a server that stops answering
 * turns into a 503 within the request deadline instead of a request that hangs: the server
 * cancels a statement after 4 s and a lock wait after 3 s, and ends a session left idle inside
 * a transaction for 15 s (freeing its locks); postgres.js (patched option `stall_timeout`)
 * destroys a connection whose server sends nothing for 4.5 s while a query waits, since no
 * server-side timer fires when the network or the host is what stalled. Migrations and the
 * start-up lock run on a connection of their own without these bounds: a migration may take
 * longer, and a second process waits for the first one's.
 */
export const DATABASE_TIMEOUTS = {
  statementMs: 4_000,
  lockMs: 3_000,
  idleInTransactionMs: 15_000,
  stallMs: 4_500,
} as const;

const casing = "snake_case" as const;
/** Arbitrary constant key of the advisory lock taken while migrating and seeding. */
const STARTUP_LOCK_KEY = 724_611_903;

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.url) {
    const url = options.url;
    const T = DATABASE_TIMEOUTS;
    const sql = postgres(url, {
      max: options.maxConnections ?? 10,
      onnotice: () => {},
      // A stopped or unreachable server must turn into a quick 503 (within 5 s), not a
      // request that hangs; postgres.js reconnects by itself on the next query.
      connect_timeout: 3,
      stall_timeout: T.stallMs / 1000,
      connection: {
        statement_timeout: T.statementMs,
        lock_timeout: T.lockMs,
        idle_in_transaction_session_timeout: T.idleInTransactionMs,
      },
    });
    const pg = drizzlePostgres(sql, { schema, casing });
    const db = pg as unknown as Db;
    // Opened for start-up only: two connections, one holding the lock, one migrating.
    let maintenance: postgres.Sql | undefined;
    const maintenanceSql = () => {
      maintenance ??= postgres(url, { max: 2, onnotice: () => {}, connect_timeout: 10 });
      return maintenance;
    };
    const endMaintenance = async () => {
      const ending = maintenance;
      maintenance = undefined;
      await ending?.end({ timeout: 5 });
    };
    return {
      db,
      driver: "postgres",
      location: url,
      async ping() {
        await sql`select 1`;
      },
      async migrate(migrationsFolder) {
        const own = !maintenance; // not inside withStartupLock: close it when done
        try {
          await migratePostgres(drizzlePostgres(maintenanceSql(), { schema, casing }), {
            migrationsFolder,
          });
        } finally {
          if (own) await endMaintenance();
        }
      },
      async withStartupLock(fn) {
        const lock = await maintenanceSql().reserve();
        try {
          await lock`select pg_advisory_lock(${STARTUP_LOCK_KEY})`;
          return await fn();
        } finally {
          await lock`select pg_advisory_unlock(${STARTUP_LOCK_KEY})`.catch(() => {});
          lock.release();
          await endMaintenance();
        }
      },
      async listen(channel, onMessage) {
        const { unlisten } = await sql.listen(channel, onMessage);
        return unlisten;
      },
      async close() {
        await Promise.all([sql.end({ timeout: 5 }), endMaintenance()]);
      },
    };
  }
  const unlock = options.dataDir ? lockDataDir(options.dataDir) : () => {};
  const client = options.dataDir
    ? new PGlite(options.dataDir, { loadDataDir: options.loadDataDir })
    : new PGlite({ loadDataDir: options.loadDataDir });
  try {
    await client.waitReady;
  } catch (error) {
    unlock();
    throw error;
  }
  return pgliteDatabase(client, options.dataDir, async () => {
    if (!client.closed) await client.close();
    unlock();
  });
}

/**
 * The Database over an open PGlite `client` (or an object standing in for one: the tests' shared
 * instances, see testing.ts); `close` ends it.
 */
export function pgliteDatabase(
  client: PGlite,
  location: string | undefined,
  close: () => Promise<void>,
): Database {
  const pg = drizzlePglite({ client, schema, casing });
  const db = pg as unknown as Db;
  return {
    db,
    driver: "pglite",
    location,
    async ping() {
      await client.query("select 1");
    },
    async migrate(migrationsFolder) {
      await migratePglite(pg, { migrationsFolder });
    },
    // PGlite is single-process by nature: its data directory cannot be shared.
    withStartupLock: (fn) => fn(),
    async listen(channel, onMessage) {
      const stop = await client.listen(channel, onMessage);
      return () => stop();
    },
    close,
  };
}
