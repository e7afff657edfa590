import { type ApiDeps, createApiKey, listApiKeys, revokeApiKey } from "@kairos/api";
import { API_KEY_MESSAGES, apiKeyCreateSchema } from "@kairos/shared";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { SessionVariables } from "../session";
import { ok, parseJson } from "./envelope";
import { requireAdmin, sessionOf } from "./guards";
import { tooLarge } from "./limits";

const jsonLimit = bodyLimit({ maxSize: 16 * 1024, onError: tooLarge });

/**
 * `/api/keys` (issue 24): an admin's list of API keys, a new key (its token in this answer
 * only) and a revocation. A key cannot manage keys.
 */
export function apiKeyRoutes(deps: ApiDeps) {
  const { db } = deps.database;
  return new Hono<{ Variables: SessionVariables }>()
    .use(requireAdmin)
    .get("/", async (c) => ok(c, { keys: await listApiKeys(db) }))
    .post("/", jsonLimit, async (c) => {
      const input = await parseJson(c, apiKeyCreateSchema);
      const created = await createApiKey(db, input, sessionOf(c).user);
      return ok(c, created, 201, API_KEY_MESSAGES.created);
    })
    .delete("/:id", async (c) => {
      await revokeApiKey(db, c.req.param("id"));
      return ok(c, null, 200, API_KEY_MESSAGES.revoked);
    });
}
