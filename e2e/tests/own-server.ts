import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect } from "@playwright/test";

// A second Kairos server of the production build, for a spec that needs the scheduler's jobs
// (the suite's server runs with REMINDERS off, so that no job mails anyone at random moments):
// its own embedded database in a fresh directory, mailing through the run's SMTP catcher (the
// same outbox the specs read). A restart runs the jobs at once (the scheduler's first tick).

const suitePort = Number(process.env.E2E_PORT ?? 4173);
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? suitePort + 1000);

export interface OwnServer {
  url: string;
  /** Stops the server and starts it again on the same data: the jobs run as it starts. */
  restart(): Promise<void>;
  /** Stops the server and removes its data. */
  close(): Promise<void>;
}

async function healthy(url: string) {
  await expect
    .poll(
      async () => {
        try {
          return (await fetch(`${url}/api/health`)).status;
        } catch {
          return 0;
        }
      },
      { timeout: 60_000, intervals: [250] },
    )
    .toBe(200);
}

function stopped(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
}

/** Starts a server with the scheduler on, on `port`, with `env` added to its environment. */
export async function startOwnServer(
  port: number,
  env: Record<string, string> = {},
): Promise<OwnServer> {
  const dataDir = mkdtempSync(join(tmpdir(), "kairos-e2e-own-"));
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
  await healthy(url);
  return {
    url,
    async restart() {
      await stopped(child);
      child = start();
      await healthy(url);
    },
    async close() {
      await stopped(child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
