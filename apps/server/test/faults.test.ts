import { writeFileSync } from "node:fs";
import { join } from "node:path";
import {
  createLogger,
  localStorage,
  type Storage,
  s3Storage,
  sweepUnreferencedUploads,
  UPLOAD_SWEEP_DELAY_MS,
} from "@kairos/api";
import {
  applications,
  assessmentBookings,
  assessmentSlots,
  type Database,
  interpreterRegistrations,
  openDatabase,
  seed,
  storedFiles,
} from "@kairos/db";
import { testDatabases } from "@kairos/db/testing";
import { APPLICATION_MESSAGES } from "@kairos/shared";
import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { App } from "../src/app";
import { faultyPglite, tcpProxy } from "./db-faults";
import { jsonRequest, TEST_STORAGE, tempDir, testApp, testStorage } from "./helpers";
import {
  addSlots,
  applicationForm,
  contactMessage,
  openRegistration,
  registrationForm,
  storedKeys,
  uniqueEmail,
  withRoomySlot,
} from "./submission-forms";

const UNAVAILABLE = {
  success: false,
  code: "SERVICE_UNAVAILABLE",
  message: "The service is temporarily unavailable. Please try again shortly.",
};

/**
 * What must not change when a submission fails: rows, bookings, the slot's count, and the files
 * in `storage` (none for a storage that cannot be written, which cannot be listed either).
 */
async function snapshot(database: Database, storage: Storage | null, slotId: number) {
  const { db } = database;
  const [apps] = await db.select({ n: count() }).from(applications);
  const [bookings] = await db.select({ n: count() }).from(assessmentBookings);
  const [files] = await db.select({ n: count() }).from(storedFiles);
  const [registrations] = await db.select({ n: count() }).from(interpreterRegistrations);
  const [slot] = await db
    .select({ booked: assessmentSlots.bookedCount })
    .from(assessmentSlots)
    .where(eq(assessmentSlots.id, slotId));
  return {
    applications: apps?.n,
    bookings: bookings?.n,
    storedFiles: files?.n,
    registrations: registrations?.n,
    booked: slot?.booked,
    files: storage && (await storedKeys(storage)),
  };
}

/** Storage that cannot be written, on this run's driver. */
const UNWRITABLE =
  TEST_STORAGE === "local"
    ? {
        what: "the upload folder cannot be created",
        storage() {
          // Root ignores permissions, so the folder is made impossible instead: under a file.
          const base = tempDir("uploads");
          writeFileSync(join(base, "not-a-folder"), "");
          return localStorage(join(base, "not-a-folder", "uploads"));
        },
      }
    : {
        what: "the bucket does not exist",
        storage: () => s3Storage({ ...inject("s3"), bucket: "kairos-missing" }),
      };

interface Outage {
  /** The database server stops: open connections cut, new ones refused. */
  stop(): Promise<void>;
  /** It is back. */
  start(): Promise<void>;
  /** The next transaction loses its connection after its first statement. */
  dieInNextTransaction(): void;
  /** The server goes away (as stop()) when the app sends a statement matching `pattern`. */
  goneAt(pattern: RegExp): void;
  /**
   * The COMMIT of the next transaction that sends a statement matching `pattern` is carried
   * out, but its answer is lost with the connection; with `stayDown` the server is gone from
   * then on (as stop()).
   */
  loseCommitAnswerOf(pattern: RegExp, stayDown: boolean): void;
}

