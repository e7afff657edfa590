import { type ApiDeps, recordHit } from "@kairos/api";
import { analyticsHitSchema } from "@kairos/shared";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { ok, parseJson } from "./envelope";
import { tooLarge } from "./limits";

export function analyticsRoutes(deps: ApiDeps) {
  return new Hono().post(
    "/events",
    bodyLimit({ maxSize: 4 * 1024, onError: tooLarge }),
    async (c) => {
      recordHit(deps.logger, await parseJson(c, analyticsHitSchema));
      return ok(c, { recorded: true }, 202);
    },
  );
}
