import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

// A second Kairos server of the production build, for a spec that needs the scheduler's jobs
// (the suite's server runs with REMINDERS off, so that no job mails anyone at random moments):
// its own embedded database in a fresh directory, mailing through the run's SMTP catcher (the
// same outbox the specs read). A restart runs the jobs at once (the scheduler's first tick).
// Each server takes a free port of its own: with two workers, two tests of one file can each run
// its beforeAll at once, and a fixed port would leave one test on the other's server, which the
// other then stops under it.

const suitePort = Number(process.env.E2E_PORT ?? 4173);
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? suitePort + 1000);

export interface OwnServer {
  url: string;
  /** Stops the server and starts it again on the same data: the jobs run as it starts. */
  restart(): Promise<void>;
  /** Stops the server and removes its data. */
  close(): Promise<void>;
}

/** A port no one listens on now (the system's pick). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(),
      );
    });
  });
}

/** Waits up to a minute for the server to answer, and fails at once if it exits instead. */
async function healthy(url: string, child: ChildProcess) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`The server for ${url} exited (${child.exitCode}).`);
    const status = await fetch(`${url}/api/health`).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The server for ${url} did not answer within a minute.`);
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
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const start = () =>
    spawn("node", ["../apps/server/dist/index.js"], {
      cwd: join(import.meta.dirname, ".."),
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: "warn",
        FORM_RATE_LIMIT: "1000",
        FORM_EMAIL_RATE_LIMIT: "1000",
        FORM_REFUSAL_LIMIT: "1000",
        REMINDERS: "on",
        DRAIN_SECONDS: "0",
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        ...env,
      },
      stdio: "ignore",
    });
  let child = start();
  await healthy(url, child);
  return {
    url,
    async restart() {
      await stopped(child);
      child = start();
      await healthy(url, child);
    },
    async close() {
      await stopped(child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
