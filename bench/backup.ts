// Benchmark: backing up and restoring 10,000 applications, each with a small screenshot.
//   npm run bench:backup                                     (embedded PGlite on disk)
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:backup
//                                                            (PGlite, then Postgres, side by side)
// Seeds the rows and files in a scratch deployment (a data directory, or a scratch database with
// a local uploads folder), backs it up, restores it into an empty one, and prints the seconds of
// each step and the archive's size. The restore includes its checksum pass over the archive.
import { randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { localStorage } from "@kairos/api";
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
    const uploads = localStorage(join(work, "source", "uploads"));
    for (let start = 0; start < ROWS; start += 1000) {
      const count = Math.min(1000, ROWS - start);
      const files = Array.from({ length: count }, () => ({
        key: `payment-screenshots/${randomUUID()}.png`,
        originalName: "payment.png",
        contentType: "image/png",
        size: SCREENSHOT_BYTES,
      }));
      await Promise.all(files.map((f) => uploads.put(f.key, randomBytes(SCREENSHOT_BYTES))));
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
      storage: localStorage(join(work, "target", "uploads")),
      migrations,
    });
    const restoreSeconds = (performance.now() - started) / 1000;
    return {
      driver,
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

const results = [await measure("pglite")];
if (url) results.push(await measure("postgres"));
for (const result of results) console.log(JSON.stringify(result));
