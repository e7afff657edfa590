import { type ChildProcess, spawn } from "node:child_process";
import { get } from "node:http";
import { join } from "node:path";
import { testDatabases } from "@kairos/db/testing";
import { afterEach, describe, expect, it } from "vitest";
import { serverCommand, tempDir } from "./helpers";

// With WEB_CONCURRENCY=2, each scrape of /metrics reaches one worker; it must still show the
// machine's counts (cluster-metrics.ts). Several processes need Postgres: runs where
// TEST_DATABASE_URL is set.

const TOKEN = "a-metrics-token-of-some-length";

const started: ChildProcess[] = [];
afterEach(() => {
  for (const child of started.splice(0)) if (child.exitCode === null) child.kill("SIGKILL");
});

/** Starts the cluster and resolves with its URL once both workers listen. */
function startCluster(databaseUrl: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, serverCommand("index"), {
    cwd: join(import.meta.dirname, ".."),
    env: {
      ...process.env,
      PORT: "0",
      DATA_DIR: tempDir("cluster"),
      DATABASE_URL: databaseUrl,
      ADMIN_PASSWORD: "cluster-admin-password",
      WEB_CONCURRENCY: "2",
      METRICS_TOKEN: TOKEN,
      REMINDERS: "off",
      LOG_LEVEL: "info",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  started.push(child);
  const logs: string[] = [];
  return new Promise((resolve, reject) => {
    let url: string | undefined;
    const onData = (chunk: Buffer) => {
      for (const line of chunk.toString().split("\n").filter(Boolean)) {
        logs.push(line);
        if (!line.startsWith("{")) continue;
        const entry = JSON.parse(line) as { msg?: string; url?: string };
        url ??= entry.url;
        if (entry.msg === "cluster listening" && url) resolve({ child, url });
      }
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.on("exit", (code) => reject(new Error(`exited with ${code}: ${logs.join("\n")}`)));
  });
}

/** A GET on a connection of its own, so that node:cluster hands it to the next worker. */
function getText(url: URL, headers: Record<string, string> = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    get(url, { agent: false, headers }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => {
        body += chunk;
      });
      res.on("end", () => resolve(body));
    }).on("error", reject);
  });
}

const postgres = testDatabases().filter((d) => d.name === "postgres");

describe.each(postgres)("metrics of a cluster on $name", ({ open }) => {
  it("counts every worker's requests in each scrape", async () => {
    const database = await open();
    try {
      const { child, url } = await startCluster(database.location ?? "");
      for (let i = 0; i < 10; i++) await getText(new URL("/api/health/live", url));
      const counts: number[] = [];
      // Round robin: consecutive scrapes reach both workers.
      for (let i = 0; i < 4; i++) {
        const text = await getText(new URL("/metrics", url), {
          Authorization: `Bearer ${TOKEN}`,
        });
        const series =
          'http_request_duration_seconds_count{method="GET",route="/api/health/live",status="200"} ';
        const line = text.split("\n").find((l) => l.startsWith(series));
        counts.push(Number(line?.slice(series.length)));
        expect(text.match(/^mail_outbox_queued /gm)).toHaveLength(1);
      }
      expect(counts).toEqual([10, 10, 10, 10]);
      const exited = new Promise((resolve) => child.on("exit", resolve));
      child.kill("SIGTERM");
      expect(await exited).toBe(0);
    } finally {
      await database.close();
    }
  }, 120_000);
});
