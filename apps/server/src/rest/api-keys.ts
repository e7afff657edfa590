import { type ApiDeps, createApiKey, listApiKeys, revokeApiKey } from "@kairos/api";
import { API_KEY_MESSAGES, apiKeyCreateSchema } from "@kairos/shared";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { ok } from "../http/envelope";
import type { SessionVariables } from "../http/session";
import { describe } from "../openapi/describe";
import { jsonBody, tokenId } from "../openapi/validate";
import { apiKeyCreated, apiKeyList } from "./answers/staff";
import { requireAdmin, sessionOf } from "./guards";
import { tooLarge } from "./limits";

const jsonLimit = bodyLimit({ maxSize: 16 * 1024, onError: tooLarge });
const tag = "API keys";

/**
 * `/api/keys` (decision 0013): an admin's list of API keys, a new key (its token in this answer
 * only) and a revocation. A key cannot manage keys.
 */
export function apiKeyRoutes(deps: ApiDeps) {
  const { db } = deps.database;
  return new Hono<{ Variables: SessionVariables }>()
    .use(requireAdmin)
    .get("/", describe({ tag, summary: "List API keys", data: apiKeyList }), async (c) =>
      ok(c, { keys: await listApiKeys(db) }),
    )
    .post(
      "/",
      describe({
        tag,
        summary: "Make an API key",
        description: "The key's token is in this answer only.",
        data: apiKeyCreated,
        status: 201,
      }),
      jsonLimit,
      jsonBody(apiKeyCreateSchema, {
        example: {
          name: "CRM",
          scopes: ["applications:read"],
          expiresAt: "2027-12-31T00:00:00.000Z",
        },
      }),
      async (c) => {
        const created = await createApiKey(db, c.req.valid("json"), sessionOf(c).user);
        return ok(c, created, 201, API_KEY_MESSAGES.created);
      },
    )
    .delete(
      "/:id",
      describe({ tag, summary: "Revoke an API key" }),
      tokenId(API_KEY_MESSAGES.notFound),
      async (c) => {
        await revokeApiKey(db, c.req.valid("param").id);
        return ok(c, null, 200, API_KEY_MESSAGES.revoked);
      },
    );
}
