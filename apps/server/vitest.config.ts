import { mergeConfig } from "vitest/config";
import { workspaceTestConfig } from "../../vitest.shared";

/**
 * The test files whose assertions are about uploads (stored, listed, swept, downloaded,
 * removed, refused): `npm run test:s3` (TEST_STORAGE=s3) runs them a second time on the S3
 * driver, against one s3rver started for the run (test/s3-server.ts). Other files write uploads
 * only on the way to what they test, and run on the local folder alone; the storage contract
 * (storage-contract.test.ts) runs both drivers in every run.
 */
const UPLOAD_TESTS = [
  "test/applications.test.ts",
  "test/interpreter-registrations.test.ts",
  "test/uploads-abuse.test.ts",
  "test/idempotency.test.ts",
  "test/faults.test.ts",
  "test/admin-applications.test.ts",
  "test/applicant-page.test.ts",
  "test/applicant-limits.test.ts",
  "test/security-headers.test.ts",
];
const s3 = process.env.TEST_STORAGE === "s3";

// Two test files at a time even on a 2-core machine (vitest's default there is one): a server
// test spends most of its time waiting on the database, so the second file fills those waits.
// Files share their worker's modules (isolate: false): each file builds its own app, database
// and folders, so nothing module-level carries a test's state, and the modules (the whole API,
// drizzle, PGlite) load once per worker instead of once per file. Measured on the whole project
// with TEST_DATABASE_URL on a 2-core machine: 232 s with one worker, 147 s with two, 96 s with
// two sharing modules.
export default mergeConfig(
  workspaceTestConfig(import.meta.dirname, {
    report: s3 ? "server-s3" : "server",
    databases: true,
  }),
  {
    test: {
      maxWorkers: 2,
      isolate: false,
      setupFiles: ["./test/setup.ts"],
      globalSetup: ["./test/s3-server.ts", "./test/bundle-setup.ts"],
      ...(s3 ? { include: UPLOAD_TESTS } : {}),
    },
  },
);
