import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { gunzipSync, gzipSync } from "node:zlib";
import {
  type ApiDeps,
  createUser,
  localStorage,
  type Storage,
  s3Storage,
  stopWebhookRetries,
} from "@kairos/api";
import { type Database, findMigrationsFolder, openDatabase, seed, storedFiles } from "@kairos/db";
import { openDumpedPglite, openScratchPostgres, testDatabases } from "@kairos/db/testing";
import tar from "tar-stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBackup } from "../src/backup/create";
import { countRows, listTables, sha256 } from "../src/backup/manifest";
import { restoreBackup, verifyArchive } from "../src/backup/restore";
import { sqlConnection } from "../src/backup/sql-session";
import { PNG, storedKeys } from "./forms";
import { callJson, jsonRequest, serverCommand, tempDir, testApp, testDeps } from "./helpers";
import { startS3rver } from "./s3";
import { bearerOf, staffSession } from "./staff-session";
import { applicationForm, openRegistration, registrationForm } from "./submission-forms";

// A backup is only as good as its restore: a deployment is filled through the app (applications
// with their screenshots, a registration with its resume, staff, sessions, settings, a webhook
// endpoint with deliveries), backed up, restored into a new database and storage, and compared
// table by table and file by file; then the restored deployment is used.

const run = promisify(execFile);
const migrations = findMigrationsFolder();
const ADMIN = {
  email: "backup-admin@example.com",
  password: "admin-password",
  role: "admin",
} as const;

let s3: Awaited<ReturnType<typeof startS3rver>>;
beforeAll(async () => {
  s3 = await startS3rver();
});
afterAll(async () => {
  await s3?.stop();
});

const STORAGES = [
  { name: "a local folder", fresh: () => localStorage(tempDir("uploads")) },
  // A prefix of its own in the bucket: a new, empty "bucket" for each deployment.
  { name: "an S3 bucket", fresh: () => s3Storage({ ...s3.options, prefix: `${randomUUID()}/` }) },
];

/** Every table's row count, by name. */
async function tableCounts(database: Database): Promise<Record<string, number>> {
  const connection = sqlConnection(database);
  try {
    return await connection.transaction("snapshot", async (s) => {
      const tables = (await listTables(s)).map((t) => t.name);
      return Object.fromEntries(await countRows(s, tables));
    });
  } finally {
    await connection.close();
  }
}

/** Every stored file's SHA-256, by key. */
async function fileSums(storage: Storage): Promise<Record<string, string>> {
  const sums: Record<string, string> = {};
  for (const key of await storedKeys(storage))
    sums[key] = sha256((await storage.get(key)) ?? new Uint8Array());
  return sums;
}

/** Fills a deployment as its users would; the deps' webhook retries must be stopped after. */
async function fill(database: Database, storage: Storage): Promise<ApiDeps> {
  await seed(database.db, { demoSlots: false });
  await openRegistration(database);
  const deps: ApiDeps = {
    ...testDeps(database, { storage, submissionLimit: 1000 }),
    // An endpoint nobody answers: its deliveries stay in the database, waiting to be retried.
    webhooks: { allowHttp: true, timeoutMs: 500, trustedNetworks: ["127.0.0.1/32"] },
  };
  const app = testApp(database, {}, deps);
  const admin = await staffSession(database, app, ADMIN);
  await createUser(database.db, {
    email: "mod@example.com",
    password: "moderator-pw",
    role: "moderator",
  });
  const hook = await callJson(app, "POST", "/api/webhooks", admin, {
    url: "http://127.0.0.1:9/hook",
    events: ["contact_message.received", "application.status_changed"],
  });
  expect(hook.status).toBe(201);
  for (let i = 0; i < 3; i++) {
    const res = await app.request("/api/trainings/apply", {
      method: "POST",
      body: applicationForm(),
    });
    expect(res.status).toBe(201);
  }
  const reg = await app.request("/api/interpreters/registrations", {
    method: "POST",
    body: registrationForm(),
  });
  expect(reg.status).toBe(201);
  const contact = await app.request(
    "/api/contact/submit",
    jsonRequest("POST", {
      name: "Ann Lee",
      email: "a@b.co",
      subject: "Hello",
      message: "A question about the course.",
    }),
  );
  expect(contact.status).toBe(201);
  return deps;
}

