import {
  type ApiDeps,
  createWebhookEndpoint,
  disableWebhookEndpoint,
  listWebhookDeliveries,
  listWebhookEndpoints,
  resendWebhookDelivery,
} from "@kairos/api";
import { WEBHOOK_MESSAGES, webhookEndpointSchema } from "@kairos/shared";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { z } from "zod";
import type { SessionVariables } from "../session";
import { fail, ok, parseJson } from "./envelope";
import { requireAdmin, sessionOf } from "./guards";
import { tooLarge } from "./limits";

const jsonLimit = bodyLimit({ maxSize: 16 * 1024, onError: tooLarge });
const uuid = z.uuid();

/**
 * `/api/webhooks` (issue 24), admins only: the endpoints (a new one's signing secret in its
 * answer only), their removal, the latest deliveries with their last answer, and "send again".
 */
export function webhookRoutes(deps: ApiDeps) {
  const { db } = deps.database;
  return new Hono<{ Variables: SessionVariables }>()
    .use(requireAdmin)
    .get("/", async (c) => ok(c, { endpoints: await listWebhookEndpoints(db) }))
    .post("/", jsonLimit, async (c) => {
      const input = await parseJson(c, webhookEndpointSchema);
      const created = await createWebhookEndpoint(deps, input, sessionOf(c).user);
      return ok(c, created, 201, WEBHOOK_MESSAGES.created);
    })
    .delete("/:id", async (c) => {
      const id = uuid.safeParse(c.req.param("id"));
      if (!id.success) return fail(c, 404, WEBHOOK_MESSAGES.notFound);
      await disableWebhookEndpoint(db, id.data);
      return ok(c, null, 200, WEBHOOK_MESSAGES.disabled);
    })
    .get("/deliveries", async (c) => {
      const endpoint = uuid.safeParse(c.req.query("endpoint"));
      return ok(c, {
        deliveries: await listWebhookDeliveries(db, endpoint.success ? endpoint.data : undefined),
      });
    })
    .post("/deliveries/:id/resend", async (c) => {
      const id = uuid.safeParse(c.req.param("id"));
      if (!id.success) return fail(c, 404, WEBHOOK_MESSAGES.deliveryNotFound);
      await resendWebhookDelivery(deps, id.data);
      return ok(c, null, 202, WEBHOOK_MESSAGES.resent);
    });
}
