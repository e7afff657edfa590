// `npm run db:migrate` (dist/migrate.js; the image's migration step): applies the pending
// migrations to the configured database (DATABASE_URL, or the embedded one in DATA_DIR) and
// exits, for deployments that migrate once before starting processes with MIGRATE=off.
// Exits 0 when the database is up to date, 1 with a one-line reason when it cannot be.
import { createLogger, isDatabaseUnavailable } from "@kairos/api";
import { loadEnv } from "./env";
import { applyMigrations, openConfiguredDatabase } from "./open-database";

async function main(): Promise<void> {
  const env = loadEnv();
  const logger = createLogger(env.logLevel);
  const database = await openConfiguredDatabase(env, { maxConnections: 1 });
  try {
    // The same lock as the server's start: a process starting meanwhile waits for this one.
    const applied = await database.withStartupLock(() => applyMigrations(database));
    // Migration names only: nothing of the data.
    logger.info(applied.length ? "migrations applied" : "no pending migrations", {
      driver: database.driver,
      applied,
    });
  } finally {
    await database.close();
  }
}

/** One line an operator can act on; never the connection URL (it may hold a password). */
function failureLine(error: unknown): string {
  const detail = reason(error);
  return isDatabaseUnavailable(error)
    ? `db:migrate failed: the database cannot be reached (${detail})`
    : `db:migrate failed: ${detail}`;
}

function reason(error: unknown): string {
  // Drizzle wraps the driver's error in "Failed query: ..."; the driver's says what happened.
  let inner = error;
  while (inner instanceof Error && inner.cause instanceof Error) inner = inner.cause;
  if (!(inner instanceof Error)) return String(inner);
  // A host name with several addresses fails with one error per address and no message.
  const first = inner instanceof AggregateError ? inner.errors[0] : undefined;
  const text = inner.message || (first instanceof Error ? first.message : "") || inner.name;
  const code = (inner as { code?: unknown }).code;
  const line = text.replace(/\s*\n\s*/g, " ");
  return typeof code === "string" && !line.includes(code) ? `${line} [${code}]` : line;
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(failureLine(error));
    process.exit(1);
  },
);