describe.each(testDatabases())("losing the database on $name", ({ name, open }) => {
  let direct: Database;
  let appDatabase: Database;
  let outage: Outage;
  let app: App;
  let storage: Storage;
  let slotId: number;

  beforeAll(async () => {
    direct = await open();
    await seed(direct.db, { demoSlots: false });
    await openRegistration(direct, { spareSlot: false });
    const [slot] = await addSlots(direct, "round-3", [3], 1000);
    slotId = slot?.id ?? 0;
    if (name === "pglite") {
      appDatabase = direct;
      const faulty = faultyPglite(direct);
      outage = {
        stop: async () => faulty.down(),
        start: async () => faulty.up(),
        dieInNextTransaction: faulty.dieInTransaction,
        goneAt: faulty.goneAt,
        loseCommitAnswerOf: faulty.loseCommitAnswerOf,
      };
    } else {
      // The app reaches the scratch database through a proxy the test controls.
      const url = new URL(direct.location ?? "");
      const proxy = await tcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
      url.port = String(proxy.port);
      appDatabase = await openDatabase({ url: url.toString(), maxConnections: 4 });
      outage = {
        stop: proxy.stop,
        start: proxy.start,
        dieInNextTransaction() {
          // On the connection that opens the next transaction, let its first statement
          // through, then terminate that backend as an administrator would.
          let inTransaction: unknown = null;
          let statements = 0;
          proxy.setHook(async (chunk, upstream) => {
            if (inTransaction === null) {
              if (/^Q.{4}begin/s.test(chunk.toString("latin1"))) inTransaction = upstream;
              return true;
            }
            if (upstream !== inTransaction || ++statements < 2) return true;
            proxy.setHook(null);
            await direct.db.execute(
              sql`select pg_terminate_backend(pid) from pg_stat_activity
                  where datname = current_database() and client_port = ${upstream.localPort}`,
            );
            return false;
          });
        },
        goneAt(pattern) {
          proxy.setHook((chunk) => {
            if (!pattern.test(chunk.toString("latin1"))) return true;
            proxy.setHook(null);
            void proxy.stop();
            return false;
          });
        },
        loseCommitAnswerOf(pattern, stayDown) {
          let inTransaction: unknown = null;
          proxy.setHook(
            (chunk, upstream) => {
              const text = chunk.toString("latin1");
              if (inTransaction === null) {
                if (pattern.test(text)) inTransaction = upstream;
                return true;
              }
              if (upstream !== inTransaction || !proxy.sentCommit(upstream)) return true;
              inTransaction = undefined; // done: nothing else matches
              return "cut-after-reply";
            },
            () => {
              proxy.setHook(null);
              if (stayDown) void proxy.stop();
            },
          );
        },
      };
    }
    storage = testStorage();
    app = testApp(appDatabase, { storage, submissionLimit: 10_000 });
  });
  afterAll(async () => {
    if (appDatabase && appDatabase !== direct) await appDatabase.close();
    await direct?.close();
  });

  const apply = (key?: string, email = uniqueEmail()) =>
    app.request("/api/trainings/apply", {
      method: "POST",
      body: applicationForm({ email, assessmentSlot: String(slotId) }),
      headers: key ? { "Idempotency-Key": key } : {},
    });

  it("answers 503 JSON with Retry-After while the database is stopped, and recovers by itself", {
    timeout: 15_000,
  }, async () => {
    // A first request warms the pool, so that the outage cuts live connections too.
    expect((await apply()).status).toBe(201);
    const before = await snapshot(direct, storage, slotId);
    await outage.stop();
    const key = crypto.randomUUID();
    const email = uniqueEmail();
    try {
      const res = await apply(key, email);
      expect(res.status).toBe(503);
      expect(res.headers.get("Retry-After")).toBe("5");
      expect(await res.json()).toEqual(UNAVAILABLE);
      const contact = await app.request(
        "/api/contact/submit",
        jsonRequest("POST", contactMessage()),
      );
      expect(contact.status).toBe(503);
      expect(await contact.json()).toEqual(UNAVAILABLE);
      const trpc = await app.request(
        `/trpc/assessments.availableDates?input=${encodeURIComponent(JSON.stringify({ roundId: "round-3" }))}`,
      );
      expect(trpc.status).toBe(503);
      expect(JSON.stringify(await trpc.json())).not.toMatch(/stack|ECONN|at /);
      const health = await app.request("/api/health");
      expect(health.status).toBe(503);
      expect(health.headers.get("Retry-After")).toBe("5");
    } finally {
      await outage.start();
    }
    expect(await snapshot(direct, storage, slotId)).toEqual(before);

    // Back: the same submission (same key: the 503 was not remembered) goes through.
    const again = await apply(key, email);
    expect(again.status).toBe(201);
    expect(again.headers.get("Idempotent-Replayed")).toBeNull();
    expect((await app.request("/api/health")).status).toBe(200);
  });

  // On real Postgres the hook above terminates the backend mid-transaction, which made
  // postgres.js 3.4.9 throw outside any promise (porsager/postgres#1154, #1208) and end the
  // process; patches/postgres+3.4.9.patch (applied by patch-package on install) fixes that.
  it("leaves no partial rows and no file when the connection dies inside the transaction", {
    timeout: 15_000,
  }, async () => {
    const before = await snapshot(direct, storage, slotId);
    outage.dieInNextTransaction();
    const started = Date.now();
    const res = await apply();
    await outage.start();
    expect(res.status).toBe(503);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(await res.json()).toEqual(UNAVAILABLE);
    expect(await snapshot(direct, storage, slotId)).toEqual(before);
    expect((await apply()).status).toBe(201);
  });

  // Any failure of the round lookup used to become 400 "Please select a training course", and
  // the Idempotency-Key kept that 400 for the retry. On Postgres, run after the termination in
  // the middle of a transaction above, this also pins a postgres.js defect: the terminated
  // backend's 57P01 failed a later connection's first query (patches/postgres+3.4.9.patch).
  it("answers 503, never the applicant's 400, when the database goes during the application", {
    timeout: 15_000,
  }, async () => {
    const key = crypto.randomUUID();
    const email = uniqueEmail();
    outage.goneAt(/from "rounds"/);
    try {
      const res = await apply(key, email);
      expect(res.status).toBe(503);
      expect(res.headers.get("Retry-After")).toBe("5");
      expect(await res.json()).toEqual(UNAVAILABLE);
    } finally {
      await outage.start();
    }
    // Back: the same key runs the request at once (the key's release, which failed during the
    // outage, is written first), instead of 409 "already being processed" for 5 minutes.
    const again = await apply(key, email);
    expect(again.status).toBe(201);
    expect(again.headers.get("Idempotent-Replayed")).toBeNull();
  });

  const storedApplicationOf = async (email: string) => {
    const rows = await direct.db
      .select({ id: applications.id, key: storedFiles.key })
      .from(applications)
      .innerJoin(storedFiles, eq(storedFiles.id, applications.paymentScreenshotId))
      .where(eq(applications.email, email));
    return rows;
  };

  it("answers from what was stored when the COMMIT's answer is lost", {
    timeout: 15_000,
  }, async () => {
    const email = uniqueEmail();
    outage.loseCommitAnswerOf(/insert into "applications"/, false);
    const res = await apply(undefined, email);
    expect(res.status).toBe(201);
    const body = (await res.json()) as { data: { application: { email: string } } };
    expect(body.data.application.email).toBe(email);
    const stored = await storedApplicationOf(email);
    expect(stored).toHaveLength(1);
    expect(await storedKeys(storage)).toContain(stored[0]?.key);
  });

  it("keeps the screenshot of an application stored before the database went, and the sweeper only removes unreferenced files", {
    timeout: 15_000,
  }, async () => {
    const key = crypto.randomUUID();
    const email = uniqueEmail();
    outage.loseCommitAnswerOf(/insert into "applications"/, true);
    try {
      const res = await apply(key, email);
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual(UNAVAILABLE);
    } finally {
      await outage.start();
    }
    // Stored, and the staff find its screenshot.
    const [stored] = await storedApplicationOf(email);
    expect(await storedKeys(storage)).toContain(stored?.key);
    // The applicant's retry learns that the application is there.
    const again = await apply(key, email);
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ message: APPLICATION_MESSAGES.duplicate });

    // An upload that no row references (a lost transaction's) is swept; referenced ones stay.
    const orphan = "payment-screenshots/orphan.png";
    await storage.put(orphan, new TextEncoder().encode("x"));
    const deps = { database: direct, storage, logger: createLogger("silent") };
    expect(await sweepUnreferencedUploads(deps)).toBe(0); // younger than the safe delay
    const later = new Date(Date.now() + UPLOAD_SWEEP_DELAY_MS + 1000);
    expect(await sweepUnreferencedUploads(deps, { now: later })).toBe(1);
    const left = await storedKeys(storage);
    expect(left).not.toContain(orphan);
    expect(left).toContain(stored?.key);
  });
});

