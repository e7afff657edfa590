import { randomBytes } from "node:crypto";
import postgres from "postgres";
import { type Database, openDatabase } from "./client";
import { findMigrationsFolder } from "./migrations";

export interface TestDatabase {
  name: "pglite" | "postgres";
  /** A fresh, migrated database of its own; `close()` also drops it (postgres). */
  open(): Promise<Database>;
}

/**
 * The databases every database test runs against: embedded PGlite always, and the real
 * Postgres at TEST_DATABASE_URL when it is set (CI sets it). Each open() gets an empty
 * database of its own, so test files can run in parallel.
 */
export function testDatabases(): TestDatabase[] {
  const list: TestDatabase[] = [{ name: "pglite", open: () => openMigrated({}) }];
  const url = process.env.TEST_DATABASE_URL;
  if (url) list.push({ name: "postgres", open: () => openScratchPostgres(url) });
  return list;
}

async function openMigrated(options: { url?: string }): Promise<Database> {
  const database = await openDatabase({ ...options, maxConnections: 20 });
  await database.migrate(findMigrationsFolder());
  return database;
}

/** A new empty database on the server at `url`, migrated; `close()` drops it again. */
export async function openScratchPostgres(url: string): Promise<Database> {
  const name = `kairos_test_${randomBytes(6).toString("hex")}`;
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  await admin.end();
  const scratchUrl = new URL(url);
  scratchUrl.pathname = `/${name}`;
  const database = await openMigrated({ url: scratchUrl.toString() });
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
