import cluster from "node:cluster";
import { serve } from "@hono/node-server";
import {
  createLogger,
  describeError,
  followCacheChanges,
  gatherWorkerMetrics,
  isDatabaseUnavailable,
  stopWebhookRetries,
} from "@kairos/api";
import { createApp } from "./app";
import { runCluster } from "./cluster";
import { loadEnv, type ServerEnv } from "./env";
import { newDrain } from "./http/draining";
import { startScheduler } from "./scheduler";
import { createDeps, openAndPrepareDatabase } from "./start";

const SHUTDOWN_GRACE_MS = 10_000;

async function main(env: ServerEnv) {
  const logger = createLogger(env.logLevel);
  const database = await openAndPrepareDatabase(env, logger);
  const deps = createDeps(database, env);
  // A bucket that cannot be reached (address, name, keys) stops the start, not every upload.
  await deps.storage.check();
  // Settings, rounds and public reads changed by another process are forgotten here at once.
  const stopFollowing = await followCacheChanges(database, deps.logger);
  const drain = newDrain();
  const app = createApp({ deps, env, drain });
  const scheduler = env.reminders ? startScheduler(deps) : null;

  const server = serve({ fetch: app.fetch, port: env.port, hostname: env.host }, (info) => {
    const url = `http://localhost:${info.port}/`;
    logger.info("listening", { url, database: database.driver });
    const signIn = !env.admin
      ? "set ADMIN_EMAIL and ADMIN_PASSWORD to create the first admin"
      : env.admin.isLocalDefault
        ? `${env.admin.email} / ${env.admin.password} (the local default; set ADMIN_PASSWORD)`
        : // A real person's address stays out of the output the platform keeps as logs.
          "the ADMIN_EMAIL account with ADMIN_PASSWORD";
    console.log(
      `\n  Kairos is running at ${url}\n  Staff sign-in at ${url}admin/login: ${signIn}\n`,
    );
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    // Readiness answers 503 from now on. For DRAIN_SECONDS the process still takes requests,
    // so that a load balancer has time to see it and send no more; then it stops accepting.
    drain.draining = true;
    logger.info("shutting down", { signal, drainSeconds: env.drainSeconds });
    const drainMs = env.drainSeconds * 1000;
    const force = setTimeout(() => {
      logger.warn("forced exit after grace period");
      process.exit(1);
    }, drainMs + SHUTDOWN_GRACE_MS);
    force.unref();
    // No new mail run starts; one in progress finishes (or fails) before the database goes.
    const schedulerStopped = scheduler?.stop();
    stopWebhookRetries(deps); // also without the scheduler (REMINDERS off)
    // Stop accepting; in-flight requests finish, then idle keep-alive sockets are closed.
    const stopAccepting = () => {
      server.close(async () => {
        await schedulerStopped;
        await stopFollowing().catch(() => {});
        await database
          .close()
          .catch((error) => logger.error("database close failed", describeError(error)));
        logger.info("stopped");
        process.exit(0);
      });
      if ("closeIdleConnections" in server) server.closeIdleConnections();
    };
    setTimeout(stopAccepting, drainMs);
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

/** One process, or with WEB_CONCURRENCY > 1 a primary running that many (cluster.ts). */
async function run() {
  const env = loadEnv();
  if (env.webConcurrency > 1 && cluster.isPrimary) {
    // A worker's /metrics answers with every worker's counts, summed here.
    gatherWorkerMetrics();
    return runCluster(env.webConcurrency, createLogger(env.logLevel));
  }
  return main(env);
}

run().catch((error) => {
  createLogger("error").error("startup failed", describeError(error));
  process.exit(1);
});
