import { basename, join } from "node:path";
import { defineConfig } from "vitest/config";

/**
 * The vitest settings of every workspace. Each run also writes a JSON report to
 * test-results/ (`vitest-<report>.json`, the workspace's folder name by default), which
 * scripts/test-summary.mjs adds up after `npm test`.
 */
export function workspaceTestConfig(
  dir: string,
  {
    report = basename(dir),
    databases = false,
    pure = false,
  }: { report?: string; databases?: boolean; pure?: boolean } = {},
) {
  return defineConfig({
    test: {
      // Workspaces whose tests open databases migrate them once, before the run (testing.ts).
      ...(databases
        ? { globalSetup: [join(import.meta.dirname, "packages/db/src/test-global-setup.ts")] }
        : {}),
      // Pure unit tests (no database, server, mock or global of their own) share each worker's
      // modules instead of importing them again per file, which was most of their time.
      ...(pure ? { isolate: false } : {}),
      testTimeout: 30_000,
      // A hook that loads an embedded database takes seconds alone and longer on a machine busy
      // with the other workspaces' tests: a timeout is no speed target.
      hookTimeout: 120_000,
      reporters: [
        "default",
        [
          "json",
          { outputFile: join(import.meta.dirname, "test-results", `vitest-${report}.json`) },
        ],
      ],
    },
  });
}