describe.each(testDatabases())("uploads that cannot be written on $name", ({ open }) => {
  const suite = withRoomySlot(open);

  const STORAGE_FAILED = {
    success: false,
    code: "STORAGE_UNAVAILABLE",
    message:
      "We could not store your file right now, so nothing was saved. Please try again later.",
  };

  it("answers 507 and stores no half application when the disk is full", async () => {
    const disk = testStorage();
    // A full disk: part of the file is written, then the write fails with ENOSPC.
    const full: Storage = {
      ...disk,
      async put(key, bytes) {
        await disk.put(key, bytes.subarray(0, 10));
        throw Object.assign(new Error("ENOSPC: no space left on device, write"), {
          code: "ENOSPC",
        });
      },
    };
    const app = testApp(suite.database, { storage: full, submissionLimit: 10_000 });
    const before = await snapshot(suite.database, disk, suite.slotId);
    const res = await app.request("/api/trainings/apply", {
      method: "POST",
      body: applicationForm({ assessmentSlot: String(suite.slotId) }),
    });
    expect(res.status).toBe(507);
    expect(await res.json()).toEqual(STORAGE_FAILED);
    expect(await snapshot(suite.database, disk, suite.slotId)).toEqual(before);
  });

  it(`answers 507 and stores no registration when ${UNWRITABLE.what}`, async () => {
    const app = testApp(suite.database, { storage: UNWRITABLE.storage(), submissionLimit: 10_000 });
    const before = await snapshot(suite.database, null, suite.slotId);
    const res = await app.request("/api/interpreters/registrations", {
      method: "POST",
      body: registrationForm({ email: uniqueEmail("reg") }),
    });
    expect(res.status).toBe(507);
    expect(await res.json()).toEqual(STORAGE_FAILED);
    expect(await snapshot(suite.database, null, suite.slotId)).toEqual(before);
  });
});
