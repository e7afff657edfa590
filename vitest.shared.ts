import { basename, join } from "node:path";
import { defineConfig } from "vitest/config";

/**
 * The vitest settings of every workspace. Each run also writes a JSON report to
 * test-results/ (`vitest-<report>.json`, the workspace's folder name by default), which
 * scripts/test-summary.mjs adds up after `npm test`.
 */
export function workspaceTestConfig(dir: string, report = basename(dir)) {
  return defineConfig({
    test: {
      testTimeout: 30_000,
      // A hook that migrates a new embedded database takes seconds alone and a minute or more
      // on a machine busy with the other workspaces' tests: a timeout is no speed target.
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
