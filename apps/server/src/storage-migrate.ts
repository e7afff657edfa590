// Copies the uploads of the local folder ($DATA_DIR/uploads) into the bucket the configuration
// names (STORAGE=s3 and the S3_* variables), under the same keys:
//   npm run storage:migrate
// An object already in the bucket with the same size is skipped: a second run copies nothing,
// and a run that was interrupted goes on where it stopped. Run it before the servers start with
// STORAGE=s3, and once more after (for uploads written in between). Needs no database.
import { join } from "node:path";
import { type CopyCounts, copyUploads, createStorage, localStorage } from "@kairos/api";
import { loadEnv } from "./env";

const PROGRESS_EVERY = 1_000;

const summary = (c: CopyCounts) =>
  `${c.copied} copied, ${c.skipped} already in the bucket, ${c.replaced} replaced (another size)`;

async function main() {
  const env = loadEnv();
  if (env.storage.driver !== "s3") {
    throw new Error("storage:migrate copies into a bucket: set STORAGE=s3 and the S3_* variables");
  }
  const root = join(env.dataDir, "uploads");
  const bucket = createStorage(env.storage);
  await bucket.check();
  console.log(`Copying ${root} into the bucket ${env.storage.bucket}`);
  const counts = await copyUploads(localStorage(root), bucket, (c) => {
    const done = c.copied + c.skipped + c.replaced;
    if (done % PROGRESS_EVERY === 0) console.log(`  ${summary(c)}`);
  });
  console.log(`Done: ${summary(counts)}`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
