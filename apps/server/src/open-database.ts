import { mkdirSync } from "node:fs";
import { join } from "node:path";
import {
  type Database,
  findMigrationsFolder,
  openDatabase,
  pendingMigrations,
  requireSupportedPostgres,
} from "@kairos/db";
import type { ServerEnv } from "./env";

// The server, the migration step (migrate.ts) and the staff command open the configured
// database the same way: the same driver, the same embedded data directory and its lock, the
// same refusal of a PostgreSQL older than 15.

/** Opens DATABASE_URL, or the embedded database in `$DATA_DIR/pglite` (locked to this process). */
export async function openConfiguredDatabase(
  env: Pick<ServerEnv, "databaseUrl" | "dataDir">,
  options: { maxConnections?: number } = {},
): Promise<Database> {
  let dataDir: string | undefined;
  if (!env.databaseUrl) {
    dataDir = join(env.dataDir, "pglite");
    mkdirSync(dataDir, { recursive: true });
  }
  const database = await openDatabase({ url: env.databaseUrl, dataDir, ...options });
  try {
    await requireSupportedPostgres(database.db);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

/** Applies the pending migrations; resolves to their names. Run inside `withStartupLock`. */
export async function applyMigrations(database: Database): Promise<string[]> {
  const folder = findMigrationsFolder();
  // Read under the start-up lock: no other process migrates between this and migrate().
  const pending = await pendingMigrations(database.db, folder);
  await database.migrate(folder);
  return pending;
}

/**
 * With MIGRATE=off: refuses a database that lacks a migration of this release, rather than run
 * on an older schema. A database migrated by a newer release is fine (migrations stay
 * backward compatible for one release, so old and new processes share it during a restart).
 */
export async function requireMigrated(database: Database): Promise<string[]> {
  const pending = await pendingMigrations(database.db, findMigrationsFolder());
  if (pending.length > 0) {
    throw new Error(
      `MIGRATE=off and the database lacks ${pending.length} migration(s) of this release (${pending.join(", ")}): run npm run db:migrate first`,
    );
  }
  return [];
}

/** What MIGRATE asks for at start: migrate, or check that it was done. */
export const migrateOrCheck = (env: Pick<ServerEnv, "migrate">, database: Database) =>
  env.migrate ? applyMigrations(database) : requireMigrated(database);
