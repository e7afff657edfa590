import { mergeConfig } from "vitest/config";
import { workspaceTestConfig } from "../../vitest.shared";

// Two test files at a time even on a 2-core machine (vitest's default there is one): a server
// test spends most of its time waiting on the database, so the second file fills those waits.
// Files share their worker's modules (isolate: false): each file builds its own app, database
// and folders, so nothing module-level carries a test's state, and the modules (the whole API,
// drizzle, PGlite) load once per worker instead of once per file. Measured on the whole project
// with TEST_DATABASE_URL on a 2-core machine: 232 s with one worker, 147 s with two, 96 s with
// two sharing modules.
export default mergeConfig(workspaceTestConfig(import.meta.dirname), {
  test: { maxWorkers: 2, isolate: false, setupFiles: ["./test/setup.ts"] },
});
