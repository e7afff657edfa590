import type { TestProject } from "vitest/node";
import { startS3rver } from "./s3";

// vitest's global setup: with TEST_STORAGE=s3 (`npm run test:s3`), one s3rver for the whole run,
// whose address the tests' storages get by `inject("s3")` (helpers.ts, testStorage).

export default async function setup(project: TestProject) {
  if (process.env.TEST_STORAGE !== "s3") return;
  const s3 = await startS3rver();
  project.provide("s3", s3.options);
  return () => s3.stop();
}
