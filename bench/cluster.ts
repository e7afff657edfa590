// Benchmark: several server processes on one database (decision 0012). Against a scratch Postgres
// and an S3 protocol server (s3rver, started here), over HTTP:
//  1. three production processes on three ports (as behind a load balancer, TRUST_PROXY=1):
//     1,000 concurrent applications at 10 slots spread over them; a file uploaded through one
//     downloaded through each other; a Settings change made through one served by the others;
//     the form limits counted across them; a reminder due while all three run mailed once;
//  2. one machine's cluster (WEB_CONCURRENCY=3) restarted worker by worker (SIGHUP) under load;
//  3. the throughput of a public read with 1, 2 and 3 processes, side by side.
//   npm run build -w @kairos/server && npm run bench:cluster
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test (the default) BENCH_APPLICANTS=1000
import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import postgres from "postgres";
import { apply, PNG } from "./lib/apply";
import {
  openRound3,
  resultsDir,
  root,
  scratchDatabase,
  startProductionServer,
} from "./lib/server.mjs";

const APPLICANTS = Number(process.env.BENCH_APPLICANTS ?? 1000);
const SLOTS = 10;
const LOAD_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const baseUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const PORTS = [4401, 4402, 4403];
const CLUSTER_PORT = 4404;
const ADMIN = { email: "bench@kairos.example", password: "bench-password" };
const HOUR = 3_600_000;

