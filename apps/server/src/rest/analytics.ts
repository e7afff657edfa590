import { type ApiDeps, recordHit } from "@kairos/api";
import { analyticsHitSchema } from "@kairos/shared";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { ok, parseJson } from "./envelope";
import { tooLarge } from "./limits";

/** `POST /api/events`: first-party page views and events; Do Not Track is honoured. */
export function analyticsRoutes(deps: ApiDeps) {
  return new Hono().post("/", bodyLimit({ maxSize: 4 * 1024, onError: tooLarge }), async (c) => {
    const hit = await parseJson(c, analyticsHitSchema);
    if (c.req.header("dnt") === "1" || c.req.header("sec-gpc") === "1") {
      return ok(c, { recorded: false }, 202);
    }
    await recordHit(deps.database.db, hit);
    return ok(c, { recorded: true }, 202);
  });
}
