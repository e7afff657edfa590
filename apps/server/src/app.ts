import { trpcServer } from "@hono/trpc-server";
import {
  type ApiDeps,
  AppError,
  appRouter,
  describeError,
  failureOf,
  getPublicConfig,
  UNAVAILABLE_RETRY_AFTER_SECONDS,
} from "@kairos/api";
import { SERVICES_BROCHURE_PATH, TRPC_MAX_BATCH_SIZE } from "@kairos/shared";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { apiDocsRoutes } from "./api-docs";
import type { ServerEnv } from "./env";
import { requestDeadline } from "./http/deadline";
import { type Drain, newDrain } from "./http/draining";
import { fail, failWith } from "./http/envelope";
import { idempotent } from "./http/idempotency";
import { trpcJsonBodies } from "./http/json-bodies";
import { loggedPath } from "./http/logged-path";
import { requestIds } from "./http/request-id";
import { securityHeaders } from "./http/security";
import { type SessionVariables, sessionMiddleware } from "./http/session";
import { uploadQueue } from "./http/upload-queue";
import { metricsRoute, requestDurations } from "./metrics";
import { openApiRoute } from "./openapi/document";
import { brochureRoutes } from "./pdf/brochure";
import { publicTrpcReads } from "./public-trpc-reads";
import { accessLogRoutes } from "./rest/access-log";
import { analyticsRoutes } from "./rest/analytics";
import { apiKeyRoutes } from "./rest/api-keys";
import { applicantRoutes } from "./rest/applicant";
import { applicationRoutes } from "./rest/applications";
import { slotManagementRoutes } from "./rest/assessment-slots";
import { assessmentRoutes } from "./rest/assessments";
import { authRoutes } from "./rest/auth";
import { bookedSlotRoutes } from "./rest/booked-slots";
import { contactMessageRoutes } from "./rest/contact-messages";
import { fileRoutes } from "./rest/files";
import { trpcFormLimitFirst } from "./rest/form-gate";
import { geoRoutes } from "./rest/geo";
import { healthRoutes } from "./rest/health";
import { interpreterRegistrationRoutes } from "./rest/interpreter-registrations";
import { interpreterRequestRoutes } from "./rest/interpreter-requests";
import { tooLarge } from "./rest/limits";
import { paymentRoutes } from "./rest/payments";
import { paymentsToCheckRoutes } from "./rest/payments-to-check";
import { privacyRequestRoutes } from "./rest/privacy-requests";
import { receiptRoutes } from "./rest/receipts";
import { roundRoutes } from "./rest/rounds";
import { settingsRoutes } from "./rest/settings";
import { usersRoutes } from "./rest/users";
import { waitlistPagePost, waitlistRoutes } from "./rest/waitlist";
import { webhookRoutes } from "./rest/webhooks";
import { inlineScriptHashes, webRoutes } from "./web";

export interface AppOptions {
  deps: ApiDeps;
  env: Pick<
    ServerEnv,
    | "https"
    | "webDist"
    | "publicConfig"
    | "publicUrl"
    | "clientAddress"
    | "geoCountryHeader"
    | "geoCityHeader"
    | "metricsToken"
  >;
  /** Set when the process is shutting down (index.ts): readiness answers 503. */
  drain?: Drain;
  /** The request deadline (default REQUEST_DEADLINE_MS, what the server runs with). */
  requestDeadlineMs?: number;
}