type Server = Awaited<ReturnType<typeof startProductionServer>>;
const servers: Server[] = [];
const database = await scratchDatabase(baseUrl);
const s3Dir = mkdtempSync(join(tmpdir(), "kairos-s3-"));
const s3 = spawn(process.execPath, [join(root, "bench/s3rver-child.mjs"), s3Dir, "kairos-bench"], {
  stdio: ["ignore", "pipe", "inherit"],
});
const s3Port = await new Promise<number>((resolve, reject) => {
  s3.stdout.once("data", (line: Buffer) =>
    resolve((JSON.parse(line.toString()) as { port: number }).port),
  );
  s3.once("exit", () => reject(new Error("s3rver did not start")));
});
const sharedEnv = {
  STORAGE: process.env.BENCH_STORAGE ?? "s3",
  S3_BUCKET: "kairos-bench",
  S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
  S3_REGION: "us-east-1",
  S3_ACCESS_KEY_ID: "S3RVER",
  S3_SECRET_ACCESS_KEY: "S3RVER",
  S3_FORCE_PATH_STYLE: "true",
  SEED_DEMO: "0",
  TRUST_PROXY: "1",
  // The form limits as in production, except the refusal ceiling, lowered to be met here.
  FORM_RATE_LIMIT: "20",
  FORM_EMAIL_RATE_LIMIT: "3",
  FORM_REFUSAL_LIMIT: "10",
  REMINDERS: "on",
};
const url = (port: number, path: string) => `http://127.0.0.1:${port}${path}`;
const at = (i: number) => PORTS[i % PORTS.length] as number;
/** A distinct visitor address per caller (the processes trust X-Forwarded-For here). */
const from = (i: number) => ({
  "X-Forwarded-For": `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
});

try {
  // One process first (it migrates and seeds), then the other two.
  servers.push(
    await startProductionServer({ port: at(0), databaseUrl: database.url, extraEnv: sharedEnv }),
  );
  servers.push(
    ...(await Promise.all(
      [1, 2].map((i) =>
        startProductionServer({ port: at(i), databaseUrl: database.url, extraEnv: sharedEnv }),
      ),
    )),
  );
  const sql = postgres(database.url, { max: 2, onnotice: () => {} });
  const result: Record<string, unknown> = { date: new Date().toISOString(), processes: 3 };

  // 1. Applications at few slots, spread over the processes.
  await openRound3(sql);
  const slotIds = await addSlots(sql);
  const started = performance.now();
  const statuses = await Promise.all(
    Array.from({ length: APPLICANTS }, (_, i) =>
      apply(`http://127.0.0.1:${at(i)}`, i, slotIds[i % SLOTS] as number, from(i)),
    ),
  );
  const count = (list: number[], s: number) => list.filter((x) => x === s).length;
  const [stored] = (await sql`
    select (select count(*)::int from assessment_bookings where cancelled_at is null) as bookings,
           (select sum(booked_count)::int from assessment_slots where id in ${sql(slotIds)}) as booked,
           (select count(*)::int from stored_files) as files`) as unknown as [
    { bookings: number; booked: number; files: number },
  ];
  result.applications = {
    applicants: APPLICANTS,
    slots: SLOTS,
    seconds: Number(((performance.now() - started) / 1000).toFixed(2)),
    created201: count(statuses, 201),
    conflict409: count(statuses, 409),
    server5xx: statuses.filter((s) => s >= 500).length,
    other: statuses.filter((s) => s !== 201 && s !== 409 && s < 500).length,
    ...stored,
    objectsInBucket: await bucketObjects(),
  };
  console.log("applications", JSON.stringify(result.applications));

  // 2. An upload stored through one process, downloaded through each other one.
  const auth = await signIn(at(0));
  const list = await fetch(url(at(0), "/api/trainings?limit=1"), { headers: auth });
  const { applications } = (
    (await list.json()) as {
      data: { applications: { paymentScreenshot: string }[] };
    }
  ).data;
  const file = applications[0]?.paymentScreenshot ?? "";
  const downloads = await Promise.all(
    PORTS.map(async (port) => {
      const res = await fetch(url(port, `/api${file}`), { headers: auth });
      return { port, status: res.status, same: Buffer.from(await res.arrayBuffer()).equals(PNG) };
    }),
  );
  result.fileAcrossProcesses = downloads;

  // 3. Settings saved through one process, read through the others until they serve it.
  for (const port of PORTS) await supportEmailAt(port, auth); // every process has it cached
  const current = await (await fetch(url(at(0), "/api/settings"), { headers: auth })).json();
  const changed = `help-${Date.now()}@kairos.example`;
  const saved = await fetch(url(at(0), "/api/settings"), {
    method: "PUT",
    headers: { ...auth, "Content-Type": "application/json" },
    body: JSON.stringify({
      ...(current as { data: { settings: object } }).data.settings,
      supportEmail: changed,
    }),
  });
  const savedAt = performance.now();
  const seenMs = await Promise.all(
    PORTS.slice(1).map(async (port) => {
      while (performance.now() - savedAt < 15_000) {
        if ((await supportEmailAt(port, auth)) === changed)
          return Math.round(performance.now() - savedAt);
        await new Promise((r) => setTimeout(r, 10));
      }
      return null;
    }),
  );
  result.settingsChange = { saved: saved.status, servedByOthersAfterMs: seenMs };

  // 4. The form limits, counted across processes: 30 contact messages from one address
  //    (FORM_RATE_LIMIT 20 stored), then 15 invalid ones from another (FORM_REFUSAL_LIMIT 10).
  const contact = (i: number, body: object, headers: object) =>
    fetch(url(at(i), "/api/contact/submit"), {
      method: "POST",
      headers: { "Content-Type": "application/json", ...headers },
      body: JSON.stringify(body),
    }).then((r) => r.status);
  const valid = await Promise.all(
    Array.from({ length: 30 }, (_, i) =>
      contact(
        i,
        {
          name: "Ann Lee",
          email: `ann${i}@example.com`,
          subject: "Hello there",
          message: "Ten chars+ message",
        },
        from(900_001),
      ),
    ),
  );
  const refused: number[] = [];
  for (let i = 0; i < 15; i++) refused.push(await contact(i, { name: "" }, from(900_002)));
  result.formLimits = {
    stored: { sent: 30, limit: 20, created201: count(valid, 201), limited429: count(valid, 429) },
    refusals: {
      sent: 15,
      limit: 10,
      refused400: count(refused, 400),
      limited429: count(refused, 429),
    },
  };

  // 5. A reminder falls due while the three run: each scheduler runs every minute.
  await addDueBooking(sql);
  const deadline = Date.now() + 75_000;
  while (Date.now() < deadline && reminders() === 0) await new Promise((r) => setTimeout(r, 1000));
  await new Promise((r) => setTimeout(r, 62_000)); // every process's next run has come and gone
  result.reminder = { mailed: reminders() };
  await sql.end();
  for (const server of servers.splice(0)) await server.stop();

  // 6. One machine's cluster restarted worker by worker under load.
  const cluster = await startProductionServer({
    port: CLUSTER_PORT,
    databaseUrl: database.url,
    extraEnv: { ...sharedEnv, WEB_CONCURRENCY: "3", REMINDERS: "off" },
  });
  servers.push(cluster);
  await new Promise((r) => setTimeout(r, 3000)); // all three workers listening
  const load = autocannon({
    url: url(CLUSTER_PORT, "/api/assessments/available-dates/round-3"),
    connections: 20,
    duration: 20,
  });
  setTimeout(() => cluster.child.kill("SIGHUP"), 3000);
  const underRestart = await load;
  result.rollingRestart = {
    seconds: 20,
    requests: underRestart.requests.total,
    errors: underRestart.errors,
    timeouts: underRestart.timeouts,
    non2xx: underRestart.non2xx,
  };
  for (const server of servers.splice(0)) await server.stop();

  // 7. Public reads with 1, 2 and 3 processes, one after the other in this run.
  const throughput = [];
  for (const n of [1, 2, 3]) {
    const server = await startProductionServer({
      port: CLUSTER_PORT,
      databaseUrl: database.url,
      extraEnv: { ...sharedEnv, WEB_CONCURRENCY: String(n), REMINDERS: "off" },
    });
    servers.push(server);
    await new Promise((r) => setTimeout(r, n * 1500));
    const run = await autocannon({
      url: url(CLUSTER_PORT, "/api/assessments/available-dates/round-3"),
      connections: 50,
      duration: LOAD_SECONDS,
    });
    throughput.push({
      processes: n,
      requestsPerSecond: Math.round(run.requests.average),
      p50Ms: run.latency.p50,
      p99Ms: run.latency.p99,
      non2xx: run.non2xx,
      errors: run.errors,
    });
    for (const s of servers.splice(0)) await s.stop();
  }
  result.publicReadThroughput = throughput;

  writeFileSync(join(resultsDir, "cluster.json"), `${JSON.stringify(result, null, 2)}\n`);
  console.log(JSON.stringify(result, null, 2));
  const a = result.applications as { created201: number; conflict409: number; server5xx: number };
  const r = result.rollingRestart as { errors: number; non2xx: number; timeouts: number };
  const limits = result.formLimits as {
    stored: { created201: number };
    refusals: { refused400: number };
  };
  const ok =
    a.created201 === SLOTS &&
    a.conflict409 === APPLICANTS - SLOTS &&
    a.server5xx === 0 &&
    downloads.every((d) => d.status === 200 && d.same) &&
    seenMs.every((ms) => ms !== null && ms < 1000) &&
    limits.stored.created201 === 20 &&
    limits.refusals.refused400 === 10 &&
    (result.reminder as { mailed: number }).mailed === 1 &&
    r.errors + r.non2xx + r.timeouts === 0;
  console.log(ok ? "cluster bench: as expected" : "cluster bench: NOT as expected");
  process.exitCode = ok ? 0 : 1;
} finally {
  for (const server of servers) await server.stop();
  s3.kill("SIGTERM");
  rmSync(s3Dir, { recursive: true, force: true });
  await database.drop();
}

