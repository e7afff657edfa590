import { createServer, type Server, Socket } from "node:net";
import type { PGlite } from "@electric-sql/pglite";
import type { Database } from "@kairos/db";

// Ways to lose the database under a running app, for the fault tests.

/** An error as postgres.js reports a connection the server dropped. */
const connectionLost = () =>
  Object.assign(new Error("read ECONNRESET"), { code: "ECONNRESET", errno: -104 });

/**
 * Makes an embedded PGlite behave like a lost server: `down()` fails every query from then
 * on, `dieInTransaction()` lets the next transaction run its first statement and fails from
 * the second on (the server gone mid-transaction), `up()` brings it back.
 */
export function faultyPglite(database: Database) {
  const client = (database.db as unknown as { $client: PGlite }).$client;
  let state: "up" | "down" | "die-in-transaction" = "up";
  const query = client.query.bind(client);
  const transaction = client.transaction.bind(client);
  const guard = () => {
    if (state === "down") throw connectionLost();
  };
  client.query = (async (...args: Parameters<PGlite["query"]>) => {
    guard();
    return query(...args);
  }) as PGlite["query"];
  client.transaction = (async (fn: Parameters<PGlite["transaction"]>[0]) => {
    guard();
    const dies = state === "die-in-transaction";
    return transaction(async (tx) => {
      let statements = 0;
      const txQuery = tx.query.bind(tx);
      tx.query = (async (...args: Parameters<typeof tx.query>) => {
        statements++;
        if (dies && statements > 1) {
          state = "down";
          throw connectionLost();
        }
        guard();
        return txQuery(...args);
      }) as typeof tx.query;
      return fn(tx);
    });
  }) as PGlite["transaction"];
  return {
    down: () => {
      state = "down";
    },
    dieInTransaction: () => {
      state = "die-in-transaction";
    },
    up: () => {
      state = "up";
    },
  };
}

/**
 * A TCP proxy in front of Postgres that a test can stop (every connection cut, new ones
 * refused: the server is down) and start again on the same port, and that can hook the bytes
 * the app sends, e.g. to terminate its backends in the middle of a transaction.
 */
export async function tcpProxy(target: { host: string; port: number }) {
  const pairs = new Set<{ client: Socket; upstream: Socket }>();
  let hook: ((chunk: Buffer, upstream: Socket) => Promise<boolean> | boolean) | null = null;
  const server: Server = createServer((client) => {
    const upstream = new Socket();
    upstream.connect(target.port, target.host);
    const pair = { client, upstream };
    pairs.add(pair);
    client.on("data", async (chunk: Buffer) => {
      client.pause();
      const forward = hook ? await hook(chunk, upstream) : true;
      if (forward && !upstream.destroyed) upstream.write(chunk);
      client.resume();
    });
    upstream.on("data", (chunk: Buffer) => {
      if (!client.destroyed) client.write(chunk);
    });
    // Let the server's last words (e.g. 57P01 from pg_terminate_backend) reach the client.
    upstream.on("end", () => client.end());
    client.on("end", () => upstream.end());
    const drop = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on("error", drop);
    upstream.on("error", drop);
    client.on("close", drop);
  });
  let port = 0;
  const start = () =>
    new Promise<void>((resolve) => {
      if (server.listening) return resolve();
      server.listen(port, "127.0.0.1", () => {
        port = (server.address() as { port: number }).port;
        resolve();
      });
    });
  await start();
  return {
    get port() {
      return port;
    },
    /** The local ports of the proxy's connections to Postgres (pg_stat_activity.client_port). */
    upstreamPorts: () => [...pairs].map((p) => p.upstream.localPort ?? 0),
    setHook(next: typeof hook) {
      hook = next;
    },
    /** The server is gone: open connections are cut, new ones refused. */
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const p of pairs) {
          p.client.destroy();
          p.upstream.destroy();
        }
      }),
    /** The server is back, on the same port. */
    start,
  };
}
