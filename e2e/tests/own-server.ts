import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

// A second Kairos server of the production build, for a spec that needs the scheduler's jobs
// (the suite's server runs with REMINDERS off, so that no job mails anyone at random moments):
// its own embedded database in a fresh directory, mailing through the run's SMTP catcher (the
// same outbox the specs read). A restart runs the jobs at once (the scheduler's first tick).
// Each start takes the port the system gives it (PORT=0) and is known by the address its own
// "listening" line names: a fixed port let a test of one worker run on another worker's server
// (which that worker then stopped under it), or on one left running by an earlier run.

const suitePort = Number(process.env.E2E_PORT ?? 4173);
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? suitePort + 1000);

export interface OwnServer {
  /** Its address; a restart gives it a new port. */
  readonly url: string;
  /** Stops the server and starts it again on the same data: the jobs run as it starts. */
  restart(): Promise<void>;
  /** Stops the server and removes its data. */
  close(): Promise<void>;
}

/** The address in the server's "listening" log line (a JSON line), once it is written. */
function listeningUrl(out: string): string | undefined {
  for (const line of out.split("\n")) {
    if (!line.startsWith("{")) continue;
    try {
      const entry = JSON.parse(line) as { msg?: string; url?: string };
      if (entry.msg === "listening" && entry.url) return entry.url.replace(/\/$/, "");
    } catch {
      // A line still being written.
    }
  }
  return undefined;
}

/**
 * Resolves with the address `child` listens on once it says so, and rejects if it exits first.
 * No limit of its own: a fresh database's migrations take what a busy machine gives them, and
 * the test's limit stops a hung start.
 */
export function listening(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let out = "";
    const onExit = (code: number | null) =>
      reject(new Error(`The server exited (${code}) before it listened: ${out.slice(-2000)}`));
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const url = listeningUrl(out);
      if (!url) return;
      child.stdout?.off("data", onData);
      child.off("exit", onExit);
      child.stdout?.resume(); // its later lines are read and dropped
      resolve(url);
    };
    child.stdout?.on("data", onData);
    child.once("exit", onExit);
  });
}

function stopped(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
}

/** Starts a server with the scheduler on, with `env` added to its environment. */
export async function startOwnServer(env: Record<string, string> = {}): Promise<OwnServer> {
  const dataDir = mkdtempSync(join(tmpdir(), "kairos-e2e-own-"));
  const start = () =>
    spawn("node", ["../apps/server/dist/index.js"], {
      cwd: join(import.meta.dirname, ".."),
      env: {
        ...process.env,
        PORT: "0",
        DATA_DIR: dataDir,
        LOG_LEVEL: "info",
        FORM_RATE_LIMIT: "1000",
        FORM_EMAIL_RATE_LIMIT: "1000",
        FORM_REFUSAL_LIMIT: "1000",
        REMINDERS: "on",
        DRAIN_SECONDS: "0",
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        ...env,
      },
      stdio: ["ignore", "pipe", "ignore"],
    });
  let child = start();
  let url = await listening(child);
  return {
    get url() {
      return url;
    },
    async restart() {
      await stopped(child);
      child = start();
      url = await listening(child);
    },
    async close() {
      await stopped(child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
