import { type SQL, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import type { Database } from "../src/client";
import { applications } from "../src/schema";
import { seed } from "../src/seed";
import { applicationRow, testDatabases } from "../src/testing";

// The tests' PGlite: one instance per process, leased to file after file (testing.ts). What a
// file leaves must not reach the next one.
const [pglite] = testDatabases();
if (!pglite) throw new Error("no pglite");

/** The rows of a query (PGlite answers `{ rows }`). */
const rowsOf = async <T>(database: Database, query: SQL) =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

const count = async (database: Database) =>
  (await database.db.select({ n: sql<number>`count(*)::int` }).from(applications))[0]?.n;
/** A new application's id (after the rounds it needs). */
async function idOfNew(database: Database, email: string) {
  await seed(database.db, { demoSlots: false, now: new Date("2026-11-21T10:00:00Z") });
  const [row] = await database.db
    .insert(applications)
    .values(applicationRow({ fullName: "Mona Hassan", email }))
    .returning({ id: applications.id });
  return row?.id;
}

describe("the tests' shared PGlite", () => {
  const open: Database[] = [];
  afterAll(async () => {
    for (const database of open) await database.close();
  });

  it("gives the next caller the migrated state back: no rows, sequences from the start", async () => {
    const first = await pglite.open();
    const id = await idOfNew(first, "first@example.com");
    await first.close();
    const second = await pglite.open();
    open.push(second);
    expect(await count(second)).toBe(0);
    expect(await idOfNew(second, "second@example.com")).toBe(id);
    const [journal] = await rowsOf<{ n: number }>(
      second,
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    expect(journal?.n).toBeGreaterThan(0);
  });

  it("refuses every call once closed, as a closed PGlite does", async () => {
    const database = await pglite.open();
    await database.close();
    const error = await count(database).catch((caught: Error) => caught);
    expect((error as Error).cause).toMatchObject({ message: "PGlite is closed" });
  });

  it("opens instances side by side, each with data of its own", async () => {
    const [a, b] = [await pglite.open(), await pglite.open()];
    open.push(a as Database, b as Database);
    await idOfNew(a as Database, "a@example.com");
    expect(await count(b as Database)).toBe(0);
  });

  it("does not hand on an instance whose schema a test changed", async () => {
    const changed = await pglite.open();
    await changed.db.execute(sql`alter table applications add column extra text`);
    await changed.close();
    const next = await pglite.open();
    open.push(next);
    const columns = await rowsOf<{ name: string }>(
      next,
      sql`select column_name as name from information_schema.columns
          where table_name = 'applications' and column_name = 'extra'`,
    );
    expect(columns).toEqual([]);
  });
});
