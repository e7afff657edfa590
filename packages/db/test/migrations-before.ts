import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect } from "vitest";
import { findMigrationsFolder } from "../src/migrations";

/** A copy of drizzle/ that stops before the migration `tag`. */
export function migrationsBefore(tag: string): string {
  const dir = mkdtempSync(join(tmpdir(), "kairos-migrations-"));
  cpSync(findMigrationsFolder(), dir, { recursive: true });
  const journalPath = join(dir, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag === tag);
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}
