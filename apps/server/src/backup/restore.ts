import { cpSync, createReadStream, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createGunzip } from "node:zlib";
import type { Storage } from "@kairos/api";
import type { Database } from "@kairos/db";
import tar from "tar-stream";
import {
  appliedMigration,
  countRows,
  filePath,
  listTables,
  MANIFEST_FORMAT,
  MANIFEST_PATH,
  MANIFEST_VERSION,
  type Manifest,
  readJournal,
  sha256,
  type TableDump,
} from "./manifest";
import { ident, type SqlSession, sqlConnection } from "./sql-session";

const PARALLEL = 8;

export interface RestoreOptions {
  archive: string;
  /** The target: its database (opened, not necessarily migrated) and its uploads storage. */
  database: Database;
  storage: Storage;
  migrations: string;
  /** Replace whatever the target holds instead of refusing a target that is not empty. */
  force?: boolean;
}

export interface RestoreSummary {
  manifest: Manifest;
  rows: number;
  files: number;
  seconds: number;
}

/** The archive's entries one after the other, each read whole. */
async function* entries(archive: string): AsyncGenerator<{ name: string; bytes: Buffer }> {
  const extract = tar.extract();
  createReadStream(archive)
    .on("error", (error) => extract.destroy(error))
    .pipe(createGunzip())
    .on("error", (error) => extract.destroy(error))
    .pipe(extract);
  for await (const entry of extract) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry) chunks.push(chunk as Buffer);
    yield { name: entry.header.name, bytes: Buffer.concat(chunks) };
  }
}

const damaged = (archive: string, why: string) =>
  new Error(`${archive} is damaged or was changed (${why}); nothing was written`);

/** What every entry of the manifest must be: its size and SHA-256, by path. */
function expectedEntries(manifest: Manifest): Map<string, { bytes: number; sha256: string }> {
  const expected = new Map<string, { bytes: number; sha256: string }>();
  for (const table of manifest.tables) for (const p of table.parts) expected.set(p.path, p);
  for (const f of manifest.files)
    expected.set(filePath(f.key), { bytes: f.size, sha256: f.sha256 });
  return expected;
}

/**
 * Reads the whole archive once and checks it against its manifest: every entry present, of its
 * size and checksum, and nothing else. Returns the manifest; throws before anything is written.
 */
export async function verifyArchive(archive: string): Promise<Manifest> {
  const seen = new Map<string, { bytes: number; sha256: string }>();
  let manifest: Manifest | undefined;
  try {
    for await (const { name, bytes } of entries(archive)) {
      if (name === MANIFEST_PATH) manifest = JSON.parse(bytes.toString("utf8"));
      else seen.set(name, { bytes: bytes.byteLength, sha256: sha256(bytes) });
    }
  } catch (error) {
    throw damaged(archive, (error as Error).message);
  }
  if (manifest?.format !== MANIFEST_FORMAT) throw damaged(archive, "no Kairos manifest");
  if (manifest.version > MANIFEST_VERSION) {
    throw new Error(
      `${archive} was made by a newer Kairos (format ${manifest.version}): upgrade first`,
    );
  }
  const expected = expectedEntries(manifest);
  for (const [path, want] of expected) {
    const got = seen.get(path);
    if (!got) throw damaged(archive, `${path} is missing`);
    if (got.bytes !== want.bytes || got.sha256 !== want.sha256) {
      throw damaged(archive, `${path} does not match its checksum`);
    }
  }
  for (const path of seen.keys()) {
    if (!expected.has(path)) throw damaged(archive, `${path} is not in the manifest`);
  }
  return manifest;
}

/**
 * Why the target is not empty, or nothing. Empty: no rows in any table (a fresh migrate writes
 * none; a server that started once has written its first admin) and no object in the storage.
 */
async function whatTargetHolds(s: SqlSession, storage: Storage, migrations: string) {
  const held: string[] = [];
  if (await appliedMigration(s, migrations)) {
    const tables = (await listTables(s)).map((t) => t.name);
    for (const [name, n] of await countRows(s, tables))
      if (n > 0) held.push(`${name}: ${n} ${n === 1 ? "row" : "rows"}`);
  }
  for await (const _ of storage.list()) {
    held.push("uploads: at least one file");
    break;
  }
  return held;
}

