import { createHash, randomBytes } from "node:crypto";
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import postgres from "postgres";
import lockfile from "proper-lockfile";
import { type Database, openDatabase, pgliteDatabase } from "./client";
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
 * from a dump of a migrated data directory kept in the system's temporary folder (one instance
 * per test process, reset between its files), and Postgres copies a migrated template database
 * (`kairos_template_<hash>`, left on the server for the next run). A change to drizzle/ changes
 * the hash, so a template is never stale. `prepareTestDatabases` makes both before a run.
 */
export function testDatabases(): TestDatabase[] {
  const list: TestDatabase[] = [{ name: "pglite", open: openMigratedPglite }];
  const url = process.env.TEST_DATABASE_URL;
  if (url) list.push({ name: "postgres", open: () => openScratchPostgres(url) });
  return list;
}

/** testDatabases(), but each open() gets a database no migration has run on. */
export function emptyTestDatabases(): TestDatabase[] {
  const list: TestDatabase[] = [{ name: "pglite", open: () => openDumpedPglite("empty") }];
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

// PGlite in the tests. Starting an embedded database costs seconds (the WebAssembly module, the
// data directory loaded into memory), and a minute or more on a busy 2-core machine: a worker
// starts one migrated instance and hands it to file after file, reset in between, instead of a
// new instance per test file (see `openMigratedPglite`). The migrated data directory itself is
// made once per run and set of migrations (see `prepareTestDatabases`).

const dumpPath = (kind: "empty" | "migrated") =>
  join(tmpdir(), `kairos-test-pglite-${migrationsHash()}-${kind}.tar`);

/** Writes `blob` at `path` under a name of its own, then renames it: no reader sees half a file. */
async function writeAtomically(path: string, blob: Blob) {
  const partial = `${path}.${process.pid}.${randomBytes(4).toString("hex")}`;
  writeFileSync(partial, new Uint8Array(await blob.arrayBuffer()));
  renameSync(partial, path);
}

/**
 * Makes the dumps of an empty and of a migrated PGlite data directory, unless this set of
 * migrations has them already. Several processes may ask at once (turbo runs the workspaces'
 * tests side by side): one makes them, under a lock file, and the others wait for it.
 */
async function makePgliteDumps(): Promise<void> {
  if (existsSync(dumpPath("migrated")) && existsSync(dumpPath("empty"))) return;
  const lockPath = `${dumpPath("migrated")}.lock`;
  const release = await lockfile.lock(lockPath, {
    realpath: false,
    // Waits for another process's build, however long a busy machine makes it; a lock left by a
    // killed process goes stale after a minute without its heartbeat.
    retries: { retries: 100_000, minTimeout: 200, maxTimeout: 1_000 },
    stale: 60_000,
    onCompromised: () => {},
  });
  try {
    if (existsSync(dumpPath("migrated")) && existsSync(dumpPath("empty"))) return;
    const database = await openDatabase({});
    try {
      const client = (database.db as unknown as { $client: PGlite }).$client;
      // Uncompressed: gzip costs more time than reading the larger file saves.
      await writeAtomically(dumpPath("empty"), await client.dumpDataDir("none"));
      await database.migrate(findMigrationsFolder());
      await writeAtomically(dumpPath("migrated"), await client.dumpDataDir("none"));
    } finally {
      await database.close();
    }
  } finally {
    await release().catch(() => {});
  }
}

const dumps = new Map<"empty" | "migrated", Promise<Blob>>();

/** A dump of this process, read once. */
function pgliteDump(kind: "empty" | "migrated"): Promise<Blob> {
  let dump = dumps.get(kind);
  if (!dump) {
    dump = makePgliteDumps().then(() => new Blob([readFileSync(dumpPath(kind))]));
    dumps.set(kind, dump);
  }
  return dump;
}

/**
 * Migrates once per run, before the tests start (vitest's global setup): the PGlite dumps and
 * the Postgres template (when TEST_DATABASE_URL is set). A test's hook then only loads or copies
 * them, which takes no time that grows with the migrations.
 */
export async function prepareTestDatabases(): Promise<void> {
  await makePgliteDumps();
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const admin = postgres(url, { max: 2, onnotice: () => {} });
    try {
      await templateDatabase(admin, url);
    } finally {
      await admin.end();
    }
  }
}

