// Benchmark: the production server through database faults (decision 0001), on a real Postgres.
//   npm run build && npm run bench:faults
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test (the default)
//   BENCH_SECONDS=60 (terminations), BENCH_STALL_SECONDS=10 (a server that stops answering)
// Phase 1: mixed traffic (public reads, staff lists, applications with screenshots and
// Idempotency-Keys) while every client backend of the server is terminated every 40 ms; then
// every failed submission is sent again with its key. Phase 2: the same traffic while the
// database stops answering (a proxy drops every byte). Expected: the process never exits,
// no 5xx other than 503, no application answered 400, every stored application has its file,
// no orphan file after the sweeper, slot counts equal their bookings, healthy within 5 s of
// the end of each fault, and answers within 5 s while the database does not answer.
import { mkdirSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { createLogger, localStorage, sweepUnreferencedUploads } from "@kairos/api";
import { openDatabase } from "@kairos/db";
import postgres from "postgres";
import { tcpProxy } from "../apps/server/test/db-faults";
import { APPLICATION_FIELDS, PNG } from "../apps/server/test/forms";
import {
  machineLoad,
  openRound3,
  resultsDir,
  scratchDatabase,
  startProductionServer,
} from "./lib/server.mjs";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const STALL_SECONDS = Number(process.env.BENCH_STALL_SECONDS ?? 10);
const KILL_EVERY_MS = 40;
const WORKERS = 6;
const baseUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const PORT = Number(process.env.BENCH_PORT ?? 4391);
const origin = `http://127.0.0.1:${PORT}`;

interface Answer {
  kind: "read" | "staff" | "apply";
  status: number; // 0: the connection itself failed (refused or reset)
  ms: number;
}

interface Submission {
  key: string;
  email: string;
  status: number;
}

const database = await scratchDatabase(baseUrl);
const proxy = await tcpProxy({
  host: new URL(baseUrl).hostname,
  port: Number(new URL(baseUrl).port || 5432),
});
const proxiedUrl = new URL(database.url);
proxiedUrl.port = String(proxy.port);
let server: Awaited<ReturnType<typeof startProductionServer>> | undefined;
const sql = postgres(database.url, { max: 2, onnotice: () => {} });
let applicant = 0;
let killer: ReturnType<typeof terminateBackendsEvery> | undefined;

try {
  server = await startProductionServer({
    port: PORT,
    databaseUrl: proxiedUrl.toString(),
    extraEnv: {
      SEED_DEMO: "0",
      FORM_RATE_LIMIT: "100000000",
      FORM_EMAIL_RATE_LIMIT: "100000000",
      FORM_REFUSAL_LIMIT: "100000000",
      LOG_LEVEL: "error",
    },
  });
  await openRound3(sql);
  const [slot] = await sql`
    insert into assessment_slots (round_id, starts_at, capacity)
    values ('round-3', now() + interval '3 days', 100000) returning id`;
  const slotId = Number(slot?.id);
  const token = await signIn();

  // Phase 1: terminations.
  const submissions: Submission[] = [];
  killer = terminateBackendsEvery(KILL_EVERY_MS);
  const faulted = await traffic(SECONDS, slotId, token, submissions);
  const terminated = await killer.stop();
  const recoveredMs = await msUntilHealthy();

  const failed = submissions.filter((s) => s.status !== 201);
  const retried: number[] = [];
  for (const s of failed) retried.push((await apply(slotId, s.key, s.email)).status);

  // Phase 2: the database stops answering.
  proxy.stall();
  const stalled = await traffic(STALL_SECONDS, slotId, token, submissions);
  proxy.resume();
  const stallRecoveredMs = await msUntilHealthy();
  const afterStall = submissions.slice(-stalled.filter((a) => a.kind === "apply").length);
  const stallRetried: number[] = [];
  for (const s of afterStall.filter((s) => s.status !== 201)) {
    stallRetried.push((await apply(slotId, s.key, s.email)).status);
  }

  const storage = await filesCheck(server.dataDir);
  const [counts] = await sql`
    select (select count(*)::int from applications) as applications,
           (select count(*)::int from assessment_bookings
              where cancelled_at is null and slot_id = ${slotId}) as bookings,
           (select booked_count from assessment_slots where id = ${slotId}) as booked`;

  const summary = (answers: Answer[]) => ({
    requests: answers.length,
    byStatus: countBy(answers.map((a) => String(a.status))),
    refusedConnections: answers.filter((a) => a.status === 0).length,
    fiveHundredsOtherThan503: answers.filter((a) => a.status >= 500 && a.status !== 503).length,
    applicationsAnswered400: answers.filter((a) => a.kind === "apply" && a.status === 400).length,
    slowestMs: Math.max(...answers.map((a) => a.ms)),
  });
  const result = {
    date: new Date().toISOString(),
    load: machineLoad(),
    terminations: {
      seconds: SECONDS,
      killRounds: terminated.rounds,
      backendsTerminated: terminated.backends,
      ...summary(faulted),
      submissionsFailed: failed.length,
      retriedByStatus: countBy(retried.map(String)),
      healthyAfterMs: recoveredMs,
    },
    stalled: {
      seconds: STALL_SECONDS,
      ...summary(stalled),
      retriedByStatus: countBy(stallRetried.map(String)),
      healthyAfterMs: stallRecoveredMs,
    },
    processAlive: server.child.exitCode === null && server.child.signalCode === null,
    storedApplications: counts?.applications,
    applicationsWithoutFile: storage.withoutFile,
    orphanFilesBeforeSweep: storage.orphansBefore,
    orphanFilesAfterSweep: storage.orphansAfter,
    slotBookedCount: counts?.booked,
    slotActiveBookings: counts?.bookings,
  };
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(join(resultsDir, "faults.json"), `${JSON.stringify(result, null, 2)}\n`);
  console.log(JSON.stringify(result, null, 2));
  const t = result.terminations;
  const s = result.stalled;
  const ok =
    result.processAlive &&
    t.refusedConnections + s.refusedConnections === 0 &&
    t.fiveHundredsOtherThan503 + s.fiveHundredsOtherThan503 === 0 &&
    t.applicationsAnswered400 + s.applicationsAnswered400 === 0 &&
    [...retried, ...stallRetried].every((status) => status === 201 || status === 409) &&
    result.applicationsWithoutFile === 0 &&
    result.orphanFilesAfterSweep === 0 &&
    result.slotBookedCount === result.slotActiveBookings &&
    t.healthyAfterMs <= 5_000 &&
    s.healthyAfterMs <= 5_000 &&
    s.slowestMs <= 5_000;
  console.log(ok ? "faults bench: as expected" : "faults bench: NOT as expected");
  process.exitCode = ok ? 0 : 1;
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await killer?.stop();
  await server?.stop();
  await sql.end();
  await proxy.stop();
  await database.drop();
}

function countBy(values: string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const v of values) counts[v] = (counts[v] ?? 0) + 1;
  return counts;
}

