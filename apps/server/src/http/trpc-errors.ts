import { type AppError, appRouter, trpcErrorOf } from "@kairos/api";
import { getTRPCErrorShape } from "@trpc/server";
import { getHTTPStatusCodeFromError } from "@trpc/server/http";
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";

/**
 * A failure answered before tRPC runs (a refusal that needs no body, the request deadline), in
 * the shape tRPC itself gives and by the same mapping as a procedure's (trpcErrorOf): its error
 * formatter (no stack, `fieldErrors`), one error for the whole request as tRPC does for
 * request-level errors, the procedure named when the URL calls exactly one; Retry-After when
 * the failure says when to retry.
 */
export function trpcErrorAnswer(c: Context, failure: AppError) {
  const error = trpcErrorOf(failure);
  const procedures = c.req.path.slice("/trpc/".length).split(",");
  const shape = getTRPCErrorShape({
    config: appRouter._def._config,
    error,
    type: "unknown",
    path: procedures.length === 1 && !c.req.query("batch") ? procedures[0] : undefined,
    input: undefined,
    ctx: undefined,
  });
  if (failure.retryAfterSeconds) c.header("Retry-After", String(failure.retryAfterSeconds));
  return c.json({ error: shape }, getHTTPStatusCodeFromError(error) as ContentfulStatusCode);
}