/** The migrations folder cut after the archive's migration: the target is brought to its schema. */
function migrationsUpTo(migrations: string, when: number): string {
  const journal = readJournal(migrations);
  const last = journal.entries.findIndex((e) => e.when === when);
  if (last < 0) {
    throw new Error(
      "The archive was made by a version of Kairos whose database this one does not know: restore it with that version or a newer one",
    );
  }
  const folder = mkdtempSync(join(tmpdir(), "kairos-restore-migrations-"));
  cpSync(migrations, folder, { recursive: true });
  writeFileSync(
    join(folder, "meta", "_journal.json"),
    JSON.stringify({ ...journal, entries: journal.entries.slice(0, last + 1) }),
  );
  return folder;
}

const copyTarget = (t: TableDump) => `${ident(t.name)} (${t.columns.map(ident).join(", ")})`;

/**
 * Restores an archive into the target: checks every checksum first, refuses a target that is
 * not empty (unless `force`), migrates the target to the archive's schema, loads the rows and
 * writes the uploads in one transaction that commits only when every table has its count, sets
 * the sequences, then applies the migrations that came after the archive.
 */
export async function restoreBackup(options: RestoreOptions): Promise<RestoreSummary> {
  const started = performance.now();
  const { archive, database, storage, migrations } = options;
  const manifest = await verifyArchive(archive);
  const upTo = migrationsUpTo(migrations, manifest.migration.when);
  const connection = sqlConnection(database);
  try {
    const held = await connection.transaction("snapshot", (s) =>
      whatTargetHolds(s, storage, migrations),
    );
    if (held.length > 0 && !options.force) {
      throw new Error(
        `The target is not empty (${held.join(", ")}). Restore into a new deployment (before its server first starts), or add --force to replace what it holds`,
      );
    }
    await database.migrate(upTo);
    const tables = new Map<string, TableDump>();
    for (const t of manifest.tables) for (const p of t.parts) tables.set(p.path, t);
    const files = new Map(manifest.files.map((f) => [filePath(f.key), f]));
    await connection.transaction("write", async (s) => {
      if (options.force) {
        const all = (await listTables(s)).map((t) => ident(t.name));
        if (all.length) await s.rows(`truncate table ${all.join(", ")} restart identity cascade`);
      }
      let writing: Promise<void>[] = [];
      for await (const { name, bytes } of entries(archive)) {
        // Checked again: the archive could have changed since it was verified.
        const table = tables.get(name);
        const file = files.get(name);
        if (!table && !file) continue;
        const want = table?.parts.find((p) => p.path === name)?.sha256 ?? file?.sha256;
        if (sha256(bytes) !== want) throw damaged(archive, `${name} changed while restoring`);
        if (table) await s.copyIn(copyTarget(table), bytes);
        if (file) {
          writing.push(
            (async () => {
              if (options.force) await storage.delete(file.key);
              await storage.put(file.key, bytes);
            })(),
          );
          if (writing.length >= PARALLEL) {
            await Promise.all(writing);
            writing = [];
          }
        }
      }
      await Promise.all(writing);
      for (const seq of manifest.sequences) {
        const name = `public.${ident(seq.name)}`;
        await s.rows("select setval($1::regclass, $2::bigint, $3)", [
          name,
          seq.lastValue ?? "1",
          seq.lastValue !== null,
        ]);
      }
      const counts = await countRows(
        s,
        manifest.tables.map((t) => t.name),
      );
      for (const t of manifest.tables) {
        if (counts.get(t.name) !== t.rows) {
          throw new Error(`${t.name} has ${counts.get(t.name)} rows after loading, not ${t.rows}`);
        }
      }
    });
    await database.migrate(migrations);
  } finally {
    rmSync(upTo, { recursive: true, force: true });
    await connection.close();
  }
  return {
    manifest,
    rows: manifest.tables.reduce((sum, t) => sum + t.rows, 0),
    files: manifest.files.length,
    seconds: (performance.now() - started) / 1000,
  };
}