/**
 * An empty target of the same driver: a new data directory (as initdb leaves it, copied from the
 * run's dump: initdb alone takes half a test's time on a busy machine), or a new Postgres
 * database.
 */
const emptyTarget = (name: string) =>
  name === "pglite"
    ? openDumpedPglite("empty", join(tempDir("data"), "pglite"))
    : openScratchPostgres(process.env.TEST_DATABASE_URL ?? "", false);

/** A copy of `archive` with one byte of the entry `name` changed (the gzip made anew). */
async function tampered(archive: string, name: string): Promise<string> {
  const extract = tar.extract();
  const pack = tar.pack();
  extract.end(gunzipSync(readFileSync(archive)));
  for await (const entry of extract) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry) chunks.push(chunk as Buffer);
    const bytes = Buffer.concat(chunks);
    if (entry.header.name === name) bytes.writeUInt8((bytes.at(-1) ?? 0) ^ 1, bytes.length - 1);
    pack.entry({ name: entry.header.name }, bytes);
  }
  pack.finalize();
  const out: Buffer[] = [];
  for await (const chunk of pack) out.push(chunk as Buffer);
  const path = join(tempDir("tampered"), "kairos-backup-tampered.tar.gz");
  writeFileSync(path, gzipSync(Buffer.concat(out)));
  return path;
}

describe.each(testDatabases())("backup and restore on $name", ({ name, open }) => {
  describe.each(STORAGES)("with uploads in $name", ({ fresh }) => {
    let source: Database;
    let sourceStorage: Storage;
    let deps: ApiDeps;
    let archive: string;
    const targets: Database[] = [];

    beforeAll(async () => {
      source = await open();
      sourceStorage = fresh();
      deps = await fill(source, sourceStorage);
      ({ path: archive } = await createBackup({
        database: source,
        storage: sourceStorage,
        outDir: tempDir("backups"),
        migrations,
        appVersion: "test",
      }));
    });
    afterAll(async () => {
      if (deps) stopWebhookRetries(deps);
      for (const target of targets) await target.close();
      await source?.close();
    });

    const target = async () => {
      const database = await emptyTarget(name);
      targets.push(database);
      return database;
    };

    it("restores every row and every file into an empty deployment, which then works", async () => {
      const expectedCounts = await tableCounts(source);
      const expectedFiles = await fileSums(sourceStorage);
      expect(expectedCounts).toMatchObject({ applications: 3, stored_files: 4, users: 2 });
      expect(expectedCounts.webhook_deliveries).toBeGreaterThan(0);
      expect(expectedCounts.sessions).toBeGreaterThan(0);
      expect(expectedCounts.settings).toBeGreaterThan(0);
      expect(Object.keys(expectedFiles)).toHaveLength(4);

      const database = await target();
      const storage = fresh();
      const summary = await restoreBackup({ archive, database, storage, migrations });
      expect(summary.files).toBe(4);
      expect(await tableCounts(database)).toEqual(expectedCounts);
      expect(await fileSums(storage)).toEqual(expectedFiles);

      // The restored deployment: its staff sign in, and new rows get new ids (sequences set).
      const app = testApp(database, { storage, submissionLimit: 1000 });
      await expect(bearerOf(app, ADMIN)).resolves.toHaveProperty("Authorization");
      const res = await app.request("/api/trainings/apply", {
        method: "POST",
        body: applicationForm(),
      });
      expect(res.status).toBe(201);

      // A deployment that holds data is refused, and left as it was.
      await expect(restoreBackup({ archive, database, storage, migrations })).rejects.toThrow(
        /^The target is not empty \(.*applications: 4 rows.*\)\. Restore into a new deployment .*or add --force/,
      );
      expect((await tableCounts(database)).applications).toBe(4);
      // Unless told to replace it.
      await restoreBackup({ archive, database, storage, migrations, force: true });
      expect(await tableCounts(database)).toEqual(expectedCounts);
    });

    it("refuses a changed archive before writing anything", async () => {
      const database = await target();
      const storage = fresh();
      for (const changed of [
        await tampered(
          archive,
          (await storedKeys(sourceStorage)).map((k) => `files/${k}`)[0] ?? "",
        ),
        await tampered(archive, "database/applications/0000.copy"),
      ]) {
        await expect(
          restoreBackup({ archive: changed, database, storage, migrations }),
        ).rejects.toThrow(
          /is damaged or was changed \((files|database)\/.* does not match its checksum\); nothing was written/,
        );
        // Not even migrated: no table, and no file.
        expect(await tableCounts(database)).toEqual({});
        expect(await storedKeys(storage)).toEqual([]);
      }
    });

    it("lists an upload removed while backing up as missing, never as held", async () => {
      const [gone, ...kept] = await storedKeys(sourceStorage);
      // As if the application had been deleted between the snapshot and the reading of its file.
      const storage: Storage = {
        ...sourceStorage,
        get: async (key) => (key === gone ? null : sourceStorage.get(key)),
      };
      const { path, manifest } = await createBackup({
        database: source,
        storage,
        outDir: tempDir("backups"),
        migrations,
        appVersion: "test",
      });
      expect(manifest.missingFiles).toEqual([gone]);
      expect(manifest.files.map((f) => f.key).sort()).toEqual(kept);
      await expect(verifyArchive(path)).resolves.toMatchObject({ missingFiles: [gone] });
    });

    // Both drivers are PostgreSQL and the rows travel as COPY text: an archive of either
    // restores into the other.
    if (process.env.TEST_DATABASE_URL) {
      const other = name === "pglite" ? "postgres" : "pglite";
      it(`restores into ${other === "pglite" ? "the embedded database" : "Postgres"}`, async () => {
        const database = await emptyTarget(other);
        targets.push(database);
        const storage = fresh();
        await restoreBackup({ archive, database, storage, migrations });
        expect(await tableCounts(database)).toEqual(await tableCounts(source));
        expect(await fileSums(storage)).toEqual(await fileSums(sourceStorage));
      });
    }
  });
});

