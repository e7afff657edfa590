import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { ident, type SqlSession } from "./sql-session";

// What an archive holds, said by its manifest.json (the archive's last entry):
//   database/<table>/<n>.copy  a table's rows, PostgreSQL's COPY text format, in parts
//   files/<key>                every upload the database's stored_files rows name
//   manifest.json              this, with a SHA-256 of every other entry

export const MANIFEST_FORMAT = "kairos-backup";
export const MANIFEST_VERSION = 1;
export const MANIFEST_PATH = "manifest.json";

export interface Part {
  path: string;
  bytes: number;
  sha256: string;
}

export interface TableDump {
  name: string;
  /** The columns in the order of the parts' fields. */
  columns: string[];
  rows: number;
  parts: Part[];
}

export interface Manifest {
  format: typeof MANIFEST_FORMAT;
  version: number;
  createdAt: string;
  appVersion: string;
  /** The last migration applied to the database backed up (drizzle/meta/_journal.json). */
  migration: { tag: string; when: number };
  driver: "pglite" | "postgres";
  tables: TableDump[];
  /** Each sequence's last value (null: never used), set again after the rows are loaded. */
  sequences: { name: string; lastValue: string | null }[];
  files: { key: string; size: number; sha256: string }[];
  /** Files the rows named that were gone when they were copied (removed meanwhile). */
  missingFiles: string[];
}

export const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");
export const filePath = (key: string) => `files/${key}`;

interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
}

export function readJournal(migrations: string): { entries: JournalEntry[] } {
  return JSON.parse(readFileSync(join(migrations, "meta", "_journal.json"), "utf8"));
}

/** The last migration the database has applied, named as in the journal. */
export async function appliedMigration(
  s: SqlSession,
  migrations: string,
): Promise<Manifest["migration"] | null> {
  const [found] = await s.rows<{ t: string | null }>(
    "select to_regclass('drizzle.__drizzle_migrations')::text as t",
  );
  if (!found?.t) return null;
  const [last] = await s.rows<{ when: string | null }>(
    "select max(created_at)::text as when from drizzle.__drizzle_migrations",
  );
  if (!last?.when) return null;
  const when = Number(last.when);
  const entry = readJournal(migrations).entries.find((e) => e.when === when);
  return { tag: entry?.tag ?? `unknown (${when})`, when };
}

/** The application's tables, parents before the tables whose foreign keys name them. */
export async function listTables(s: SqlSession): Promise<{ name: string; columns: string[] }[]> {
  const tables = await s.rows<{ name: string; columns: string }>(
    `select c.relname as name,
       (select json_agg(a.attname order by a.attnum)::text from pg_attribute a
         where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
           and a.attgenerated = '') as columns
     from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind = 'r' order by c.relname`,
  );
  const edges = await s.rows<{ child: string; parent: string }>(
    `select cl.relname as child, pl.relname as parent from pg_constraint k
     join pg_class cl on cl.oid = k.conrelid join pg_class pl on pl.oid = k.confrelid
     join pg_namespace n on n.oid = cl.relnamespace
     where k.contype = 'f' and n.nspname = 'public' and cl.oid <> pl.oid`,
  );
  const ordered: string[] = [];
  const visiting = new Set<string>();
  const visit = (name: string) => {
    if (ordered.includes(name)) return;
    if (visiting.has(name)) throw new Error(`Foreign keys form a cycle through ${name}`);
    visiting.add(name);
    for (const e of edges) if (e.child === name) visit(e.parent);
    visiting.delete(name);
    ordered.push(name);
  };
  for (const t of tables) visit(t.name);
  const byName = new Map(tables.map((t) => [t.name, JSON.parse(t.columns) as string[]]));
  return ordered.map((name) => ({ name, columns: byName.get(name) ?? [] }));
}

export const listSequences = (s: SqlSession) =>
  s.rows<{ name: string; lastValue: string | null }>(
    `select sequencename as name, last_value::text as "lastValue" from pg_sequences
     where schemaname = 'public' order by sequencename`,
  );

/** Rows in each table, by name. */
export async function countRows(s: SqlSession, tables: string[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const name of tables) {
    const [row] = await s.rows<{ n: number }>(`select count(*)::int as n from ${ident(name)}`);
    counts.set(name, row?.n ?? 0);
  }
  return counts;
}
