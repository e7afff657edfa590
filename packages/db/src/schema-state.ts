import { readFileSync } from "node:fs";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import type { Db } from "./client";

/** The oldest PostgreSQL the migrations and queries are written for (what CI runs). */
export const MIN_POSTGRES_VERSION_NUM = 150000;

/** Why the server must not run on this PostgreSQL (`server_version_num`), or undefined. */
export function postgresVersionProblem(versionNum: number, version: string): string | undefined {
  if (Number.isInteger(versionNum) && versionNum >= MIN_POSTGRES_VERSION_NUM) return undefined;
  return `PostgreSQL ${version} is too old: Kairos needs PostgreSQL 15 or newer`;
}

// postgres.js returns the rows as an array, PGlite as `{ rows }`.
const rowsOf = <T>(result: unknown): T[] =>
  Array.isArray(result) ? (result as T[]) : ((result as { rows: T[] }).rows ?? []);

/** Throws with a clear message when the database server is older than PostgreSQL 15. */
export async function requireSupportedPostgres(db: Db): Promise<void> {
  const [row] = rowsOf<{ num: string; version: string }>(
    await db.execute(
      sql`select current_setting('server_version_num') as num, current_setting('server_version') as version`,
    ),
  );
  const problem = postgresVersionProblem(Number(row?.num), row?.version ?? "of unknown version");
  if (problem) throw new Error(problem);
}

interface JournalEntry {
  tag: string;
  when: number;
}

/**
 * The migrations of `folder` the database has not run, oldest first. Drizzle's migrator applies
 * every journal entry newer than the last row of `drizzle.__drizzle_migrations`, so this is
 * exactly what `migrate()` would apply. Reads only: a database never migrated has no table yet.
 */
export async function pendingMigrations(db: Db, folder: string): Promise<string[]> {
  const journal = JSON.parse(readFileSync(join(folder, "meta", "_journal.json"), "utf8")) as {
    entries: JournalEntry[];
  };
  const [table] = rowsOf<{ found: string | null }>(
    await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations')::text as found`),
  );
  let last = Number.NEGATIVE_INFINITY;
  if (table?.found) {
    const [row] = rowsOf<{ last: string | null }>(
      await db.execute(sql`select max(created_at)::text as last from drizzle.__drizzle_migrations`),
    );
    if (row?.last != null) last = Number(row.last);
  }
  return journal.entries.filter((entry) => entry.when > last).map((entry) => entry.tag);
}
