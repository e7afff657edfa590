// Benchmark: booking under contention (GAP-06). 1,000 applications fired at once at 10 slots
// of capacity 1, over HTTP against the production server on a real Postgres.
//   npm run build -w @kairos/server && npm run bench:booking
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test (the default) BENCH_APPLICANTS=1000
// Expected: exactly 10 answers 201, 990 answers 409, no 5xx, and on disk exactly the 10
// screenshots that the 10 stored applications reference (no orphan file).
import { existsSync, mkdirSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import postgres from "postgres";
import { apply } from "./lib/apply";
import { openRound3, resultsDir, scratchDatabase, startProductionServer } from "./lib/server.mjs";

const APPLICANTS = Number(process.env.BENCH_APPLICANTS ?? 1000);
const SLOTS = Number(process.env.BENCH_SLOTS ?? 10);
const baseUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const PORT = Number(process.env.BENCH_PORT ?? 4390);

const database = await scratchDatabase(baseUrl);
let server: Awaited<ReturnType<typeof startProductionServer>> | undefined;

try {
  // The form limits per address are raised for the applicants, who all come from this one
  // (and those who find their slot taken are refused).
  server = await startProductionServer({
    port: PORT,
    databaseUrl: database.url,
    extraEnv: {
      FORM_RATE_LIMIT: String(APPLICANTS * 2),
      FORM_REFUSAL_LIMIT: String(APPLICANTS * 2),
      SEED_DEMO: "0",
    },
  });
  const sql = postgres(database.url, { max: 2, onnotice: () => {} });
  await openRound3(sql);
  const slotIds = await addSlots(sql);

  const started = performance.now();
  const statuses = await Promise.all(
    Array.from({ length: APPLICANTS }, (_, i) =>
      apply(`http://127.0.0.1:${PORT}`, i, slotIds[i % SLOTS] as number),
    ),
  );
  const seconds = (performance.now() - started) / 1000;

  const count = (predicate: (s: number) => boolean) => statuses.filter(predicate).length;
  const [{ applications, bookings, booked, files }] = (await sql`
    select (select count(*)::int from applications) as applications,
           (select count(*)::int from assessment_bookings where cancelled_at is null) as bookings,
           (select sum(booked_count)::int from assessment_slots where id in ${sql(slotIds)}) as booked,
           (select count(*)::int from stored_files) as files`) as unknown as [
    { applications: number; bookings: number; booked: number; files: number },
  ];
  const onDisk = countFiles(join(server.dataDir, "uploads"));
  await sql.end();

  const result = {
    date: new Date().toISOString(),
    applicants: APPLICANTS,
    slots: SLOTS,
    seconds: Number(seconds.toFixed(2)),
    created201: count((s) => s === 201),
    conflict409: count((s) => s === 409),
    server5xx: count((s) => s >= 500),
    other: count((s) => s !== 201 && s !== 409 && s < 500),
    storedApplications: applications,
    activeBookings: bookings,
    bookedCountSum: booked,
    storedFileRows: files,
    filesOnDisk: onDisk,
  };
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(join(resultsDir, "booking.json"), `${JSON.stringify(result, null, 2)}\n`);
  console.log(JSON.stringify(result, null, 2));
  const ok =
    result.created201 === SLOTS &&
    result.conflict409 === APPLICANTS - SLOTS &&
    result.server5xx === 0 &&
    result.filesOnDisk === SLOTS &&
    result.storedFileRows === SLOTS;
  console.log(ok ? "booking bench: as expected" : "booking bench: NOT as expected");
  process.exitCode = ok ? 0 : 1;
} finally {
  await server?.stop();
  await database.drop();
}

/** SLOTS future slots of round-3, capacity 1, one hour apart from tomorrow 08:00 UTC. */
async function addSlots(sql: postgres.Sql): Promise<number[]> {
  const first = new Date();
  first.setUTCDate(first.getUTCDate() + 1);
  first.setUTCHours(8, 0, 0, 0);
  const rows = Array.from({ length: SLOTS }, (_, i) => ({
    round_id: "round-3",
    starts_at: new Date(first.getTime() + i * 3_600_000),
    capacity: 1,
  }));
  const inserted = await sql`insert into assessment_slots ${sql(rows)} returning id`;
  return inserted.map((r) => r.id as number);
}

function countFiles(dir: string): number {
  let n = 0;
  if (!existsSync(dir)) return n;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) n++;
  }
  return n;
}
