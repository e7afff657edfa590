import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { type Database, openDatabase } from "@kairos/db";
import type { ServerEnv } from "./env";

// What the operator's shell commands (staff, backup) share with each other.

/**
 * The database the configuration names, for a shell command: Postgres at DATABASE_URL, or the
 * embedded one in $DATA_DIR/pglite, whose lock it takes (refused while a server runs on it).
 */
export async function openConfiguredDatabase(env: ServerEnv): Promise<Database> {
  let dataDir: string | undefined;
  if (!env.databaseUrl) {
    dataDir = join(env.dataDir, "pglite");
    mkdirSync(dataDir, { recursive: true });
  }
  return openDatabase({ url: env.databaseUrl, dataDir, maxConnections: 2 });
}

/** Runs a command: what it says on stdout, or its failure on stderr with exit code 1. */
export function runCommand(run: (argv: string[]) => Promise<string>) {
  run(process.argv.slice(2)).then(
    (message) => {
      console.log(message);
    },
    (error: Error) => {
      console.error(error.message);
      process.exitCode = 1;
    },
  );
}
