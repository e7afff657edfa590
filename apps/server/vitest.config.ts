import { mergeConfig } from "vitest/config";
import { workspaceTestConfig } from "../../vitest.shared";

// Two test files at a time even on a 2-core machine (vitest's default there is one): a server
// test spends most of its time waiting on the database, so the second file fills those waits.
// Measured on the whole project with TEST_DATABASE_URL: 232 s with one, 146 s with two.
export default mergeConfig(workspaceTestConfig(import.meta.dirname), {
  test: { maxWorkers: 2 },
});
