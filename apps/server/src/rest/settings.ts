import {
  type ApiDeps,
  getSiteSettings,
  listRoundsForSettings,
  updateRound,
  updateSiteSettings,
} from "@kairos/api";
import { roundUpdateSchema, siteSettingsSchema } from "@kairos/shared";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { SessionVariables } from "../session";
import { fail, ok, parseJson } from "./envelope";
import { requireAdmin, sessionOf } from "./guards";
import { tooLarge } from "./limits";

const jsonLimit = bodyLimit({ maxSize: 16 * 1024, onError: tooLarge });

/** `GET/PUT /api/settings`: prices, payment instructions, support contacts (admins only). */
export function settingsRoutes(deps: ApiDeps) {
  return new Hono<{ Variables: SessionVariables }>()
    .use(requireAdmin)
    .get("/", async (c) => ok(c, { settings: await getSiteSettings(deps) }))
    .put("/", jsonLimit, async (c) => {
      const input = await parseJson(c, siteSettingsSchema);
      const settings = await updateSiteSettings(deps, input, sessionOf(c).user);
      return ok(c, { settings }, 200, "Settings saved");
    });
}

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
