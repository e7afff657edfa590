import { type ApiDeps, recordVisitorHit } from "@kairos/api";
import { analyticsHitSchema } from "@kairos/shared";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { SessionVariables } from "../session";
import { ok, parseJson } from "./envelope";
import { tooLarge } from "./limits";

/**
 * `POST /api/events`: first-party page views and events; Do Not Track is honoured, and each
 * address records a limited number a minute.
 */
export function analyticsRoutes(deps: ApiDeps) {
  return new Hono<{ Variables: SessionVariables }>().post(
    "/",
    bodyLimit({ maxSize: 4 * 1024, onError: tooLarge }),
    async (c) => {
      const hit = await parseJson(c, analyticsHitSchema);
      if (c.req.header("dnt") === "1" || c.req.header("sec-gpc") === "1") {
        return ok(c, { recorded: false }, 202);
      }
      await recordVisitorHit(deps, hit, c.get("auth").ip);
      return ok(c, { recorded: true }, 202);
    },
  );
}
