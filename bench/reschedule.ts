// Benchmark: applicants rescheduling at once (decision 0010). 200 applicants, each booked in a slot
// of their own, move at the same moment onto 4 slots with 5 free places each (20 places), over
// HTTP (`POST /api/application/<token>/reschedule`) against the production server on a real
// Postgres; then 20 others book the places the movers left, with their own links.
//   npm run build -w @kairos/server && npm run bench:reschedule
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test (the default) BENCH_MOVERS=200
// Expected: exactly 20 answers 200, 180 answers 409, no 5xx; no slot over its capacity; every
// freed place booked again (20 × 201).
import { createHash, randomBytes } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import postgres from "postgres";
import { resultsDir, scratchDatabase, startProductionServer } from "./lib/server.mjs";

const MOVERS = Number(process.env.BENCH_MOVERS ?? 200);
const TARGETS = 4;
const CAPACITY = 5;
const PLACES = TARGETS * CAPACITY;
const baseUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const PORT = Number(process.env.BENCH_PORT ?? 4391);
const DAY_MS = 24 * 60 * 60 * 1000;

const database = await scratchDatabase(baseUrl);
let server: Awaited<ReturnType<typeof startProductionServer>> | undefined;

/** A personal link as the server mints it: `<id>.<secret>`, the secret's SHA-256 stored. */
const base32 = () =>
  Array.from(randomBytes(32), (b) => "abcdefghijklmnopqrstuvwxyz234567"[b % 32]).join("");

try {
  server = await startProductionServer({
    port: PORT,
    databaseUrl: database.url,
    // Every mover comes from this one address: its hourly limit of booking changes lifted.
    extraEnv: { SEED_DEMO: "0", APPLICANT_CHANGE_ADDRESS_LIMIT: String(MOVERS * 2) },
  });
  const sql = postgres(database.url, { max: 2, onnotice: () => {} });
  const movers = await applicants(sql, MOVERS, "mover", true);
  const targets = await sql`insert into assessment_slots ${sql(
    Array.from({ length: TARGETS }, (_, i) => ({
      training_course: "round-3",
      starts_at: new Date(Date.now() + (20 + i) * DAY_MS),
      capacity: CAPACITY,
    })),
  )} returning id`;

  const started = performance.now();
  const moves = await Promise.all(
    movers.map((m, i) =>
      post(`/api/application/${m.token}/reschedule`, { slotId: targets[i % TARGETS]?.id }),
    ),
  );
  const seconds = (performance.now() - started) / 1000;
  const movedFrom = movers.flatMap((m, i) => (moves[i]?.status === 200 ? [m.slotId] : []));

  const newcomers = await applicants(sql, movedFrom.length, "newcomer", false);
  const rebooked = await Promise.all(
    newcomers.map((n, i) => post(`/api/assessments/book/${movedFrom[i]}`, { token: n.token })),
  );
  const [check] = (await sql`
    select (select count(*)::int from assessment_slots where booked_count > capacity) as over,
           (select count(*)::int from (
              select s.id from assessment_slots s
              left join assessment_bookings b on b.slot_id = s.id and b.cancelled_at is null
              group by s.id having count(b.id) <> s.booked_count) d) as drift,
           (select sum(booked_count)::int from assessment_slots
              where id in ${sql(targets.map((t) => t.id as number))}) as targetBooked`) as unknown as [
    { over: number; drift: number; targetbooked: number },
  ];
  await sql.end();

  const statuses = moves.map((m) => m.status);
  const count = (list: number[], s: number) => list.filter((x) => x === s).length;
  const ms = moves.map((m) => m.ms).sort((a, b) => a - b);
  const result = {
    date: new Date().toISOString(),
    movers: MOVERS,
    freePlaces: PLACES,
    seconds: Number(seconds.toFixed(2)),
    moved200: count(statuses, 200),
    refused409: count(statuses, 409),
    server5xx: statuses.filter((s) => s >= 500).length,
    latencyMs: {
      p50: Math.round(ms[Math.floor(ms.length / 2)] ?? 0),
      p95: Math.round(ms[Math.floor(ms.length * 0.95)] ?? 0),
      max: Math.round(ms.at(-1) ?? 0),
    },
    slotsOverCapacity: check.over,
    slotsWhoseCountDrifts: check.drift,
    targetPlacesTaken: check.targetbooked,
    freedPlacesBookedAgain: count(
      rebooked.map((r) => r.status),
      201,
    ),
  };
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(join(resultsDir, "reschedule.json"), `${JSON.stringify(result, null, 2)}\n`);
  console.log(JSON.stringify(result, null, 2));
  const ok =
    result.moved200 === PLACES &&
    result.refused409 === MOVERS - PLACES &&
    result.server5xx === 0 &&
    result.slotsOverCapacity === 0 &&
    result.slotsWhoseCountDrifts === 0 &&
    result.freedPlacesBookedAgain === PLACES;
  console.log(ok ? "reschedule bench: as expected" : "reschedule bench: NOT as expected");
  process.exitCode = ok ? 0 : 1;
} finally {
  await server?.stop();
  await database.drop();
}

/** `n` applicants of round-3 with a link each and, when `booked`, a slot of their own. */
async function applicants(sql: postgres.Sql, n: number, prefix: string, booked: boolean) {
  const rows = await sql`insert into applications ${sql(
    Array.from({ length: n }, (_, i) => ({
      full_name: `Bench ${prefix} ${i}`,
      email: `${prefix}-${i}@example.com`,
      country_code: "EG",
      phone_number: "+201001234567",
      selected_country: "Egypt",
      selected_city: "Cairo",
      training_course: "round-3",
      second_language: "Arabic",
      occupation: "student",
      hear_about: "facebook",
      payment_plan: "full-payment",
      amount_due: 8500,
      currency: "EGP",
    })),
  )} returning id, email`;
  const links = rows.map((row) => ({ id: base32(), secret: base32(), applicationId: row.id }));
  await sql`insert into applicant_links ${sql(
    links.map((l) => ({
      id: l.id,
      secret_hash: createHash("sha256").update(l.secret).digest("hex"),
      application_id: l.applicationId,
      expires_at: new Date(Date.now() + 90 * DAY_MS),
    })),
  )}`;
  let slotIds: number[] = [];
  if (booked) {
    const first = Date.now() + 10 * DAY_MS;
    const slots = await sql`insert into assessment_slots ${sql(
      rows.map((_, i) => ({
        training_course: "round-3",
        starts_at: new Date(first + i * 60_000),
        capacity: 1,
        booked_count: 1,
      })),
    )} returning id`;
    slotIds = slots.map((s) => s.id as number);
    await sql`insert into assessment_bookings ${sql(
      rows.map((row, i) => ({
        slot_id: slotIds[i],
        training_course: "round-3",
        email: row.email,
        application_id: row.id,
      })),
    )}`;
  }
  return links.map((l, i) => ({ token: `${l.id}.${l.secret}`, slotId: slotIds[i] ?? 0 }));
}

async function post(path: string, body: unknown): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  try {
    const res = await fetch(`http://127.0.0.1:${PORT}${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
    await res.arrayBuffer();
    return { status: res.status, ms: performance.now() - started };
  } catch {
    return { status: 599, ms: performance.now() - started }; // the connection failed
  }
}
