import { type ApiDeps, getSiteSettings, updateSiteSettings } from "@kairos/api";
import { siteSettingsSchema } from "@kairos/shared";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { SessionVariables } from "../session";
import { ok, parseJson } from "./envelope";
import { requireAdmin, sessionOf } from "./guards";
import { tooLarge } from "./limits";

export const jsonLimit = bodyLimit({ maxSize: 16 * 1024, onError: tooLarge });

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
