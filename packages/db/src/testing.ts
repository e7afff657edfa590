import { createHash, randomBytes } from "node:crypto";
import { readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import postgres from "postgres";
import { type Database, openDatabase } from "./client";
import { findMigrationsFolder } from "./migrations";
import type { applications } from "./schema";

export interface TestDatabase {
  name: "pglite" | "postgres";
  /** A fresh, migrated database of its own; `close()` also drops it (postgres). */
  open(): Promise<Database>;
}

/**
 * The databases every database test runs against: embedded PGlite always, and the real
 * Postgres at TEST_DATABASE_URL when it is set (CI sets it). Each open() gets an empty
 * database of its own, so test files can run in parallel.
 *
 * The migrations run once per set of migration files, not once per test file: PGlite starts
 * from a dump of a migrated data directory kept in the system's temporary folder, and Postgres
 * copies a migrated template database (`kairos_template_<hash>`, left on the server for the
 * next run). A change to drizzle/ changes the hash, so a template is never stale.
 */
export function testDatabases(): TestDatabase[] {
  const list: TestDatabase[] = [{ name: "pglite", open: openMigratedPglite }];
  const url = process.env.TEST_DATABASE_URL;
  if (url) list.push({ name: "postgres", open: () => openScratchPostgres(url) });
  return list;
}

/** testDatabases(), but each open() gets a database no migration has run on. */
export function emptyTestDatabases(): TestDatabase[] {
  const list: TestDatabase[] = [{ name: "pglite", open: () => openDatabase({}) }];
  const url = process.env.TEST_DATABASE_URL;
  if (url) list.push({ name: "postgres", open: () => openScratchPostgres(url, false) });
  return list;
}

/** The migration files' names and contents, hashed. */
function migrationsHash(): string {
  const folder = findMigrationsFolder();
  const hash = createHash("sha256");
  const files = readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name))
    .sort();
  for (const file of files) hash.update(file.slice(folder.length)).update(readFileSync(file));
  return hash.digest("hex").slice(0, 16);
}

let pgliteDump: Promise<Blob> | undefined;

/** A migrated PGlite data directory as a gzipped dump: made once, then read from disk. */
function migratedPgliteDump(): Promise<Blob> {
  pgliteDump ??= (async () => {
    const path = join(tmpdir(), `kairos-test-pglite-${migrationsHash()}.tar.gz`);
    try {
      return new Blob([readFileSync(path)]);
    } catch {
      // Not made yet: migrate an empty database and keep its dump.
    }
    const database = await openDatabase({});
    try {
      await database.migrate(findMigrationsFolder());
      const client = (database.db as unknown as { $client: PGlite }).$client;
      const dump = await client.dumpDataDir("gzip");
      // Written under a name of its own, then renamed: a reader never sees half a file.
      const partial = `${path}.${process.pid}.${randomBytes(4).toString("hex")}`;
      writeFileSync(partial, new Uint8Array(await dump.arrayBuffer()));
      renameSync(partial, path);
      return dump;
    } finally {
      await database.close();
    }
  })();
  return pgliteDump;
}

async function openMigratedPglite(): Promise<Database> {
  return openDatabase({ loadDataDir: await migratedPgliteDump(), maxConnections: 20 });
}

/** Retries `fn` while Postgres says another session still uses the source database. */
async function whileInUse<T>(fn: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await fn();
    } catch (error) {
      // 55006 object_in_use: a session of the template's migration is still closing.
      if ((error as { code?: string }).code !== "55006" || attempt >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

const withDatabase = (url: string, name: string) => {
  const next = new URL(url);
  next.pathname = `/${name}`;
  return next.toString();
};

/** Arbitrary constant key of the advisory lock taken while a template is built. */
const TEMPLATE_LOCK_KEY = 724_611_904;

/** The migrated template database for the current migrations, built if missing. */
async function templateDatabase(admin: postgres.Sql, url: string): Promise<string> {
  const name = `kairos_template_${migrationsHash()}`;
  const [found] = await admin`select 1 from pg_database where datname = ${name}`;
  if (found) return name;
  const lock = await admin.reserve();
  try {
    await lock`select pg_advisory_lock(${TEMPLATE_LOCK_KEY})`;
    const [built] = await lock`select 1 from pg_database where datname = ${name}`;
    if (built) return name;
    const building = `${name}_building`;
    await lock.unsafe(`drop database if exists ${building} with (force)`);
    await lock.unsafe(`create database ${building}`);
    const database = await openDatabase({ url: withDatabase(url, building), maxConnections: 1 });
    try {
      await database.migrate(findMigrationsFolder());
    } finally {
      await database.close();
    }
    await whileInUse(() => lock.unsafe(`alter database ${building} rename to ${name}`));
    // Templates of earlier migrations are of no more use.
    const old = await lock`
      select datname from pg_database
      where datname like 'kairos\\_template\\_%' and datname <> ${name}`;
    for (const { datname } of old) {
      await lock.unsafe(`drop database if exists ${datname} with (force)`).catch(() => {});
    }
    return name;
  } finally {
    await lock`select pg_advisory_unlock(${TEMPLATE_LOCK_KEY})`.catch(() => {});
    lock.release();
  }
}

/**
 * A new database on the server at `url`, copied from the migrated template (or empty, for a
 * test of a migration); `close()` drops it.
 */
export async function openScratchPostgres(url: string, migrated = true): Promise<Database> {
  const name = `kairos_test_${randomBytes(6).toString("hex")}`;
  const admin = postgres(url, { max: 2, onnotice: () => {} });
  try {
    if (migrated) {
      // Another run on the same server with other migrations (another branch) drops the
      // templates it finds older; the template is then built again, once.
      const copy = async () => {
        const template = await templateDatabase(admin, url);
        await whileInUse(() => admin.unsafe(`create database ${name} template ${template}`));
      };
      await copy().catch((error: { code?: string }) => {
        if (error?.code !== "3D000") throw error;
        return copy();
      });
    } else {
      await admin.unsafe(`create database ${name}`);
    }
  } finally {
    await admin.end();
  }
  const database = await openDatabase({ url: withDatabase(url, name), maxConnections: 20 });
  return {
    ...database,
    async close() {
      await database.close();
      const dropper = postgres(url, { max: 1, onnotice: () => {} });
      await dropper.unsafe(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

/**
 * A valid `applications` row for tests and benchmarks that insert directly (round-3, a student
 * in Cairo); `fields` name the person and change the rest.
 */
export const applicationRow = (
  fields: Pick<typeof applications.$inferInsert, "fullName" | "email"> &
    Partial<typeof applications.$inferInsert>,
) =>
  ({
    countryCode: "EG",
    phoneNumber: "+201001234567",
    selectedCountry: "Egypt",
    selectedCity: "Cairo",
    roundId: "round-3",
    secondLanguage: "Arabic",
    occupation: "student",
    hearAbout: "facebook",
    paymentPlan: "full-payment",
    amountDue: 8500,
    currency: "EGP",
    ...fields,
  }) satisfies typeof applications.$inferInsert;
