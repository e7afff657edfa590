import { appRouter } from "@kairos/api";
import { getTRPCErrorShape, TRPCError } from "@trpc/server";
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";

/**
 * A tRPC error answered before tRPC runs (a refusal that needs no body, the request deadline),
 * in the shape tRPC itself gives: its error formatter (no stack, `fieldErrors`), one error for
 * the whole request as tRPC does for request-level errors, the procedure named when the URL
 * calls exactly one.
 */
export function trpcErrorAnswer(
  c: Context,
  code: TRPCError["code"],
  status: ContentfulStatusCode,
  message: string,
) {
  const procedures = c.req.path.slice("/trpc/".length).split(",");
  const shape = getTRPCErrorShape({
    config: appRouter._def._config,
    error: new TRPCError({ code, message }),
    type: "unknown",
    path: procedures.length === 1 && !c.req.query("batch") ? procedures[0] : undefined,
    input: undefined,
    ctx: undefined,
  });
  return c.json({ error: shape }, status);
}
