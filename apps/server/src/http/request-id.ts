import { randomUUID } from "node:crypto";
import { withRequestId } from "@kairos/api";
import type { MiddlewareHandler } from "hono";

declare module "hono" {
  interface ContextVariableMap {
    /** This request's id: in every log line written while handling it, and in its answer. */
    requestId: string;
  }
}

export const REQUEST_ID_HEADER = "x-request-id";

/** An id a proxy or client sent that is safe to log and echo: a short token, nothing else. */
const SANE_ID = /^[\w.:@-]{1,64}$/;

/**
 * Gives the request an id, the caller's `X-Request-Id` when it is a sane token (so that a
 * proxy's id follows the request through its logs and ours), else a new one, and handles the
 * request in its scope (logger.ts). The answer carries it too: securityHeaders adds it with
 * the other headers every answer gets.
 */
export const requestIds: MiddlewareHandler = (c, next) => {
  const sent = c.req.header(REQUEST_ID_HEADER);
  const id = sent && SANE_ID.test(sent) ? sent : randomUUID();
  c.set("requestId", id);
  return withRequestId(id, next);
};
