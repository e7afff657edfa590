// The migration step of a deployment: applies the pending migrations (and the first-run seed)
// to the configured database, the same way the server does at start, then exits; run before
// the servers start (in the image: `node apps/server/dist/migrate.js`).
import { createLogger, describeError } from "@kairos/api";
import { loadEnv } from "./env";
import { openAndPrepareDatabase } from "./start";

try {
  const env = loadEnv();
  const database = await openAndPrepareDatabase(env, createLogger(env.logLevel));
  await database.close();
} catch (error) {
  createLogger("error").error("migration failed", describeError(error));
  process.exit(1);
}
