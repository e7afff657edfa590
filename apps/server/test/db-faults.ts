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
  // The transaction that runs a statement matching this loses its COMMIT's answer.
  let commitAnswerLostOf: RegExp | null = null;
  // The database goes away at the first query whose text matches.
  let goneAt: RegExp | null = null;
  let downAfterCommit = false;
  const query = client.query.bind(client);
  const transaction = client.transaction.bind(client);
  const guard = (text: unknown) => {
    if (goneAt && typeof text === "string" && goneAt.test(text)) {
      goneAt = null;
      state = "down";
    }
    if (state === "down") throw connectionLost();
  };
  client.query = (async (...args: Parameters<PGlite["query"]>) => {
    guard(args[0]);
    return query(...args);
  }) as PGlite["query"];
  client.transaction = (async (fn: Parameters<PGlite["transaction"]>[0]) => {
    guard(null);
    const dies = state === "die-in-transaction";
    let losesAnswer = false;
    const result = await transaction(async (tx) => {
      let statements = 0;
      const txQuery = tx.query.bind(tx);
      tx.query = (async (...args: Parameters<typeof tx.query>) => {
        statements++;
        if (dies && statements > 1) {
          state = "down";
          throw connectionLost();
        }
        guard(args[0]);
        if (commitAnswerLostOf?.test(String(args[0]))) {
          commitAnswerLostOf = null;
          losesAnswer = true;
        }
        return txQuery(...args);
      }) as typeof tx.query;
      return fn(tx);
    });
    if (losesAnswer) {
      // Committed, but the answer never arrives.
      if (downAfterCommit) state = "down";
      throw connectionLost();
    }
    return result;
  }) as PGlite["transaction"];
  return {
    /** The database goes away (and stays away) at the first query whose text matches. */
    goneAt: (pattern: RegExp) => {
      goneAt = pattern;
    },
    /**
     * The next transaction that runs a statement matching `pattern` commits, but its answer is
     * lost; with `stayDown` the database is gone from then on.
     */
    loseCommitAnswerOf: (pattern: RegExp, stayDown: boolean) => {
      commitAnswerLostOf = pattern;
      downAfterCommit = stayDown;
    },
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
 * Recognises a COMMIT in what postgres.js sends, which is an extended-protocol statement:
 * its first use carries the text ("P" message), later ones only bind the prepared name.
 */
function commitDetector() {
  const names = new Set<string>();
  const cstring = (buf: Buffer, at: number) => {
    const end = buf.indexOf(0, at);
    return { value: buf.toString("latin1", at, end), next: end + 1 };
  };
  return (chunk: Buffer): boolean => {
    let commit = false;
    for (let at = 0; at + 5 <= chunk.length; ) {
      const type = String.fromCharCode(chunk[at] ?? 0);
      const length = chunk.readUInt32BE(at + 1);
      if (type === "P") {
        const name = cstring(chunk, at + 5);
        const query = cstring(chunk, name.next);
        if (query.value.trim().toLowerCase() === "commit") {
          names.add(name.value);
          commit = true;
        }
      } else if (type === "B") {
        const portal = cstring(chunk, at + 5);
        if (names.has(cstring(chunk, portal.next).value)) commit = true;
      } else if (type === "Q" && /^commit/i.test(cstring(chunk, at + 5).value.trim())) {
        commit = true;
      }
      at += 1 + length;
    }
    return commit;
  };
}

/**
 * A TCP proxy in front of Postgres that a test can stop (every connection cut, new ones
 * refused: the server is down) and start again on the same port, and that can hook the bytes
 * the app sends, e.g. to terminate its backends in the middle of a transaction.
 */
export async function tcpProxy(target: { host: string; port: number }) {
  const pairs = new Set<{
    client: Socket;
    upstream: Socket;
    cutOnReply: boolean;
    lastWasCommit: boolean;
  }>();
  // A hook sees what the app sends: true forwards it, false drops it, "cut-after-reply"
  // forwards it and then cuts that connection when the server's answer arrives, unread.
  type Verdict = boolean | "cut-after-reply";
  let hook: ((chunk: Buffer, upstream: Socket) => Promise<Verdict> | Verdict) | null = null;
  let onCut: (() => void) | null = null;
  const isCommit = commitDetector();
  // Stalled: connections stay open, but nothing gets through either way (a network that drops
  // packets, a frozen host).
  let stalled = false;
  const server: Server = createServer((client) => {
    const upstream = new Socket();
    upstream.connect(target.port, target.host);
    const pair = { client, upstream, cutOnReply: false, lastWasCommit: false };
    pairs.add(pair);
    client.on("data", async (chunk: Buffer) => {
      client.pause();
      pair.lastWasCommit = isCommit(chunk);
      const verdict = stalled ? false : hook ? await hook(chunk, upstream) : true;
      if (verdict === "cut-after-reply") pair.cutOnReply = true;
      if (verdict && !upstream.destroyed) upstream.write(chunk);
      client.resume();
    });
    upstream.on("data", (chunk: Buffer) => {
      if (pair.cutOnReply) {
        client.destroy();
        upstream.destroy();
        onCut?.();
        return;
      }
      if (!stalled && !client.destroyed) client.write(chunk);
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
    /** Whether the last bytes the app sent on `upstream`'s connection hold a COMMIT. */
    sentCommit: (upstream: Socket) =>
      [...pairs].some((p) => p.upstream === upstream && p.lastWasCommit),
    /** The local ports of the proxy's connections to Postgres (pg_stat_activity.client_port). */
    upstreamPorts: () => [...pairs].map((p) => p.upstream.localPort ?? 0),
    setHook(next: typeof hook, cut: typeof onCut = null) {
      hook = next;
      onCut = cut;
    },
    /** Nothing gets through any more, on open and new connections alike. */
    stall: () => {
      stalled = true;
    },
    /** Traffic flows again (what was dropped meanwhile stays lost). */
    resume: () => {
      stalled = false;
    },
    /** How many connections are open through the proxy. */
    get connections() {
      return pairs.size;
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
