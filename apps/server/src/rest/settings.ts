import { type ApiDeps, getSiteSettings, updateSiteSettings } from "@kairos/api";
import { siteSettingsSchema } from "@kairos/shared";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { ok } from "../http/envelope";
import type { SessionVariables } from "../http/session";
import { describe } from "../openapi/describe";
import { jsonBody } from "../openapi/validate";
import { settingsAnswer } from "./answers/staff";
import { requireAdmin, sessionOf } from "./guards";
import { tooLarge } from "./limits";

export const jsonLimit = bodyLimit({ maxSize: 16 * 1024, onError: tooLarge });
const tag = "Settings";

/** `GET/PUT /api/settings`: prices, payment instructions, support contacts (admins only). */
export function settingsRoutes(deps: ApiDeps) {
  return new Hono<{ Variables: SessionVariables }>()
    .use(requireAdmin)
    .get("/", describe({ tag, summary: "Get the Settings", data: settingsAnswer }), async (c) =>
      ok(c, { settings: await getSiteSettings(deps) }),
    )
    .put(
      "/",
      describe({ tag, summary: "Save the Settings", data: settingsAnswer }),
      jsonLimit,
      jsonBody(siteSettingsSchema),
      async (c) => {
        const settings = await updateSiteSettings(deps, c.req.valid("json"), sessionOf(c).user);
        return ok(c, { settings }, 200, "Settings saved");
      },
    );
}