async function addSlots(sql: postgres.Sql): Promise<number[]> {
  const first = Date.now() + 3 * 24 * HOUR;
  const rows = Array.from({ length: SLOTS }, (_, i) => ({
    round_id: "round-3",
    starts_at: new Date(first + i * HOUR),
    capacity: 1,
  }));
  return (await sql`insert into assessment_slots ${sql(rows)} returning id`).map(
    (r) => r.id as number,
  );
}

/** A booking whose slot starts in two hours: its reminder is due at once. */
async function addDueBooking(sql: postgres.Sql) {
  const [slot] = await sql`insert into assessment_slots ${sql({
    round_id: "round-3",
    starts_at: new Date(Date.now() + 2 * HOUR),
    capacity: 1,
    booked_count: 1,
  })} returning id`;
  await sql`insert into assessment_bookings ${sql({
    slot_id: slot?.id,
    round_id: "round-3",
    email: "due-reminder@example.com",
  })}`;
}

/** Reminders to the due booking in the three processes' outboxes. */
function reminders(): number {
  let n = 0;
  for (const server of servers) {
    const dir = join(server.dataDir, "outbox");
    let files: string[] = [];
    try {
      files = readdirSync(dir);
    } catch {
      continue;
    }
    for (const f of files) {
      const mail = readFileSync(join(dir, f), "utf8");
      if (mail.includes("due-reminder@example.com") && mail.includes("Reminder")) n++;
    }
  }
  return n;
}

async function bucketObjects(): Promise<number> {
  const res = await fetch(`http://127.0.0.1:${s3Port}/kairos-bench?list-type=2`);
  return (await res.text()).split("<Key>").length - 1;
}

async function signIn(port: number) {
  const res = await fetch(url(port, "/api/auth/login"), {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(ADMIN),
  });
  const { token } = ((await res.json()) as { data: { token: string } }).data;
  return { Authorization: `Bearer ${token}` };
}

async function supportEmailAt(port: number, auth: Record<string, string>) {
  const res = await fetch(url(port, "/api/settings"), { headers: auth });
  return ((await res.json()) as { data: { settings: { supportEmail: string } } }).data.settings
    .supportEmail;
}
