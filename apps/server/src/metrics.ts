import { createHash, timingSafeEqual } from "node:crypto";
import {
  type ApiDeps,
  appRouter,
  countPendingWebhooks,
  countQueuedMail,
  describeError,
  httpRequestDuration,
  mailQueued,
  metricsRegistry,
  scrapeMetrics,
  startProcessMetrics,
  webhooksPending,
} from "@kairos/api";
import type { Context, Handler, MiddlewareHandler } from "hono";
import { routePath } from "hono/route";

const PROCEDURES = new Set(Object.keys(appRouter._def.procedures));
const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/**
 * The `route` label of a request: the pattern of the route that answered it (e.g.
 * `/api/trainings/:id`), never the path itself, whose ids and tokens would make a series per
 * request. A tRPC call is labelled by its procedure if it is one of ours (`/trpc/batch` for a
 * batch), and the web app's pages and files by `page`.
 */
export function routeLabel(c: Context): string {
  if (c.req.path.startsWith("/trpc/")) {
    const names = c.req.path.slice("/trpc/".length).split(",");
    if (names.length > 1) return "/trpc/batch";
    return PROCEDURES.has(names[0] ?? "") ? `/trpc/${names[0]}` : "/trpc/unknown";
  }
  const pattern = routePath(c);
  return pattern === "/*" || pattern === "" ? "page" : pattern;
}

/** Observes each request's duration (until its answer is ready) by method, route and status. */
export const requestDurations: MiddlewareHandler = async (c, next) => {
  const started = performance.now();
  await next();
  httpRequestDuration.observe(
    {
      method: METHODS.has(c.req.method) ? c.req.method : "other",
      route: routeLabel(c),
      status: c.res.status,
    },
    (performance.now() - started) / 1000,
  );
};

const digest = (text: string) => createHash("sha256").update(text).digest();

/**
 * `GET /metrics`, Prometheus' text format, for a scraper that sends `Authorization: Bearer
 * <METRICS_TOKEN>`; without a token configured there are no metrics to see (404). The tokens
 * are compared as digests of equal length in constant time.
 */
export function metricsRoute(deps: ApiDeps, token: string | undefined): Handler {
  const expected = token ? digest(token) : undefined;
  return async (c) => {
    if (!expected) return c.text("Not Found", 404);
    const given = /^Bearer (.+)$/.exec(c.req.header("authorization") ?? "")?.[1];
    if (!given || !timingSafeEqual(digest(given), expected)) {
      c.header("WWW-Authenticate", 'Bearer realm="metrics"');
      return c.text("Unauthorized", 401);
    }
    startProcessMetrics();
    // The queues' depths are read now; if the database does not answer, the last values stay
    // (db_query_errors_total and the readiness check tell of the database).
    try {
      mailQueued.set(await countQueuedMail(deps));
      webhooksPending.set(await countPendingWebhooks(deps.database.db));
    } catch (error) {
      deps.logger.warn("queues not counted for the metrics", describeError(error));
    }
    c.header("Cache-Control", "no-store");
    return c.body(await scrapeMetrics(), 200, {
      "Content-Type": metricsRegistry.contentType,
    });
  };
}
