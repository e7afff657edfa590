import { type ApiDeps, cachedHealth } from "@kairos/api";
import { type Context, Hono } from "hono";
import { resolver } from "hono-openapi";
import { z } from "zod";
import type { Drain } from "../http/draining";
import { JSON_TYPE, okShared } from "../http/envelope";
import { ANSWER, describe } from "../openapi/describe";
import { health } from "./answers/public";

const NO_STORE = { ...JSON_TYPE, "cache-control": "no-store" };
const asIs = <T>(health: T) => health;
const LIVE = Object.freeze({ status: "live" });
const READY = Object.freeze({ status: "ready" });

const tag = "Health";
const live = z.object({ status: z.literal("live") });
const ready = z.object({ status: z.literal("ready") });
const notReadyData = z.object({
  status: z.literal("not-ready"),
  reason: z.enum(["draining", "database"]),
});
/** A 503 of the health checks: the failure envelope with its `data`. */
const unhealthy = (description: string, data: z.ZodType) => ({
  description,
  content: {
    "application/json": {
      schema: resolver(
        z.object({
          success: z.literal(false),
          code: z.literal("SERVICE_UNAVAILABLE"),
          message: z.string(),
          data,
        }),
        ANSWER,
      ),
    },
  },
});

/** Why this process should get no requests now. */
type NotReady = "draining" | "database";

function notReady(c: Context, reason: NotReady, message: string) {
  c.header("Cache-Control", "no-store");
  const code = "SERVICE_UNAVAILABLE";
  return c.json({ success: false, code, message, data: { status: "not-ready", reason } }, 503);
}

/**
 * `/api/health`: the database's state for monitors. For a load balancer: `/live`, whether the
 * process runs (no database asked: a database outage must not get every process restarted),
 * and `/ready`, whether to send it requests: the database answers and it is not shutting down.
 */
export function healthRoutes(deps: ApiDeps, drain: Drain) {
  const routes = new Hono().get(
    "/",
    describe({
      tag,
      summary: "The database's state, for monitors",
      data: health,
      more: { responses: { 503: unhealthy("The database does not answer", health) } },
    }),
    async (c) => {
      const health = await cachedHealth(deps.database);
      // A healthy answer is one shared object (checkHealth's), so its JSON is built once.
      if (health.database === "ok") return okShared(c, health, asIs, NO_STORE);
      c.header("Cache-Control", "no-store");
      // As every other answer while the database is away: come back in a few seconds.
      c.header("Retry-After", "5");
      const failure = {
        success: false,
        code: "SERVICE_UNAVAILABLE",
        message: "Database unavailable",
      };
      return c.json({ ...failure, data: health }, 503);
    },
  );
  return routes
    .get(
      "/live",
      describe({ tag, summary: "Whether the process runs (no database asked)", data: live }),
      (c) => okShared(c, LIVE, asIs, NO_STORE),
    )
    .get(
      "/ready",
      describe({
        tag,
        summary: "Whether to send this process requests",
        data: ready,
        more: {
          responses: {
            503: unhealthy(
              "The database does not answer, or the process is shutting down",
              notReadyData,
            ),
          },
        },
      }),
      async (c) => {
        if (drain.draining) return notReady(c, "draining", "Shutting down");
        const health = await cachedHealth(deps.database);
        if (health.database !== "ok") return notReady(c, "database", "Database unavailable");
        return okShared(c, READY, asIs, NO_STORE);
      },
    );
}
