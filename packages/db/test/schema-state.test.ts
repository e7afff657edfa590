import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { findMigrationsFolder } from "../src/migrations";
import {
  pendingMigrations,
  postgresVersionProblem,
  requireSupportedPostgres,
} from "../src/schema-state";
import { emptyTestDatabases, testDatabases } from "../src/testing";

// What the server and the migration step read of a database before they use it: its server's
// version, and which of this release's migrations it lacks.

describe("the oldest PostgreSQL the server runs on", () => {
  it("is 15: an older server is refused, by name, with what is needed", () => {
    expect(postgresVersionProblem(140010, "14.10")).toBe(
      "PostgreSQL 14.10 is too old: Kairos needs PostgreSQL 15 or newer",
    );
    expect(postgresVersionProblem(90624, "9.6.24")).toContain("PostgreSQL 9.6.24 is too old");
    expect(postgresVersionProblem(150000, "15.0")).toBeUndefined();
    expect(postgresVersionProblem(170004, "17.4 (Debian 17.4-1)")).toBeUndefined();
    expect(postgresVersionProblem(Number.NaN, "of unknown version")).toContain("too old");
  });
});

const tags = (
  JSON.parse(readFileSync(join(findMigrationsFolder(), "meta", "_journal.json"), "utf8")) as {
    entries: { tag: string }[];
  }
).entries.map((e) => e.tag);

describe.each(emptyTestDatabases())("a database on $name", ({ open }) => {
  it("passes the version check, lacks every migration until migrated, then none", async () => {
    const database = await open();
    try {
      await requireSupportedPostgres(database.db);
      expect(await pendingMigrations(database.db, findMigrationsFolder())).toEqual(tags);
      await database.migrate(findMigrationsFolder());
      expect(await pendingMigrations(database.db, findMigrationsFolder())).toEqual([]);
    } finally {
      await database.close();
    }
  }, 120_000);
});

describe.each(testDatabases())("a migrated database on $name", ({ open }) => {
  it("lacks only the migrations added after it was migrated", async () => {
    const database = await open();
    try {
      expect(await pendingMigrations(database.db, findMigrationsFolder())).toEqual([]);
      // The next release's drizzle/ folder: one migration more.
      const next = mkdtempSync(join(tmpdir(), "kairos-next-migrations-"));
      cpSync(findMigrationsFolder(), next, { recursive: true });
      const journalPath = join(next, "meta", "_journal.json");
      const journal = JSON.parse(readFileSync(journalPath, "utf8"));
      journal.entries.push({
        idx: journal.entries.length,
        version: "7",
        when: Date.now(),
        tag: "9999_next",
        breakpoints: true,
      });
      writeFileSync(journalPath, JSON.stringify(journal));
      try {
        expect(await pendingMigrations(database.db, next)).toEqual(["9999_next"]);
      } finally {
        rmSync(next, { recursive: true, force: true });
      }
    } finally {
      await database.close();
    }
  });
});
