import { createWriteStream } from "node:fs";
import { rename, rm } from "node:fs/promises";
import { join } from "node:path";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import type { Storage } from "@kairos/api";
import type { Database } from "@kairos/db";
import tar from "tar-stream";
import {
  appliedMigration,
  filePath,
  listSequences,
  listTables,
  MANIFEST_FORMAT,
  MANIFEST_PATH,
  MANIFEST_VERSION,
  type Manifest,
  sha256,
  type TableDump,
} from "./manifest";
import { ident, type SqlSession, sqlConnection } from "./sql-session";

/** A table's rows are cut into parts of about this size: the backup never holds a whole one. */
const PART_BYTES = 8 * 1024 * 1024;
/** Uploads read from the storage at once (a bucket answers each in tens of milliseconds). */
const PARALLEL = 8;
const NEWLINE = 0x0a;

export interface BackupOptions {
  database: Database;
  storage: Storage;
  /** The folder the archive is written to. */
  outDir: string;
  migrations: string;
  appVersion: string;
  now?: Date;
}

/** `kairos-backup-2026-11-27T12-00-00Z.tar.gz`: sorts by date, no colons for other systems. */
export const archiveName = (at: Date) =>
  `kairos-backup-${at
    .toISOString()
    .replace(/\.\d+Z$/, "Z")
    .replaceAll(":", "-")}.tar.gz`;

type AddEntry = (name: string, bytes: Uint8Array) => Promise<void>;

/** Cuts COPY text into parts of whole rows (a row ends with a newline, escaped inside). */
async function dumpTable(
  s: SqlSession,
  table: { name: string; columns: string[] },
  add: AddEntry,
): Promise<TableDump> {
  const dump: TableDump = { ...table, rows: 0, parts: [] };
  const target = `${ident(table.name)} (${table.columns.map(ident).join(", ")})`;
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  const flush = async (bytes: Buffer) => {
    if (bytes.byteLength === 0) return;
    const path = `database/${table.name}/${String(dump.parts.length).padStart(4, "0")}.copy`;
    for (const byte of bytes) if (byte === NEWLINE) dump.rows++;
    await add(path, bytes);
    dump.parts.push({ path, bytes: bytes.byteLength, sha256: sha256(bytes) });
  };
  for await (const chunk of s.copyOut(target)) {
    pending.push(Buffer.from(chunk));
    pendingBytes += chunk.byteLength;
    while (pendingBytes >= PART_BYTES) {
      const all = Buffer.concat(pending);
      const cut = all.lastIndexOf(NEWLINE, PART_BYTES - 1) + 1 || all.indexOf(NEWLINE) + 1;
      if (cut === 0) break; // one row longer than a part: wait for its end
      await flush(all.subarray(0, cut));
      pending = [all.subarray(cut)];
      pendingBytes = all.byteLength - cut;
    }
  }
  await flush(Buffer.concat(pending));
  return dump;
}

/**
 * Writes one archive of the database and its uploads to `outDir`, and returns its path and
 * manifest. The rows come from one snapshot; the uploads are those its stored_files rows name,
 * read afterwards: an upload stored meanwhile belongs to rows the snapshot does not have, and
 * one removed meanwhile is listed as missing rather than named as held.
 */
export async function createBackup(
  options: BackupOptions,
): Promise<{ path: string; manifest: Manifest }> {
  const createdAt = options.now ?? new Date();
  const path = join(options.outDir, archiveName(createdAt));
  const partial = `${path}.partial`;
  const pack = tar.pack();
  const written = pipeline(
    pack,
    createGzip({ level: 6 }),
    createWriteStream(partial, { flags: "wx" }),
  );
  // Awaited at the end; handled now, so that a failed write does not end the process first.
  written.catch(() => {});
  const add: AddEntry = (name, bytes) =>
    new Promise((resolve, reject) => {
      const entry = pack.entry({ name, size: bytes.byteLength, mtime: createdAt }, (error) =>
        error ? reject(error) : resolve(),
      );
      entry.end(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    });
  const connection = sqlConnection(options.database);
  try {
    const snapshot = await connection.transaction("snapshot", async (s) => {
      const migration = await appliedMigration(s, options.migrations);
      if (!migration) throw new Error("The database has no migrations applied: nothing to back up");
      const tables: TableDump[] = [];
      for (const table of await listTables(s)) tables.push(await dumpTable(s, table, add));
      const sequences = await listSequences(s);
      const keys = await s.rows<{ key: string }>("select key from stored_files order by key");
      return { migration, tables, sequences, keys: keys.map((k) => k.key) };
    });
    const files: Manifest["files"] = [];
    const missingFiles: string[] = [];
    // Read PARALLEL uploads at once, written to the archive in order.
    for (let i = 0; i < snapshot.keys.length; i += PARALLEL) {
      const batch = snapshot.keys.slice(i, i + PARALLEL);
      const read = await Promise.all(batch.map((key) => options.storage.get(key)));
      for (const [j, bytes] of read.entries()) {
        const key = batch[j] as string;
        if (!bytes) {
          missingFiles.push(key);
          continue;
        }
        await add(filePath(key), bytes);
        files.push({ key, size: bytes.byteLength, sha256: sha256(bytes) });
      }
    }
    const manifest: Manifest = {
      format: MANIFEST_FORMAT,
      version: MANIFEST_VERSION,
      createdAt: createdAt.toISOString(),
      appVersion: options.appVersion,
      migration: snapshot.migration,
      driver: options.database.driver,
      tables: snapshot.tables,
      sequences: snapshot.sequences,
      files,
      missingFiles,
    };
    await add(MANIFEST_PATH, Buffer.from(JSON.stringify(manifest, null, 2)));
    pack.finalize();
    await written;
    // Only a whole archive gets the name: an interrupted run leaves a .partial file.
    await rename(partial, path);
    return { path, manifest };
  } catch (error) {
    pack.destroy();
    await written.catch(() => {});
    await rm(partial, { force: true });
    throw error;
  } finally {
    await connection.close();
  }
}
