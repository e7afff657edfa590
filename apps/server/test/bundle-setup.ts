import { mkdtempSync, rmSync } from "node:fs";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { bundle } from "../bundle.mjs";

// vitest's global setup: the server's commands bundled once per run as the build bundles them
// (bundle.mjs), for the tests that start them as real processes (serverCommand, helpers.ts). A
// start from the bundle costs under half the CPU of one through tsx's loader, which compiles and
// resolves each source file as it loads. The folder sits in the workspace, so that the bundle
// finds its npm dependencies and the migrations as dist/ does.
export default async function setup(project: TestProject) {
  const outdir = mkdtempSync(join(import.meta.dirname, "..", ".test-bundle-"));
  await bundle(outdir, [
    "src/index.ts",
    "src/migrate.ts",
    "src/backup.ts",
    "src/storage-migrate.ts",
  ]);
  project.provide("serverBundle", outdir);
  return () => rmSync(outdir, { recursive: true, force: true });
}
