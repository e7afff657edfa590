import { Readable, type Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { PGlite, Transaction } from "@electric-sql/pglite";
import type { Database } from "@kairos/db";
import postgres from "postgres";

// The backup speaks SQL to either driver through one small interface: rows of a query, and
// COPY in PostgreSQL's text format out of and into a table. Both drivers are PostgreSQL, so a
// table's COPY text made by one loads into the other.

export interface SqlSession {
  rows<T>(text: string, params?: unknown[]): Promise<T[]>;
  /** `COPY <target> TO STDOUT`: the text format, in chunks as they arrive. */
  copyOut(target: string): AsyncIterable<Uint8Array>;
  /** `COPY <target> FROM STDIN` with `data` (whole rows in the text format). */
  copyIn(target: string, data: Uint8Array): Promise<void>;
}

export interface SqlConnection {
  /**
   * Runs `fn` in one transaction: "snapshot" is REPEATABLE READ and read only (every table as
   * of one moment while the server goes on writing); "write" commits only if `fn` resolves.
   */
  transaction<T>(mode: "snapshot" | "write", fn: (s: SqlSession) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

const pgliteSession = (tx: Transaction): SqlSession => ({
  async rows<T>(text: string, params: unknown[] = []) {
    return (await tx.query<T>(text, params)).rows;
  },
  async *copyOut(target) {
    // PGlite has no wire protocol: a COPY to the device /dev/blob gives the rows as one Blob.
    const result = await tx.query(`copy ${target} to '/dev/blob'`);
    if (result.blob) yield new Uint8Array(await result.blob.arrayBuffer());
  },
  async copyIn(target, data) {
    await tx.query(`copy ${target} from '/dev/blob'`, [], { blob: new Blob([data]) });
  },
});

const postgresSession = (tx: postgres.TransactionSql): SqlSession => ({
  async rows<T>(text: string, params: unknown[] = []) {
    return (await tx.unsafe(text, params as postgres.ParameterOrJSON<never>[])) as T[];
  },
  async *copyOut(target) {
    const stream = await tx.unsafe(`copy ${target} to stdout`).readable();
    for await (const chunk of stream) yield chunk as Uint8Array;
  },
  async copyIn(target, data) {
    const sink: Writable = await tx.unsafe(`copy ${target} from stdin`).writable();
    await pipeline(Readable.from([Buffer.from(data)]), sink);
  },
});

/**
 * A connection for the backup: on PGlite the open database's own client (it holds the data
 * directory's lock), on Postgres a connection of its own without the server's statement and
 * idle timeouts, since copying a large table may take longer than a request may.
 */
export function sqlConnection(database: Database): SqlConnection {
  if (database.driver === "pglite") {
    const client = (database.db as unknown as { $client: PGlite }).$client;
    return {
      async transaction(mode, fn) {
        return client.transaction(async (tx) => {
          if (mode === "snapshot") {
            await tx.exec("set transaction isolation level repeatable read, read only");
          }
          const session = pgliteSession(tx);
          await session.rows(PORTABLE_TEXT);
          return fn(session);
        });
      },
      async close() {},
    };
  }
  const sql = postgres(database.location ?? "", { max: 1, onnotice: () => {} });
  return {
    async transaction(mode, fn) {
      const options = mode === "snapshot" ? "isolation level repeatable read read only" : "";
      return (await sql.begin(options, async (tx) => {
        const session = postgresSession(tx);
        await session.rows(PORTABLE_TEXT);
        return fn(session);
      })) as Awaited<ReturnType<typeof fn>>;
    },
    async close() {
      await sql.end({ timeout: 5 });
    },
  };
}

/**
 * The settings that shape COPY's text, fixed for the transaction: a server configured with
 * another DateStyle would otherwise write dates that a server of the default style misreads.
 */
const PORTABLE_TEXT = `select set_config('datestyle', 'ISO, YMD', true),
  set_config('intervalstyle', 'postgres', true), set_config('extra_float_digits', '3', true),
  set_config('bytea_output', 'hex', true)`;

/** A SQL identifier, quoted. */
export const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;