async function timed(kind: Answer["kind"], request: () => Promise<Response>): Promise<Answer> {
  const started = performance.now();
  try {
    const res = await request();
    await res.arrayBuffer();
    return { kind, status: res.status, ms: Math.round(performance.now() - started) };
  } catch {
    return { kind, status: 0, ms: Math.round(performance.now() - started) };
  }
}

async function signIn(): Promise<string> {
  const res = await fetch(`${origin}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "bench@kairos.example", password: "bench-password" }),
  });
  const body = (await res.json()) as { data: { token: string } };
  return body.data.token;
}

function apply(slotId: number, key: string, email: string): Promise<Answer> {
  const form = new FormData();
  const fields = { ...APPLICATION_FIELDS, email, assessmentSlot: String(slotId) };
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  form.set("paymentScreenshot", new File([PNG], "pay.png", { type: "image/png" }));
  return timed("apply", () =>
    fetch(`${origin}/api/trainings/apply`, {
      method: "POST",
      body: form,
      headers: { "Idempotency-Key": key },
    }),
  );
}

/** WORKERS loops of mixed requests for `seconds`; each application is kept in `submissions`. */
async function traffic(
  seconds: number,
  slotId: number,
  token: string,
  submissions: Submission[],
): Promise<Answer[]> {
  const answers: Answer[] = [];
  const until = Date.now() + seconds * 1000;
  const staff = { authorization: `Bearer ${token}` };
  const requests = [
    () => timed("read", () => fetch(`${origin}/api/assessments/available-dates/round-3`)),
    () => timed("read", () => fetch(`${origin}/trpc/assessments.rounds`)),
    () => timed("read", () => fetch(`${origin}/api/assessments/check-availability/${slotId}`)),
    () => timed("staff", () => fetch(`${origin}/api/trainings?limit=10`, { headers: staff })),
    () => timed("staff", () => fetch(`${origin}/api/contact/messages`, { headers: staff })),
    async () => {
      const submission = {
        key: crypto.randomUUID(),
        email: `fault-${applicant++}@example.com`,
        status: 0,
      };
      const answer = await apply(slotId, submission.key, submission.email);
      submission.status = answer.status;
      submissions.push(submission);
      return answer;
    },
  ];
  await Promise.all(
    Array.from({ length: WORKERS }, async (_, worker) => {
      for (let i = worker; Date.now() < until; i++) {
        const request = requests[i % requests.length];
        if (request) answers.push(await request());
      }
    }),
  );
  return answers;
}

/** Terminates every backend of the server's connections (as pg_terminate_backend in an outage). */
function terminateBackendsEvery(ms: number) {
  let stopped = false;
  let rounds = 0;
  let backends = 0;
  const loop = (async () => {
    while (!stopped) {
      const killed = await sql`
        select count(*)::int as n from (
          select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid()
            and client_port = any(${sql.array(proxy.upstreamPorts())}::int[])) t`;
      rounds++;
      backends += Number(killed[0]?.n ?? 0);
      await new Promise((r) => setTimeout(r, ms));
    }
  })();
  return {
    async stop() {
      stopped = true;
      await loop;
      return { rounds, backends };
    },
  };
}

/** Milliseconds until /api/health answers 200 (polled every 50 ms, at most 30 s). */
async function msUntilHealthy(): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < 30_000) {
    if ((await timed("read", () => fetch(`${origin}/api/health`))).status === 200)
      return Math.round(performance.now() - started);
    await new Promise((r) => setTimeout(r, 50));
  }
  return Number.POSITIVE_INFINITY;
}

/** Applications without their file on disk, and unreferenced files before and after a sweep. */
async function filesCheck(dataDir: string) {
  const uploads = join(dataDir, "uploads");
  const onDisk = () => {
    try {
      return new Set(
        readdirSync(uploads, { recursive: true, withFileTypes: true })
          .filter((e) => e.isFile())
          .map((e) => join(e.parentPath, e.name).slice(uploads.length + 1)),
      );
    } catch {
      return new Set<string>();
    }
  };
  const referenced = async () =>
    new Set((await sql`select key from stored_files`).map((r) => String(r.key)));
  const withFile = await sql`
    select f.key from applications a join stored_files f on f.id = a.payment_screenshot_id`;
  const files = onDisk();
  const withoutFile =
    withFile.filter((r) => !files.has(String(r.key))).length +
    Number(
      (
        await sql`select count(*)::int as n from applications where payment_screenshot_id is null`
      )[0]?.n ?? 0,
    );
  const keys = await referenced();
  const orphansBefore = [...files].filter((f) => !keys.has(f)).length;
  // The production sweeper, with no safe delay: every request has ended by now.
  const db = await openDatabase({ url: database.url, maxConnections: 2 });
  try {
    await sweepUnreferencedUploads(
      { database: db, storage: localStorage(uploads), logger: createLogger("silent") },
      { olderThanMs: 0 },
    );
  } finally {
    await db.close();
  }
  const after = await referenced();
  const orphansAfter = [...onDisk()].filter((f) => !after.has(f)).length;
  return { withoutFile, orphansBefore, orphansAfter };
}