/** The whole HTTP surface; tests drive it with `app.request()`. */
export function createApp({ deps, env, drain = newDrain(), requestDeadlineMs }: AppOptions) {
  const { logger } = deps;
  const app = new Hono<{ Variables: SessionVariables }>();

  // First the request's id, so that every line logged for it carries the id, then its clock.
  app.use("*", requestIds);
  app.use("*", requestDurations);
  // While draining, every answer closes its connection: a keep-alive client then opens its next
  // connection to another process (or worker) instead of finding this one closed under it.
  app.use("*", async (c, next) => {
    await next();
    if (drain.draining) c.res.headers.set("Connection", "close");
  });

  // One line per request at the info level; below it (e.g. LOG_LEVEL=warn) the middleware is
  // left out rather than run for nothing on every request.
  if (logger.enabled?.("info") ?? true) {
    app.use("*", async (c, next) => {
      const started = performance.now();
      await next();
      logger.info("request", {
        method: c.req.method,
        path: loggedPath(c.req.path),
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      });
    });
  }
  app.use(
    "*",
    securityHeaders({
      https: env.https,
      analytics: !!env.publicConfig.gaMeasurementId,
      scriptHashes: inlineScriptHashes(env.webDist),
    }),
  );

  // First the deadline, so that a session lookup that waits on the database is bounded too.
  const deadline = requestDeadline(deps, requestDeadlineMs);
  // Except the REST document: built from the routes once, never from the database, so a busy
  // host building it past the deadline is slow, not unavailable (a 503 failed clients' codegen).
  app.use("/api/*", (c, next) => (c.req.path === "/api/openapi.json" ? next() : deadline(c, next)));
  app.use("/trpc/*", deadline);
  const sessions = sessionMiddleware(deps, env);
  app.use("/api/*", sessions);
  app.use("/trpc/*", sessions);

  const api = new Hono<{ Variables: SessionVariables }>();
  api.route("/health", healthRoutes(deps, drain));
  api.route("/events", analyticsRoutes(deps));
  api.route(
    "/geo",
    geoRoutes(deps, { countryHeader: env.geoCountryHeader, cityHeader: env.geoCityHeader }),
  );
  api.route("/auth", authRoutes(deps));
  api.route("/users", usersRoutes(deps));
  api.route("/keys", apiKeyRoutes(deps));
  api.route("/webhooks", webhookRoutes(deps));
  api.route("/settings", settingsRoutes(deps));
  api.route("/rounds", roundRoutes(deps));
  // One queue for the two routes that take uploads (upload-queue.ts).
  const uploads = uploadQueue();
  api.route("/interpreters/registrations", interpreterRegistrationRoutes(deps, uploads));
  api.route("/interpreters", interpreterRequestRoutes(deps));
  api.route("/contact", contactMessageRoutes(deps));
  api.route("/assessments", assessmentRoutes(deps));
  api.route("/assessments", slotManagementRoutes(deps));
  api.route("/assessments", bookedSlotRoutes(deps));
  api.route("/trainings", applicationRoutes(deps, uploads));
  api.route("/trainings", paymentRoutes(deps));
  api.route("/application", applicantRoutes(deps));
  api.route("/application", receiptRoutes(deps));
  api.route("/files", fileRoutes(deps));
  api.route("/access-log", accessLogRoutes(deps));
  api.route("/payments", paymentsToCheckRoutes(deps));
  api.route("/waitlist", waitlistRoutes(deps));
  api.route("/privacy-requests", privacyRequestRoutes(deps));
  // The OpenAPI document of every route above, read off the routes themselves (openapi/).
  api.get("/openapi.json", openApiRoute(app, env.publicConfig));
  api.route("/docs", apiDocsRoutes());
  api.all("*", (c) => fail(c, 404, `No route for ${c.req.method} ${c.req.path}`));
  app.route("/api", api);

  // The web app's two public form submissions go through tRPC, unbatched, with the same
  // Idempotency-Key contract as their REST routes (a separate key scope per procedure). An
  // address over its form limit is refused first: the body limit reads a body sent without
  // Content-Length, and the key fingerprints it.
  const trpcForms = [
    ["contactMessages.submit", "contact"],
    ["interpreterRequests.submit", "interpreter-request"],
    ["applicant.find", "applicant-link"],
    ["waitlist.join", "waitlist"],
    ["privacyRequests.submit", "privacy-request"],
  ] as const;
  // The e-mail code's calls (decision 0009) meet the form limit first too, but take no
  // Idempotency-Key: a kept verdict would hold a personal link for a day, and a repeated
  // request for a code keeps the code just sent anyway.
  const trpcLimited = [
    ...trpcForms,
    ["applicant.sendEmailCode", "email-code"],
    ["applicant.verifyEmailCode", "email-code"],
  ] as const;
  for (const [procedure, form] of trpcLimited) {
    app.post(`/trpc/${procedure}`, trpcFormLimitFirst(deps, form));
  }
  app.post("/trpc/*", bodyLimit({ maxSize: 1024 * 1024, onError: tooLarge }));
  app.post("/trpc/*", trpcJsonBodies);
  for (const [procedure] of trpcForms) {
    app.post(`/trpc/${procedure}`, idempotent(deps, `trpc:${procedure}`));
  }
  app.get("/trpc/*", publicTrpcReads(deps));
  app.use(
    "/trpc/*",
    trpcServer({
      router: appRouter,
      endpoint: "/trpc",
      // A batch of more calls answers 400 before any runs: one request must not become
      // hundreds of writes (the web app's client splits its batches at the same size).
      maxBatchSize: TRPC_MAX_BATCH_SIZE,
      createContext: (_opts, c) => ({ deps, auth: c.get("auth") }),
      // tRPC answers a request it cannot parse (e.g. a text/plain body; no call `info`) with a
      // JSON error but no JSON content type. Only then: on other answers tRPC has set it, and
      // a second value would be appended ("application/json, application/json").
      // A 503 (the database unavailable) tells the caller when to retry, as REST's does.
      responseMeta: ({ info, errors }) => {
        const headers: Record<string, string> = info ? {} : { "content-type": "application/json" };
        if (errors.some((e) => e.code === "SERVICE_UNAVAILABLE"))
          headers["retry-after"] = String(UNAVAILABLE_RETRY_AFTER_SECONDS);
        // So does a 429 (a form or analytics limit).
        const limited = errors.find(
          (e) => e.cause instanceof AppError && e.cause.retryAfterSeconds,
        );
        if (limited?.cause instanceof AppError)
          headers["retry-after"] ??= String(limited.cause.retryAfterSeconds);
        return { headers };
      },
    }),
  );

  // Every app page carries the effective public configuration (environment + Settings); if the
  // database cannot be read, the environment's values still give a working page.
  const publicConfig = () =>
    getPublicConfig(deps).catch((error: unknown) => {
      logger.error("public configuration unavailable", describeError(error));
      return deps.publicConfig;
    });
  const onRenderError = (path: string, error: unknown) =>
    logger.error("page render failed", { path: loggedPath(path), ...describeError(error) });
  // Prometheus' scrape (metrics.ts), before the web app's pages take every other GET.
  app.get("/metrics", metricsRoute(deps, env.metricsToken));
  // The closed /register's form sent by the browser itself (no script yet): see waitlist.ts.
  app.post(
    "/register",
    deadline,
    sessions,
    bodyLimit({ maxSize: 4 * 1024, onError: tooLarge }),
    waitlistPagePost(deps),
  );
  // The services brochure, laid out from the configuration in force (brochure.ts).
  app.route(SERVICES_BROCHURE_PATH, brochureRoutes({ webDist: env.webDist, publicConfig }));
  app.route("/", webRoutes({ ...env, publicConfig, onRenderError }));

  // Whatever a route threw, answered by the same mapping as a failed procedure (failures.ts):
  // e.g. a database that is stopped, restarting or unreachable is a 503 the caller may retry
  // (with Retry-After), not a bug of ours; postgres.js reconnects on a later request.
  app.onError((thrown, c) => {
    const error = failureOf(deps, thrown, { method: c.req.method, path: loggedPath(c.req.path) });
    if (error.status === 500 && !c.req.path.startsWith("/api")) {
      return c.text("Internal Server Error", 500);
    }
    return failWith(c, error);
  });
  return app;
}

export type App = ReturnType<typeof createApp>;
