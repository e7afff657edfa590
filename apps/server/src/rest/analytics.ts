import { type ApiDeps, recordVisitorHit } from "@kairos/api";
import { analyticsHitSchema } from "@kairos/shared";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { ok } from "../http/envelope";
import type { SessionVariables } from "../http/session";
import { describe } from "../openapi/describe";
import { jsonBody } from "../openapi/validate";
import { recorded } from "./answers/public";
import { tooLarge } from "./limits";

/**
 * `POST /api/events`: first-party page views and events; Do Not Track is honoured, and each
 * address records a limited number a minute.
 */
export function analyticsRoutes(deps: ApiDeps) {
  return new Hono<{ Variables: SessionVariables }>().post(
    "/",
    describe({
      tag: "Visitors",
      summary: "Record a page view or event (first-party analytics)",
      data: recorded,
      status: 202,
      errors: [429],
    }),
    bodyLimit({ maxSize: 4 * 1024, onError: tooLarge }),
    jsonBody(analyticsHitSchema),
    async (c) => {
      if (c.req.header("dnt") === "1" || c.req.header("sec-gpc") === "1") {
        return ok(c, { recorded: false }, 202);
      }
      await recordVisitorHit(deps, c.req.valid("json"), c.get("auth").ip);
      return ok(c, { recorded: true }, 202);
    },
  );
}