const SYSTEM_SCHEMAS = "('pg_catalog', 'information_schema', 'pg_toast')";

/**
 * What a reset between files cannot put back: the schema (tables, columns, constraints,
 * functions, triggers, types), the roles and the session's settings. A file that changed any
 * of them leaves its instance to be closed, not reused.
 */
const FINGERPRINT = `select md5(coalesce(string_agg(x, ',' order by x), '')) as fingerprint from (
  select 'c ' || n.nspname || '.' || c.relname || ' ' || c.relkind::text as x
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname not in ${SYSTEM_SCHEMAS}
  union all select 'a ' || a.attrelid::regclass::text || '.' || a.attname || ' ' ||
      format_type(a.atttypid, a.atttypmod) || ' ' || a.attnotnull::text || ' ' ||
      coalesce(pg_get_expr(d.adbin, d.adrelid), '')
    from pg_attribute a join pg_class c on c.oid = a.attrelid
    join pg_namespace n on n.oid = c.relnamespace
    left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
    where a.attnum > 0 and not a.attisdropped and n.nspname not in ${SYSTEM_SCHEMAS}
  union all select 'k ' || k.conrelid::regclass::text || '.' || k.conname || ' ' ||
      pg_get_constraintdef(k.oid)
    from pg_constraint k join pg_namespace n on n.oid = k.connamespace
    where n.nspname not in ${SYSTEM_SCHEMAS}
  union all select 'p ' || p.oid::regprocedure::text || ' ' || md5(p.prosrc)
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname not in ${SYSTEM_SCHEMAS}
  union all select 't ' || t.tgrelid::regclass::text || '.' || t.tgname || ' ' || t.tgenabled::text
    from pg_trigger t where not t.tgisinternal
  union all select 'e ' || e.enumtypid::regtype::text || ' ' || e.enumlabel from pg_enum e
  union all select 'r ' || r.rolname || ' ' || r.rolsuper::text from pg_roles r
  union all select 'x ' || x.extname from pg_extension x
  union all select 's ' || s.name || '=' || s.setting from pg_settings s
) parts`;

/** The migrated state a shared instance goes back to between files. */
interface MigratedState {
  fingerprint: string;
  tables: string[];
  /** The rows the migrations left (drizzle's own journal), as JSON, per table. */
  rows: { table: string; columns: string; json: string }[];
  sequences: { name: string; value: string | null }[];
}

async function migratedState(client: PGlite): Promise<MigratedState> {
  const [print] = (await client.query<{ fingerprint: string }>(FINGERPRINT)).rows;
  const { rows: tables } = await client.query<{ name: string; columns: string }>(
    `select format('%I.%I', n.nspname, c.relname) as name,
       (select string_agg(quote_ident(a.attname), ', ' order by a.attnum) from pg_attribute a
         where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
           and a.attgenerated = '') as columns
     from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where c.relkind in ('r', 'p') and n.nspname not in ${SYSTEM_SCHEMAS}
     order by 1`,
  );
  const rows: MigratedState["rows"] = [];
  for (const { name, columns } of tables) {
    const [row] = (
      await client.query<{ json: string | null }>(`select json_agg(t)::text as json from ${name} t`)
    ).rows;
    if (row?.json) rows.push({ table: name, columns, json: row.json });
  }
  const { rows: sequences } = await client.query<{ name: string; value: string | null }>(
    `select format('%I.%I', schemaname, sequencename) as name, last_value::text as value
     from pg_sequences where schemaname not in ${SYSTEM_SCHEMAS}`,
  );
  return {
    fingerprint: print?.fingerprint ?? "",
    tables: tables.map((t) => t.name),
    rows,
    sequences,
  };
}

