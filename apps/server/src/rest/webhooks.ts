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
import { ok } from "../http/envelope";
import type { SessionVariables } from "../http/session";
import { describe } from "../openapi/describe";
import { jsonBody, query, uuidId } from "../openapi/validate";
import * as answers from "./answers/staff";
import { requireAdmin, sessionOf } from "./guards";
import { tooLarge } from "./limits";

const jsonLimit = bodyLimit({ maxSize: 16 * 1024, onError: tooLarge });
const tag = "Webhooks";
/** A malformed endpoint id lists every endpoint's deliveries, as no filter does. */
const deliveriesQuery = z.object({ endpoint: z.uuid().optional().catch(undefined) });

/**
 * `/api/webhooks` (decision 0013), admins only: the endpoints (a new one's signing secret in its
 * answer only), their removal, the latest deliveries with their last answer, and "send again".
 */
export function webhookRoutes(deps: ApiDeps) {
  const { db } = deps.database;
  return new Hono<{ Variables: SessionVariables }>()
    .use(requireAdmin)
    .get(
      "/",
      describe({ tag, summary: "List webhook endpoints", data: answers.webhookEndpointList }),
      async (c) => ok(c, { endpoints: await listWebhookEndpoints(db) }),
    )
    .post(
      "/",
      describe({
        tag,
        summary: "Add a webhook endpoint",
        description: "Its signing secret is in this answer only.",
        data: answers.webhookEndpointCreated,
        status: 201,
      }),
      jsonLimit,
      jsonBody(webhookEndpointSchema, {
        example: {
          url: "https://crm.example.com/hooks/kairos",
          events: ["application.submitted"],
          description: "CRM",
        },
      }),
      async (c) => {
        const created = await createWebhookEndpoint(deps, c.req.valid("json"), sessionOf(c).user);
        return ok(c, created, 201, WEBHOOK_MESSAGES.created);
      },
    )
    .delete(
      "/:id",
      describe({ tag, summary: "Remove a webhook endpoint" }),
      uuidId(WEBHOOK_MESSAGES.notFound),
      async (c) => {
        await disableWebhookEndpoint(db, c.req.valid("param").id);
        return ok(c, null, 200, WEBHOOK_MESSAGES.disabled);
      },
    )
    .get(
      "/deliveries",
      describe({
        tag,
        summary: "The latest deliveries, with their last answer",
        data: answers.webhookDeliveryList,
      }),
      query(deliveriesQuery),
      async (c) => {
        const deliveries = await listWebhookDeliveries(db, c.req.valid("query").endpoint);
        return ok(c, { deliveries });
      },
    )
    .post(
      "/deliveries/:id/resend",
      describe({ tag, summary: "Send a delivery again", status: 202 }),
      uuidId(WEBHOOK_MESSAGES.deliveryNotFound),
      async (c) => {
        await resendWebhookDelivery(deps, c.req.valid("param").id);
        return ok(c, null, 202, WEBHOOK_MESSAGES.resent);
      },
    );
}
