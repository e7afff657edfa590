import { createHash } from "node:crypto";
import {
  type ApiDeps,
  claimIdempotencyKey,
  completeIdempotencyKey,
  describeError,
  IDEMPOTENCY_MESSAGES,
  isValidIdempotencyKey,
  releaseIdempotencyKey,
} from "@kairos/api";
import type { Context, MiddlewareHandler } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { documented, failures } from "../openapi/describe";
import { fail } from "./envelope";

/**
 * What makes two requests "the same": the JSON text, or for multipart the fields and the
 * files' names, types and bytes in order. The multipart boundary is left out, since a browser
 * picks a new one for each send of the same form.
 */
async function fingerprintOf(c: Context): Promise<string> {
  const hash = createHash("sha256");
  const part = (value: string | Uint8Array) => {
    hash.update(String(typeof value === "string" ? Buffer.byteLength(value) : value.byteLength));
    hash.update(":");
    hash.update(value);
  };
  if (c.req.header("content-type")?.startsWith("multipart/form-data")) {
    // Hono caches the parsed form, so the route's parseBody() reads it again for free.
    const form = await c.req.formData();
    for (const [name, value] of form.entries()) {
      part(name);
      if (typeof value === "string") part(value);
      else {
        part(value.name);
        part(value.type);
        part(new Uint8Array(await value.arrayBuffer()));
      }
    }
  } else {
    part(await c.req.text());
  }
  return hash.digest("hex");
}

/** What the header and its refusals look like to a caller (the OpenAPI document). */
const IDEMPOTENCY_DOC = {
  parameters: [
    {
      in: "header" as const,
      name: "Idempotency-Key",
      required: false,
      description:
        "A unique value per submission: a retry with the same key and body gets the first answer again (with `Idempotent-Replayed: true`) and submits nothing twice",
      schema: { type: "string" as const },
    },
  ],
  // Its 409 (REQUEST_IN_PROGRESS) is added to the route's own by openapi/document.ts.
  responses: failures([422]),
};

/** Answers worth replaying: successes and 4xx that a retry would get again (not 429). */
const isDefinitive = (status: number) => status >= 200 && status < 500 && status !== 429;

/**
 * `Idempotency-Key` for one submission route (`route` scopes the keys). Without the header the
 * request goes through untouched. With it: the key is claimed in the database before the
 * route runs (so the route writes no file for a duplicate), a definitive answer is stored for
 * 24 hours and replayed to a retry with `Idempotent-Replayed: true`; another body under the
 * same key answers 422, a retry while the first is still running 409. A replay never reaches
 * the route, so it does not count against the per-IP form limit.
 */
export function idempotent(deps: ApiDeps, route: string): MiddlewareHandler {
  const { db } = deps.database;
  const pending = pendingClaimWrites(deps.logger, route);
  return documented(async (c, next) => {
    const key = c.req.header("idempotency-key");
    if (key === undefined) return next();
    if (!isValidIdempotencyKey(key)) return fail(c, 400, IDEMPOTENCY_MESSAGES.invalid);
    let fingerprint: string;
    try {
      fingerprint = await fingerprintOf(c);
    } catch {
      // An unreadable body: the route gives its own answer, nothing is remembered.
      return next();
    }
    const scope = { route, key };
    await pending.flush(key);
    const claim = await claimIdempotencyKey(db, scope, fingerprint);
    if (claim.kind === "mismatch") return fail(c, 422, IDEMPOTENCY_MESSAGES.mismatch);
    if (claim.kind === "in-flight")
      return fail(c, 409, IDEMPOTENCY_MESSAGES.inFlight, undefined, "REQUEST_IN_PROGRESS");
    if (claim.kind === "replay") {
      c.header("Idempotent-Replayed", "true");
      return c.json(claim.body, claim.status as ContentfulStatusCode);
    }

    const release = () => pending.write(key, () => releaseIdempotencyKey(db, scope));
    try {
      await next();
    } catch (error) {
      await release();
      throw error;
    }
    const status = c.res.status;
    const body = isDefinitive(status)
      ? await c.res
          .clone()
          .json()
          .catch(() => undefined)
      : undefined;
    if (body === undefined) {
      await release();
      return;
    }
    // The answer stands even if it cannot be kept yet.
    await pending.write(key, () => completeIdempotencyKey(db, scope, status, body));
  }, IDEMPOTENCY_DOC);
}

/** Delays between the attempts to write a claim's outcome: 1 s, doubling up to 30 s. */
const PENDING_RETRY_MS = { first: 1_000, max: 30_000 } as const;

/**
 * The outcome of a claim that could not be written because the database was gone: the release
 * of a key whose request failed (so that a retry runs it) or the answer to keep (so that a
 * retry replays it). Without it the claim stayed "in flight" and a retry got 409 until the
 * claim counted as abandoned, 5 minutes later. It is written again in the background until the
 * database takes it, and first of all when the same key comes back to this process.
 */
function pendingClaimWrites(logger: ApiDeps["logger"], route: string) {
  type Entry = { write: () => Promise<void>; delay: number; timer?: NodeJS.Timeout };
  const writes = new Map<string, Entry>();
  /** One attempt; on failure the next is scheduled (a later outcome for the key replaces it). */
  const run = async (key: string, entry: Entry) => {
    clearTimeout(entry.timer);
    try {
      await entry.write();
      if (writes.get(key) === entry) writes.delete(key);
    } catch (error) {
      if (writes.get(key) !== entry) throw error;
      if (entry.delay === PENDING_RETRY_MS.first)
        logger.warn("idempotency key outcome not written yet", { route, ...describeError(error) });
      entry.timer = setTimeout(() => void run(key, entry).catch(() => {}), entry.delay);
      entry.timer.unref();
      entry.delay = Math.min(entry.delay * 2, PENDING_RETRY_MS.max);
      throw error;
    }
  };
  return {
    /** Writes `write` now or, failing that, in the background; never throws. */
    write(key: string, write: () => Promise<void>) {
      const previous = writes.get(key);
      if (previous) clearTimeout(previous.timer);
      const entry: Entry = { write, delay: PENDING_RETRY_MS.first };
      writes.set(key, entry);
      return run(key, entry).catch(() => {});
    },
    /** Writes what is pending for `key` before it is claimed again; throws while it cannot. */
    flush(key: string) {
      const entry = writes.get(key);
      return entry ? run(key, entry) : Promise.resolve();
    },
  };
}
