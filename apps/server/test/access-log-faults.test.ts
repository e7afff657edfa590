import { accessLog, applications, type Database, openDatabase, seed } from "@kairos/db";
import { testDatabases } from "@kairos/db/testing";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../src/app";
import { faultyPglite, tcpProxy } from "./db-faults";
import { testApp } from "./helpers";
import { staffSession } from "./staff-session";
import { addSlots, applicationForm, openRegistration } from "./submission-forms";

// No unaudited access (decision 0035): a download whose access-log row cannot be written,
// because the database closed to connections at that moment, answers 503 with Retry-After and
// not one byte of the file or export; once the database is back, the same request serves and
// is recorded.

const UNAVAILABLE = {
  success: false,
  code: "SERVICE_UNAVAILABLE",
  message: "The service is temporarily unavailable. Please try again shortly.",
};

/**
 * The database as the app sees it, and a switch that closes it to connections at the app's
 * next write of an access-log row (and opens it again): PGlite goes away at that statement;
 * Postgres (behind a TCP proxy) is closed with ALLOW_CONNECTIONS false and the app's sessions
 * ended just before the statement reaches it, as an administrator would for maintenance.
 */
async function closableAtLogWrite(name: string, open: () => Promise<Database>) {
  const direct = await open();
  if (name === "pglite") {
    const faults = faultyPglite(direct);
    return {
      database: direct,
      closeAtLogWrite: () => faults.goneAt(/insert into "access_log"/),
      reopen: async () => faults.up(),
      close: () => direct.close(),
    };
  }
  const location = new URL(direct.location ?? "");
  const proxy = await tcpProxy({ host: location.hostname, port: Number(location.port || 5432) });
  const proxied = new URL(location);
  proxied.port = String(proxy.port);
  const database = await openDatabase({ url: proxied.toString(), maxConnections: 2 });
  const other = new URL(location);
  other.pathname = "/postgres";
  const admin = await openDatabase({ url: other.toString(), maxConnections: 1 });
  const dbName = location.pathname.slice(1);
  const setConnections = (allowed: boolean) =>
    admin.db.execute(sql.raw(`alter database "${dbName}" allow_connections ${allowed}`));
  return {
    database,
    closeAtLogWrite: () =>
      proxy.setHook(async (chunk) => {
        if (!chunk.toString("latin1").includes('insert into "access_log"')) return true;
        proxy.setHook(null);
        await setConnections(false);
        // Waits (up to 5 s) until each of the app's sessions has ended.
        await admin.db.execute(
          sql`select pg_terminate_backend(pid, 5000) from pg_stat_activity
              where datname = ${dbName}
                and client_port = any(${`{${proxy.upstreamPorts().join(",")}}`}::int[])`,
        );
        return true;
      }),
    reopen: () => setConnections(true),
    close: async () => {
      await database.close().catch(() => {});
      await admin.close();
      await proxy.stop();
      await direct.close();
    },
  };
}

describe.each(testDatabases())(
  "downloads while the access log cannot be written on $name",
  ({ name, open }) => {
    let db: Awaited<ReturnType<typeof closableAtLogWrite>>;
    let app: App;
    let admin: Record<string, string>;
    let proofId: string;

    beforeAll(async () => {
      db = await closableAtLogWrite(name, open);
      const { database } = db;
      await seed(database.db, { demoSlots: false });
      await openRegistration(database);
      const [slot] = await addSlots(database, "round-3", [3], 10);
      app = testApp(database, { submissionLimit: 1000 });
      admin = await staffSession(database, app, {
        email: "fault-admin@example.com",
        password: "admin-password",
        role: "admin",
      });
      const applied = await app.request("/api/trainings/apply", {
        method: "POST",
        body: applicationForm({ assessmentSlot: String(slot?.id) }),
      });
      expect(applied.status).toBe(201);
      const [row] = await database.db.select().from(applications);
      proofId = row?.paymentScreenshotId ?? "";
    });
    afterAll(async () => {
      await db?.close();
    });

    const logRows = () => db.database.db.select().from(accessLog);

    /** Sends `path` with the log's write failing: the answer must be a 503 envelope. */
    async function refusedWhileClosed(path: string) {
      db.closeAtLogWrite();
      try {
        const res = await app.request(path, { headers: admin });
        expect(res.status).toBe(503);
        expect(res.headers.get("Retry-After")).toMatch(/^\d+$/);
        expect(res.headers.get("Content-Type")).toContain("application/json");
        expect(res.headers.get("Content-Disposition")).toBeNull();
        // The envelope and nothing of the file or the export.
        expect(await res.json()).toEqual(UNAVAILABLE);
      } finally {
        await db.reopen();
      }
    }

    /** The first request after the database is back may meet an ended session; then it serves. */
    async function servedAgain(path: string) {
      for (let attempt = 0; attempt < 20; attempt++) {
        const res = await app.request(path, { headers: admin });
        if (res.status === 200) return res;
        await res.arrayBuffer();
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`${path} was not served again`);
    }

    it("answers 503 and no byte of a proof of payment, and serves it once the log is back", {
      timeout: 30_000,
    }, async () => {
      await refusedWhileClosed(`/api/files/${proofId}`);
      const res = await servedAgain(`/api/files/${proofId}`);
      expect(res.headers.get("Content-Type")).toBe("image/png");
      await res.arrayBuffer();
      // Only the access that was served is in the log.
      expect(await logRows()).toEqual([
        expect.objectContaining({ action: "file-opened", fileId: proofId }),
      ]);
    });

    it("answers 503 and no CSV for an applications export while the log cannot be written", {
      timeout: 30_000,
    }, async () => {
      await refusedWhileClosed("/api/trainings/export");
      const res = await servedAgain("/api/trainings/export");
      expect(await res.text()).toContain("Full name");
      const exports = (await logRows()).filter((r) => r.action === "export-downloaded");
      expect(exports).toEqual([expect.objectContaining({ subject: "applications-csv" })]);
    });
  },
);
