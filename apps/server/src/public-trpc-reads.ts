import { type ApiDeps, keepPublicRead, keptPublicRead } from "@kairos/api";
import type { MiddlewareHandler } from "hono";
import { securedAnswer } from "./http/security";

/**
 * tRPC queries whose answer is a public read (platform/public-reads.ts): the same for every
 * caller, session or not, and already cached and invalidated as such.
 */
const PUBLIC_READ_QUERIES = new Set(["assessments.rounds", "assessments.availableDates"]);

interface KeptAnswer {
  body: string;
  headers: Record<string, string>;
}

/**
 * GET /trpc/… of public-read queries only (a batch too): a successful JSON answer is kept, by
 * URL, as long as the public reads it was built from, and served again without running tRPC,
 * whose own per-request work costs several times the read. Any other answer goes through.
 */
export function publicTrpcReads(deps: ApiDeps): MiddlewareHandler {
  const { db } = deps.database;
  return async (c, next) => {
    const procedures = c.req.path.slice("/trpc/".length).split(",");
    // A streamed batch (trpc-accept: application/jsonl) is another answer to the same URL.
    if (!procedures.every((p) => PUBLIC_READ_QUERIES.has(p)) || c.req.header("trpc-accept"))
      return next();
    const url = c.req.url;
    const key = `trpc ${url.slice(url.indexOf("/trpc/"))}`;
    const kept = keptPublicRead<KeptAnswer>(db, key);
    if (kept) return securedAnswer(c, kept.body, 200, kept.headers);
    await next();
    const { res } = c;
    if (res.status !== 200 || res.headers.get("content-type") !== "application/json") return;
    const headers: Record<string, string> = { "content-type": "application/json" };
    const vary = res.headers.get("vary");
    if (vary) headers.vary = vary;
    keepPublicRead(db, key, { body: await res.clone().text(), headers } satisfies KeptAnswer);
  };
}
