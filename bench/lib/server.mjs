// Shared by bench/api.mjs and bench/web.mjs: a scratch Postgres database, the production
// server and the bare Hono ceiling as child processes (so the load generator in this process
// does not share their event loop), and the RSS of a process read from /proc.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import postgres from "postgres";

export const root = dirname(dirname(dirname(fileURLToPath(import.meta.url))));
export const resultsDir = join(root, "bench/results");

/** A new empty database on the server of `baseUrl`; `drop()` removes it again. */
export async function scratchDatabase(baseUrl) {
  const name = `kairos_bench_${randomBytes(5).toString("hex")}`;
  const admin = postgres(baseUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/**
 * The built production server (`npm run build` first) on 127.0.0.1:`port` with a fresh data
 * folder; `databaseUrl` undefined means the embedded PGlite.
 */
export async function startProductionServer({ port, databaseUrl, extraEnv = {} }) {
  const dataDir = mkdtempSync(join(tmpdir(), "kairos-bench-"));
  const env = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    WEB_DIST: join(root, "apps/web/dist"),
    ADMIN_EMAIL: "bench@kairos.example",
    ADMIN_PASSWORD: "bench-password",
    // The load comes from one address: the form limits must not turn it into 429s.
    FORM_RATE_LIMIT: "100000000",
    FORM_EMAIL_RATE_LIMIT: "100000000",
    FORM_REFUSAL_LIMIT: "100000000",
    SEED_DEMO: "1",
    // Payment instructions of a live site: with SEED_DEMO=0 the registration gate needs them
    // (docs/decisions/0009-applicant-journeys.md), and openRound3 below.
    INSTANT_PAYMENT_DETAILS: "Send the amount to the wallet 0100 000 0000 (bench).",
    INTERNATIONAL_PAYMENT_URL: "https://pay.example/kairos-bench",
    REMINDERS: "off",
    LOG_LEVEL: "warn",
    ...extraEnv,
  };
  delete env.DATABASE_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  const child = await startChild(serverArgs(), env, port, "/api/health");
  return {
    child,
    dataDir,
    async stop() {
      await stopChild(child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Round-3 dated ahead of today on a database seeded without demo data (the spec's dates are
 * past, and a round that has started takes no applications), so that the server takes them.
 */
export async function openRound3(sql) {
  await sql`update rounds set start_date = current_date + 60, end_date = current_date + 112
    where id = 'round-3'`;
}

/**
 * The Node arguments of apps/server's `npm start` (its flags and the built entry, made
 * absolute): the benches measure the server as production runs it, V8 flags included.
 */
export function serverArgs() {
  const serverDir = join(root, "apps/server");
  const pkg = JSON.parse(readFileSync(join(serverDir, "package.json"), "utf8"));
  const [node, ...args] = pkg.scripts.start.split(/\s+/);
  if (node !== "node") throw new Error(`apps/server's start script is not "node …": ${node}`);
  return args.map((arg) => (arg.startsWith("-") ? arg : join(serverDir, arg)));
}

/**
 * bench/bare-hono.mjs: the ceiling, a Hono "hello JSON" route and nothing else; with
 * `pageFile`, also GET /page answering a page's bytes and headers from memory.
 */
export async function startBareHono(port, pageFile) {
  const child = await startChild(
    [join(root, "bench/bare-hono.mjs"), String(port), ...(pageFile ? [pageFile] : [])],
    process.env,
    port,
    "/",
  );
  return { child, stop: () => stopChild(child) };
}

async function startChild(args, env, port, probe) {
  const child = spawn(process.execPath, args, { env, stdio: ["ignore", "ignore", "inherit"] });
  let exited = false;
  child.once("exit", () => {
    exited = true;
  });
  for (let i = 0; i < 300 && !exited; i++) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}${probe}`);
      await res.arrayBuffer();
      if (res.ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill("SIGKILL");
  throw new Error(`${args[0]} did not start on port ${port} (build first: npm run build)`);
}

async function stopChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once("exit", r));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
  await exited;
  clearTimeout(timer);
}

/** Resident memory of a process in MB, from /proc (Linux). */
export function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1] ?? Number.NaN);
  return Math.round((kb / 1024) * 10) / 10;
}

/** CPU time (user + system) a process has used, in ms, from /proc (Linux, 100 ticks/s). */
export function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** What else the shared machine was doing: the 1, 5 and 15 minute load averages. */
export function machineLoad() {
  return loadavg().map((n) => Math.round(n * 100) / 100);
}
