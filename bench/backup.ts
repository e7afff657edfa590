// Benchmark: backing up and restoring 10,000 applications, each with a small screenshot.
//   npm run bench:backup                                     (embedded PGlite on disk)
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:backup
//                                                            (PGlite, then Postgres, side by side)
//   BENCH_STORAGE=s3 …   the uploads in a bucket of s3rver (a process of its own) instead of a folder
// Seeds the rows and files in a scratch deployment (a data directory, or a scratch database with
// a local uploads folder), backs it up, restores it into an empty one, and prints the seconds of
// each step and the archive's size. The restore includes its checksum pass over the archive.
import { spawn } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { localStorage, type Storage, s3Storage } from "@kairos/api";
import { applications, findMigrationsFolder, openDatabase, seed, storedFiles } from "@kairos/db";
import { applicationRow, openScratchPostgres } from "@kairos/db/testing";
import { createBackup } from "../apps/server/src/backup/create";
import { restoreBackup } from "../apps/server/src/backup/restore";

const ROWS = Number(process.env.BENCH_ROWS ?? 10_000);
/** A small screenshot: random bytes, which gzip cannot shrink (like a real PNG's). */
const SCREENSHOT_BYTES = Number(process.env.BENCH_FILE_BYTES ?? 20_000);
const url = process.env.BENCH_DATABASE_URL;
const migrations = findMigrationsFolder();
const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;

/** With BENCH_STORAGE=s3: s3rver in a process of its own, each deployment a prefix of its bucket. */
async function bucket() {
  const directory = mkdtempSync(join(tmpdir(), "kairos-bench-s3-"));
  const child = spawn(
    process.execPath,
    [join(import.meta.dirname, "s3rver-child.mjs"), directory, "kairos-bench"],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout.once("data", (line: Buffer) => resolve(JSON.parse(line.toString()).port));
    child.once("exit", () => reject(new Error("s3rver did not start")));
  });
  const options = {
    bucket: "kairos-bench",
    region: "us-east-1",
    endpoint: `http://127.0.0.1:${port}`,
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
    forcePathStyle: true,
  };
  return {
    fresh: (): Storage => s3Storage({ ...options, prefix: `${randomUUID()}/` }),
    stop() {
      child.kill("SIGTERM");
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
const s3 = process.env.BENCH_STORAGE === "s3" ? await bucket() : undefined;
const uploadsIn = (folder: string): Storage => s3?.fresh() ?? localStorage(folder);

async function measure(driver: "pglite" | "postgres") {
  const work = mkdtempSync(join(tmpdir(), "kairos-bench-backup-"));
  const source =
    driver === "pglite"
      ? await openDatabase({ dataDir: join(work, "source", "pglite") })
      : await openScratchPostgres(url ?? "", false);
  const target =
    driver === "pglite"
      ? await openDatabase({ dataDir: join(work, "target", "pglite") })
      : await openScratchPostgres(url ?? "", false);
  try {
    await source.migrate(migrations);
    await seed(source.db, { demoSlots: false });
    const uploads = uploadsIn(join(work, "source", "uploads"));
    for (let start = 0; start < ROWS; start += 1000) {
      const count = Math.min(1000, ROWS - start);
      const files = Array.from({ length: count }, () => ({
        key: `payment-screenshots/${randomUUID()}.png`,
        originalName: "payment.png",
        contentType: "image/png",
        size: SCREENSHOT_BYTES,
      }));
      for (let i = 0; i < files.length; i += 25) {
        const batch = files.slice(i, i + 25);
        await Promise.all(batch.map((f) => uploads.put(f.key, randomBytes(SCREENSHOT_BYTES))));
      }
      const rows = await source.db
        .insert(storedFiles)
        .values(files)
        .returning({ id: storedFiles.id });
      await source.db.insert(applications).values(
        rows.map((file, k) =>
          applicationRow({
            fullName: `Applicant ${start + k}`,
            email: `bench-${start + k}@example.com`,
            paymentScreenshotId: file.id,
          }),
        ),
      );
    }
    let started = performance.now();
    const { path } = await createBackup({
      database: source,
      storage: uploads,
      outDir: work,
      migrations,
      appVersion: "bench",
    });
    const backupSeconds = (performance.now() - started) / 1000;
    started = performance.now();
    const summary = await restoreBackup({
      archive: path,
      database: target,
      storage: uploadsIn(join(work, "target", "uploads")),
      migrations,
    });
    const restoreSeconds = (performance.now() - started) / 1000;
    return {
      driver,
      storage: s3 ? "s3" : "local",
      applications: ROWS,
      rows: summary.rows,
      files: summary.files,
      archive: mb(statSync(path).size),
      backupSeconds: Number(backupSeconds.toFixed(2)),
      restoreSeconds: Number(restoreSeconds.toFixed(2)),
    };
  } finally {
    await source.close();
    await target.close();
    rmSync(work, { recursive: true, force: true });
  }
}

try {
  const results = [await measure("pglite")];
  if (url) results.push(await measure("postgres"));
  for (const result of results) console.log(JSON.stringify(result));
} finally {
  s3?.stop();
}
