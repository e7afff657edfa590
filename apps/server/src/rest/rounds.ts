import { type ApiDeps, listRoundsForSettings, updateRound } from "@kairos/api";
import { roundUpdateSchema } from "@kairos/shared";
import { Hono } from "hono";
import type { SessionVariables } from "../session";
import { fail, ok, parseJson } from "./envelope";
import { requireAdmin } from "./guards";
import { jsonLimit } from "./settings";

/** `GET /api/rounds`, `GET/PATCH /api/rounds/:id`: the training rounds (admins only). */
export function roundRoutes(deps: ApiDeps) {
  return new Hono<{ Variables: SessionVariables }>()
    .use(requireAdmin)
    .get("/", async (c) => ok(c, { rounds: await listRoundsForSettings(deps) }))
    .get("/:id", async (c) => {
      const round = (await listRoundsForSettings(deps)).find((r) => r.id === c.req.param("id"));
      return round ? ok(c, { round }) : fail(c, 404, "Round not found");
    })
    .patch("/:id", jsonLimit, async (c) => {
      const round = await updateRound(
        deps,
        c.req.param("id"),
        await parseJson(c, roundUpdateSchema),
      );
      return ok(c, { round }, 200, "Round saved");
    });
}
