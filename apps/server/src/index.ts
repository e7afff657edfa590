import { serve } from "@hono/node-server";
import { createLogger, describeError, isDatabaseUnavailable } from "@kairos/api";
import { createApp } from "./app";
import { loadEnv } from "./env";
import { startScheduler } from "./scheduler";
import { createDeps, openAndPrepareDatabase } from "./start";

const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  const env = loadEnv();
  const logger = createLogger(env.logLevel);
  const database = await openAndPrepareDatabase(env, logger);
  const deps = createDeps(database, env);
  const app = createApp({ deps, env });
  const scheduler = env.reminders ? startScheduler(deps) : null;

  const server = serve({ fetch: app.fetch, port: env.port, hostname: env.host }, (info) => {
    const url = `http://localhost:${info.port}/`;
    logger.info("listening", { url, database: database.driver });
    const signIn = !env.admin
      ? "set ADMIN_EMAIL and ADMIN_PASSWORD to create the first admin"
      : env.admin.isLocalDefault
        ? `${env.admin.email} / ${env.admin.password} (the local default; set ADMIN_PASSWORD)`
        : `${env.admin.email} with ADMIN_PASSWORD`;
    console.log(
      `\n  Kairos is running at ${url}\n  Staff sign-in at ${url}admin/login: ${signIn}\n`,
    );
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info("shutting down", { signal });
    const force = setTimeout(() => {
      logger.warn("forced exit after grace period");
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    // No new mail run starts; one in progress finishes (or fails) before the database goes.
    const schedulerStopped = scheduler?.stop();
    // Stop accepting; in-flight requests finish, then idle keep-alive sockets are closed.
    server.close(async () => {
      await schedulerStopped;
      await database
        .close()
        .catch((error) => logger.error("database close failed", describeError(error)));
      logger.info("stopped");
      process.exit(0);
    });
    if ("closeIdleConnections" in server) server.closeIdleConnections();
  };
  // A lost database connection that escapes a driver's promise (postgres.js dropped some:
  // patches/postgres+3.4.9.patch) must not end the process that serves everyone else; it is
  // logged. Any other unhandled rejection still ends it, as Node's default: its state is unknown.
  process.on("unhandledRejection", (reason) => {
    if (!isDatabaseUnavailable(reason)) throw reason;
    logger.error("unhandled database error", describeError(reason));
  });
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

main().catch((error) => {
  createLogger("error").error("startup failed", describeError(error));
  process.exit(1);
});
