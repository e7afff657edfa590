// Benchmark: the CSV export of 100,000 applications streams with bounded memory.
//   node --import tsx bench/export.ts            (embedded PGlite, in memory)
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node --import tsx bench/export.ts
// Seeds the rows in a scratch database, then reads the export stream to the end while sampling
// the process's RSS. Prints rows, bytes, seconds and the RSS before, at peak and after.
import { createUser, exportApplicationsCsv } from "@kairos/api";
import { applications, findMigrationsFolder, openDatabase, seed } from "@kairos/db";
import { applicationRow, openScratchPostgres } from "@kairos/db/testing";

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const url = process.env.BENCH_DATABASE_URL;

const scratch = () => (url ? openScratchPostgres(url) : openDatabase({}));

const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;

const database = await scratch();
try {
  await database.migrate(findMigrationsFolder());
  await seed(database.db, { demoSlots: false });
  for (let start = 0; start < ROWS; start += 5000) {
    const count = Math.min(5000, ROWS - start);
    await database.db.insert(applications).values(
      Array.from({ length: count }, (_, k) => {
        const i = start + k;
        return applicationRow({
          fullName: i % 10 === 0 ? `ليلى حسن ${i}` : `Applicant ${i}`,
          email: `bench-${i}@example.com`,
          interests: ["Want to earn extra income", "Passionate about helping others"],
          notes: "A note of ordinary length for the export benchmark.",
        });
      }),
    );
  }
  // The export is recorded in the staff access log as this admin's (decision 0035).
  const admin = await createUser(database.db, {
    email: "bench-admin@example.com",
    password: "a bench admin's password",
    role: "admin",
  });
  global.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  const started = performance.now();
  let bytes = 0;
  let lines = 0;
  const stream = await exportApplicationsCsv(database.db, {}, "http://localhost:3000", {
    userId: admin.id,
  });
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.byteLength;
    for (const b of value) if (b === 10) lines++;
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(timer);
  peak = Math.max(peak, process.memoryUsage().rss);
  console.log(
    JSON.stringify({
      driver: database.driver,
      rows: lines - 1,
      csvBytes: bytes,
      seconds: Number(seconds.toFixed(2)),
      rowsPerSecond: Math.round((lines - 1) / seconds),
      rssBefore: mb(before),
      rssPeak: mb(peak),
      rssGrowth: mb(peak - before),
      csvSize: mb(bytes),
    }),
  );
} finally {
  await database.close();
}
