import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The repo's drizzle/ folder, found by walking up from this module (or from the bundled
 * server file that inlines it), so it works from source, from dist and from tests.
 */
export function findMigrationsFolder(start: string = fileURLToPath(import.meta.url)): string {
  let dir = dirname(start);
  for (;;) {
    const candidate = join(dir, "drizzle");
    if (existsSync(join(candidate, "meta", "_journal.json"))) return candidate;
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`No drizzle/ migrations folder above ${start}`);
    dir = parent;
  }
}
