// Backups of the database and its uploads, with the server's configuration (DATABASE_URL or
// the embedded database in DATA_DIR; STORAGE and the S3_* variables):
//   npm run backup [-- --out <dir>]          one archive, default folder $DATA_DIR/backups
//   npm run restore -- <archive> [--force]   into an empty deployment
// The embedded database belongs to one process: stop the server before either.
import { mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { createStorage } from "@kairos/api";
import { findMigrationsFolder } from "@kairos/db";
import serverPackage from "../package.json" with { type: "json" };
import { createBackup } from "./backup/create";
import { restoreBackup } from "./backup/restore";
import { runCommand } from "./command";
import { loadEnv } from "./env";
import { openConfiguredDatabase } from "./open-database";

const USAGE = `Usage:
  npm run backup [-- --out <dir>]
  npm run restore -- <archive> [--force]`;

async function run(argv: string[]): Promise<string> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { out: { type: "string" }, force: { type: "boolean", default: false } },
  });
  const [command, archive] = positionals;
  // npm runs scripts in the project's folder: a relative path means the caller's folder.
  const fromCaller = (path: string) => resolve(process.env.INIT_CWD ?? process.cwd(), path);
  if (command !== "backup" && !(command === "restore" && archive)) throw new Error(USAGE);
  const env = loadEnv();
  // On the embedded database this takes its lock: refused while a server runs on it.
  const database = await openConfiguredDatabase(env, { maxConnections: 2 });
  const storage = createStorage(env.storage);
  const migrations = findMigrationsFolder();
  try {
    if (command === "backup") {
      const outDir = values.out ? fromCaller(values.out) : join(env.dataDir, "backups");
      mkdirSync(outDir, { recursive: true });
      const { path, manifest } = await createBackup({
        database,
        storage,
        outDir,
        migrations,
        appVersion: serverPackage.version,
      });
      const rows = manifest.tables.reduce((sum, t) => sum + t.rows, 0);
      const missing = manifest.missingFiles.length
        ? `; ${manifest.missingFiles.length} files were removed while backing up`
        : "";
      return `Backed up ${rows} ${rows === 1 ? "row" : "rows"} of ${manifest.tables.length} tables and ${manifest.files.length} files${missing} into\n${path}`;
    }
    await storage.check();
    const summary = await restoreBackup({
      archive: fromCaller(archive as string),
      database,
      storage,
      migrations,
      force: values.force,
    });
    const counts = summary.manifest.tables
      .filter((t) => t.rows > 0)
      .map((t) => `  ${t.name}: ${t.rows}`);
    return [
      `Restored the backup of ${summary.manifest.createdAt} (${summary.manifest.migration.tag}) in ${summary.seconds.toFixed(1)} s:`,
      ...counts,
      `  files: ${summary.files}`,
    ].join("\n");
  } finally {
    await database.close();
  }
}

runCommand(run);
