import { type ChildProcess, spawn } from "node:child_process";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { serverCommand, tempDir } from "./helpers";

// The real process (the run's bundle, bundle-setup.ts): start-up on the embedded database, data kept across a
// restart, and a graceful stop on SIGTERM.

interface Running {
  child: ChildProcess;
  url: string;
  logs: string[];
}

const started: ChildProcess[] = [];
afterEach(() => {
  for (const child of started.splice(0)) if (child.exitCode === null) child.kill("SIGKILL");
});

function start(dataDir: string, env: Record<string, string> = {}): Promise<Running> {
  const child = spawn(process.execPath, serverCommand("index"), {
    cwd: join(import.meta.dirname, ".."),
    env: {
      ...process.env,
      PORT: "0",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      LOG_LEVEL: "info",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  started.push(child);
  const logs: string[] = [];
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      for (const line of chunk.toString().split("\n").filter(Boolean)) {
        logs.push(line);
        const url = line.startsWith("{") ? (JSON.parse(line) as { url?: string }).url : undefined;
        if (url) resolve({ child, url, logs });
      }
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.on("exit", (code) => reject(new Error(`exited with ${code}: ${logs.join("\n")}`)));
  });
}

function stop(running: Running): Promise<number | null> {
  return new Promise((resolve) => {
    running.child.on("exit", (code) => resolve(code));
    running.child.kill("SIGTERM");
  });
}

/** Resolves once the process has written a log line with `msg`. */
function logged(running: Running, msg: string): Promise<void> {
  const has = () => running.logs.some((l) => l.includes(`"msg":"${msg}"`));
  return new Promise((resolve) => {
    if (has()) return resolve();
    const check = () => {
      if (!has()) return;
      running.child.stdout?.off("data", check);
      resolve();
    };
    running.child.stdout?.on("data", check);
  });
}

const dbReport = (logs: string[]) =>
  logs.map((l) => (l.startsWith("{") ? JSON.parse(l) : {})).find((l) => l.msg === "database ready");

// Two cold starts (a new embedded database migrated and seeded, then reopened): the limit only
// stops a hung process.
describe("the server process", () => {
  it("starts on the embedded database, stops gracefully and keeps its data", async () => {
    const dataDir = tempDir("process");

    // Given a few seconds to drain: on SIGTERM it is no longer ready but still serves.
    const first = await start(dataDir, { DRAIN_SECONDS: "5" });
    const health = await fetch(new URL("/api/health", first.url));
    expect(health.status).toBe(200);
    expect((await fetch(new URL("/api/health/ready", first.url))).status).toBe(200);
    expect(dbReport(first.logs)).toMatchObject({ roundsCreated: 3, adminCreated: true });
    const stopped = stop(first);
    await logged(first, "shutting down");
    const ready = await fetch(new URL("/api/health/ready", first.url));
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ data: { reason: "draining" } });
    expect((await fetch(new URL("/trpc/assessments.rounds", first.url))).status).toBe(200);
    expect(await stopped).toBe(0);
    expect(first.logs.some((l) => l.includes('"msg":"stopped"'))).toBe(true);

    const second = await start(dataDir);
    expect(dbReport(second.logs)).toMatchObject({ roundsCreated: 0, adminCreated: false });
    const rounds = await fetch(new URL("/trpc/assessments.rounds", second.url));
    const body = (await rounds.json()) as { result: { data: { id: string }[] } };
    expect(body.result.data).toHaveLength(3);
    expect(await stop(second)).toBe(0);
  }, 150_000);
});