/** Puts a shared instance's data back to `state`: every table as the migrations left it. */
async function resetTo(client: PGlite, state: MigratedState) {
  const statements = [
    // Foreign keys are triggers: off while every table is emptied, in any order.
    "set session_replication_role = replica",
    ...state.tables.map((table) => `delete from ${table}`),
    "reset session_replication_role",
    ...state.sequences.map(({ name, value }) =>
      value === null
        ? `select setval('${name}', (select seqstart from pg_sequence where seqrelid = '${name}'::regclass), false)`
        : `select setval('${name}', ${value}, true)`,
    ),
  ];
  await client.exec(statements.join(";\n"));
  for (const { table, columns, json } of state.rows) {
    await client.query(
      `insert into ${table} (${columns}) overriding system value
       select ${columns} from json_populate_recordset(null::${table}, $1)`,
      [json],
    );
  }
}

interface SharedPglite {
  client: PGlite;
  state: MigratedState;
}

/** This process's idle migrated instances (one, unless a file opens several at once). */
const idle: SharedPglite[] = [];

async function startSharedPglite(): Promise<SharedPglite> {
  const client = new PGlite({ loadDataDir: await pgliteDump("migrated") });
  await client.waitReady;
  return { client, state: await migratedState(client) };
}

/** Back to the idle instances once reset, or closed when its file changed what a reset keeps. */
async function release(shared: SharedPglite) {
  const { client, state } = shared;
  if (client.closed) return;
  try {
    const [now] = (await client.query<{ fingerprint: string }>(FINGERPRINT)).rows;
    if (now?.fingerprint !== state.fingerprint) throw new Error("schema or settings changed");
    await resetTo(client, state);
    idle.push(shared);
  } catch {
    await client.close().catch(() => {});
  }
}

/**
 * A migrated PGlite database of its own for the caller: a shared instance, leased. Its client
 * stands in for the instance: what a test changes on it (the fault tests replace `query`) stays
 * on the lease, and once closed it refuses every call, as a closed PGlite does. `close()` resets
 * the instance for the next file.
 */
async function openMigratedPglite(): Promise<Database> {
  const shared = idle.pop() ?? (await startSharedPglite());
  const { client } = shared;
  let closed = false;
  const stops = new Set<() => Promise<void>>();
  const overlay: Record<PropertyKey, unknown> = {};
  const refuseWhenClosed = () => {
    if (closed) throw new Error("PGlite is closed");
  };
  const close = async () => {
    if (closed) return;
    closed = true;
    for (const stop of stops) await stop().catch(() => {});
    await release(shared);
  };
  const lease = new Proxy(overlay, {
    get(target, property) {
      if (Object.hasOwn(target, property)) return target[property];
      if (property === "closed") return closed || client.closed;
      if (property === "close") return close;
      if (property === "listen") {
        return async (...args: Parameters<PGlite["listen"]>) => {
          refuseWhenClosed();
          const stop = await client.listen(...args);
          stops.add(stop);
          return async () => {
            stops.delete(stop);
            await stop();
          };
        };
      }
      const value = Reflect.get(client, property, client);
      if (typeof value !== "function") return value;
      return (...args: unknown[]) => {
        refuseWhenClosed();
        return (value as (...a: unknown[]) => unknown).apply(client, args);
      };
    },
    set(target, property, value) {
      target[property] = value;
      return true;
    },
  }) as unknown as PGlite;
  return pgliteDatabase(lease, undefined, close);
}

/**
 * A new PGlite instance of its own on the run's empty (initdb done) or migrated data directory,
 * in memory or in `dataDir`, which must not exist yet.
 */
export async function openDumpedPglite(
  kind: "empty" | "migrated",
  dataDir?: string,
): Promise<Database> {
  return openDatabase({ dataDir, loadDataDir: await pgliteDump(kind) });
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
