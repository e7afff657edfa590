import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Database } from "@kairos/db";
import { findMigrationsFolder } from "@kairos/db";
import { openScratchPostgres } from "@kairos/db/testing";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { type ServerCommand, serverCommand, tempDir } from "./helpers";

// The migration step (`npm run db:migrate`, src/migrate.ts) and MIGRATE=off, as an operator
// runs them: real processes of the run's bundle (bundle-setup.ts), on the embedded database in
// a data directory and on a new empty database of the real Postgres.

const serverDir = join(import.meta.dirname, "..");
const journalTags = (
  JSON.parse(readFileSync(join(findMigrationsFolder(), "meta", "_journal.json"), "utf8")) as {
    entries: { tag: string }[];
  }
).entries.map((e) => e.tag);

const running: ChildProcess[] = [];
afterEach(() => {
  for (const child of running.splice(0)) if (child.exitCode === null) child.kill("SIGKILL");
});

function spawnCommand(command: ServerCommand, env: Record<string, string>) {
  const child = spawn(process.execPath, serverCommand(command), {
    cwd: serverDir,
    env: { ...process.env, PORT: "0", LOG_LEVEL: "info", REMINDERS: "off", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  running.push(child);
  return child;
}

interface Finished {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `command` to its end. */
function run(command: ServerCommand, env: Record<string, string>): Promise<Finished> {
  const child = spawnCommand(command, env);
  let stdout = "";
  let stderr = "";
  child.stdout?.on("data", (chunk: Buffer) => (stdout += chunk));
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk));
  return new Promise((resolve) => child.on("exit", (code) => resolve({ code, stdout, stderr })));
}

const logLines = (out: string) =>
  out
    .split("\n")
    .filter((l) => l.startsWith("{"))
    .map((l) => JSON.parse(l) as Record<string, unknown>);

/** Starts the server; resolves with its URL once it listens. */
function startServer(env: Record<string, string>) {
  const child = spawnCommand("index", env);
  const lines: string[] = [];
  const url = new Promise<string>((resolve, reject) => {
    child.stdout?.on("data", (chunk: Buffer) => {
      lines.push(...chunk.toString().split("\n"));
      const listening = logLines(lines.join("\n")).find((l) => l.msg === "listening");
      if (listening) resolve(listening.url as string);
    });
    child.on("exit", (code) => reject(new Error(`exited with ${code}: ${lines.join("\n")}`)));
  });
  const stop = () =>
    new Promise<number | null>((resolve) => {
      child.on("exit", resolve);
      child.kill("SIGTERM");
    });
  return { url, stop, logs: () => logLines(lines.join("\n")) };
}

interface Target {
  name: string;
  /** The environment of a new, empty database. */
  env(): Promise<Record<string, string>>;
}

const scratch: Database[] = [];
afterAll(async () => {
  for (const database of scratch.splice(0)) await database.close();
});

const targets: Target[] = [
  { name: "pglite", env: async () => ({ DATA_DIR: tempDir("migrate"), DATABASE_URL: "" }) },
];
const postgresUrl = process.env.TEST_DATABASE_URL;
if (postgresUrl) {
  targets.push({
    name: "postgres",
    async env() {
      const database = await openScratchPostgres(postgresUrl, false);
      scratch.push(database);
      return { DATA_DIR: tempDir("migrate"), DATABASE_URL: database.location ?? "" };
    },
  });
}

// Several cold starts, each opening a database: the limit only stops a hung process.
describe.each(targets)("the migration step on $name", ({ name, env: newEnv }) => {
  it("applies every pending migration once, and MIGRATE=off starts only on a migrated database", async () => {
    const env = await newEnv();

    const refused = await run("index", { ...env, MIGRATE: "off" });
    expect(refused.code).toBe(1);
    expect(refused.stdout + refused.stderr).toContain(
      `MIGRATE=off and the database lacks ${journalTags.length} migration(s) of this release (${journalTags[0]},`,
    );
    expect(refused.stdout + refused.stderr).toContain("run npm run db:migrate first");

    const first = await run("migrate", env);
    expect(first.code).toBe(0);
    expect(logLines(first.stdout)).toContainEqual(
      expect.objectContaining({ msg: "migrations applied", driver: name, applied: journalTags }),
    );

    const again = await run("migrate", env);
    expect(again.code).toBe(0);
    expect(logLines(again.stdout)).toContainEqual(
      expect.objectContaining({ msg: "no pending migrations", applied: [] }),
    );

    const server = startServer({ ...env, MIGRATE: "off" });
    const url = await server.url;
    expect((await fetch(new URL("/api/health/live", url))).status).toBe(200);
    expect(server.logs()).toContainEqual(
      expect.objectContaining({ msg: "database ready", migrationsApplied: 0 }),
    );

    // While the server runs: the embedded database belongs to it; Postgres is shared.
    const meanwhile = await run("migrate", env);
    if (name === "pglite") {
      expect(meanwhile.code).toBe(1);
      expect(meanwhile.stderr).toMatch(
        /^db:migrate failed: The embedded database at .* is in use by process \d+/,
      );
    } else {
      expect(meanwhile.code).toBe(0);
    }
    expect(await server.stop()).toBe(0);
  }, 240_000);
});

describe("the migration step on a database it cannot reach", () => {
  it("exits 1 with one line saying so, and no password", async () => {
    const result = await run("migrate", {
      DATABASE_URL: "postgres://kairos:do-not-print@127.0.0.1:9/kairos",
    });
    expect(result.code).toBe(1);
    const lines = result.stderr.trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^db:migrate failed: the database cannot be reached \(.*ECONNREFUSED/);
    expect(result.stdout + result.stderr).not.toContain("do-not-print");
  }, 60_000);
});
