import cluster, { type Worker } from "node:cluster";
import type { Logger } from "@kairos/api";

// WEB_CONCURRENCY=N on one machine (decision 0012): this primary process holds the port and
// runs N workers, each the whole server (index.ts's main) on the shared Postgres; node:cluster
// hands each new connection to a worker in turn. Everything the workers share lives in the
// database (limits, caches' change messages, job claims) or the object store, so they behave as
// one server.
//
// Rolling restart (SIGHUP to the primary, e.g. after a deploy): workers are replaced one at a
// time: a new one is started and must be listening before the old one is told to stop, and
// the old one stops as on SIGTERM (its readiness fails, in-flight requests finish, then it
// exits). The port never closes, so no request is refused. SIGTERM/SIGINT stop every worker
// the same way, then the primary.

/** How long a new worker may take to start listening before the restart gives up on it. */
const WORKER_START_MS = 60_000;

export function runCluster(workers: number, logger: Logger) {
  let stopping = false;
  let restarting = false;

  const start = () =>
    new Promise<Worker>((resolve, reject) => {
      // A worker being replaced drains for a moment (DRAIN_SECONDS, 2 unless set): its
      // answers close their connections, so keep-alive clients move to the other workers.
      const worker = cluster.fork({ DRAIN_SECONDS: process.env.DRAIN_SECONDS || "2" });
      const timer = setTimeout(() => reject(new Error("worker did not start")), WORKER_START_MS);
      worker.once("listening", () => {
        clearTimeout(timer);
        resolve(worker);
      });
      worker.once("exit", (code) => {
        clearTimeout(timer);
        reject(new Error(`worker exited with ${code} while starting`));
      });
    });

  const stop = (worker: Worker) =>
    new Promise<void>((resolve) => {
      if (worker.isDead()) return resolve();
      worker.once("exit", () => resolve());
      worker.process.kill("SIGTERM");
    });

  // A worker that dies on its own (a crash) is replaced, unless the cluster is stopping or a
  // restart is replacing it anyway.
  cluster.on("exit", (worker, code, signal) => {
    if (stopping || restarting || worker.exitedAfterDisconnect) return;
    if (signal === "SIGTERM") return;
    logger.error("worker died; starting another", { pid: worker.process.pid, code, signal });
    start().catch((error: Error) =>
      logger.error("replacement worker failed", { error: error.message }),
    );
  });

  const restart = async () => {
    if (restarting || stopping) return;
    restarting = true;
    logger.info("rolling restart", { workers: Object.keys(cluster.workers ?? {}).length });
    try {
      for (const old of Object.values(cluster.workers ?? {})) {
        if (!old) continue;
        await start();
        await stop(old);
      }
      logger.info("rolling restart done");
    } catch (error) {
      logger.error("rolling restart stopped", { error: (error as Error).message });
    } finally {
      restarting = false;
    }
  };

  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info("stopping workers", { signal });
    await Promise.all(Object.values(cluster.workers ?? {}).flatMap((w) => (w ? [stop(w)] : [])));
    process.exit(0);
  };

  process.on("SIGHUP", () => void restart());
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));

  // The first workers start one after another: each migrates and seeds under the database's
  // start-up lock anyway, and the first one's migration is then done for the others.
  return (async () => {
    for (let i = 0; i < workers; i++) await start();
    logger.info("cluster listening", { workers });
  })();
}