describe("npm run backup and npm run restore on the embedded database", () => {
  const server = join(import.meta.dirname, "..");
  /** The command as an operator runs it, with the server's variables. */
  const command = (args: string[], dataDir: string) =>
    run(process.execPath, [...serverCommand("backup"), ...args], {
      cwd: server,
      env: { PATH: process.env.PATH, DATA_DIR: dataDir, LOG_LEVEL: "silent" },
    });

  it("backs up a data directory and restores it into a new one; refuses while a server holds it", async () => {
    const dataDir = tempDir("data");
    // The run's migrated data directory (the migrations are not what this tests).
    const database = await openDumpedPglite("migrated", join(dataDir, "pglite"));
    await seed(database.db, { demoSlots: false });
    await createUser(database.db, ADMIN);
    const uploads = localStorage(join(dataDir, "uploads"));
    const key = "payment-screenshots/from-the-shell.png";
    await uploads.put(key, PNG);
    await database.db
      .insert(storedFiles)
      .values({ key, originalName: "pay.png", contentType: "image/png", size: PNG.byteLength });
    // A running server holds the data directory: the backup says to stop it.
    await expect(command(["backup"], dataDir)).rejects.toMatchObject({
      stderr: expect.stringContaining("Stop that server first"),
    });
    const counts = await tableCounts(database);
    await database.close();
    const files = await fileSums(uploads);

    const out = tempDir("backups");
    const { stdout } = await command(["backup", "--out", out], dataDir);
    const archive = stdout.trim().split("\n").at(-1) ?? "";
    expect(archive).toMatch(/kairos-backup-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.tar\.gz$/);

    const restoredDir = tempDir("data");
    const restored = await command(["restore", archive], restoredDir);
    expect(restored.stdout).toMatch(/^Restored the backup of .* in \d+\.\d s:\n/);
    expect(restored.stdout).toContain("  users: 1\n");
    expect(restored.stdout).toContain("  files: 1");
    expect(await fileSums(localStorage(join(restoredDir, "uploads")))).toEqual(files);
    const again = await openDatabase({ dataDir: join(restoredDir, "pglite") });
    try {
      expect(await tableCounts(again)).toEqual(counts);
    } finally {
      await again.close();
    }
  }, 120_000);
});
