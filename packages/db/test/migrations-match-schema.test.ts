import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import config from "../drizzle.config";
import { findMigrationsFolder } from "../src/migrations";

// The schema (packages/db/src/schema) and the committed migrations (drizzle/) must agree: a
// schema change without its migration would run on no database. drizzle-kit generate, run into
// a copy of drizzle/, must find nothing to write.

const repoRoot = dirname(findMigrationsFolder());
const copy = mkdtempSync(join(tmpdir(), "kairos-drizzle-check-"));
afterAll(() => rmSync(copy, { recursive: true, force: true }));

const files = (dir: string) => readdirSync(dir, { recursive: true, encoding: "utf8" }).sort();

describe("the committed migrations", () => {
  it("are what drizzle-kit generates from the schema (npm run db:generate leaves no diff)", () => {
    cpSync(findMigrationsFolder(), copy, { recursive: true });
    const before = files(copy);
    const result = spawnSync(
      process.execPath,
      [
        join(repoRoot, "node_modules", "drizzle-kit", "bin.cjs"),
        "generate",
        `--dialect=${config.dialect}`,
        `--schema=${config.schema}`,
        `--casing=${config.casing}`,
        // drizzle-kit reads an absolute --out as relative to its folder ("./" + out).
        `--out=${relative(repoRoot, copy)}`,
      ],
      // A change drizzle-kit cannot tell from a rename makes it ask: no answer, then the timeout.
      { cwd: repoRoot, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"], timeout: 90_000 },
    );
    const output = `${result.stdout}${result.stderr}`.trim();
    const added = files(copy).filter((f) => !before.includes(f));
    const sql = added
      .filter((f) => f.endsWith(".sql"))
      .map((f) => `--- ${f}\n${readFileSync(join(copy, f), "utf8")}`)
      .join("\n");
    expect(
      added,
      `The schema (packages/db/src/schema) has changes no committed migration makes. Run npm run db:generate and commit the new file in drizzle/:\n${sql}`,
    ).toEqual([]);
    // drizzle-kit exits 0 even when it fails: only this line says that it compared and agreed.
    expect(output, "drizzle-kit generate failed or asked a question").toContain(
      "No schema changes, nothing to migrate",
    );
  }, 120_000);
});
