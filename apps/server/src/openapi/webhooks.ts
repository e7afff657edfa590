import { WEBHOOK_RETRY_DELAYS_SECONDS } from "@kairos/api";
import {
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENTS,
  type WebhookEvent,
  webhookPayloadSchema,
} from "@kairos/shared";
import type { OpenAPIV3_1 } from "openapi-types";
import { z } from "zod";

// The document's `webhooks` (OpenAPI 3.1): what each event POSTs to a registered endpoint,
// from the same zod schemas the code that queues the events is typed by (webhook-payloads.ts),
// so a receiver can generate its types from the document.

const duration = (seconds: number) =>
  seconds < 60 ? `${seconds} s` : seconds < 3600 ? `${seconds / 60} min` : `${seconds / 3600} h`;

const DELIVERY = `Sent as a POST with a JSON body and the Standard Webhooks headers; verify the signature with any Standard Webhooks library and the endpoint's secret (\`whsec_…\`, shown once when the endpoint is added). An event is stored in the transaction of the change it tells of. Any answer but a 2xx, or none within 10 s, is retried after ${WEBHOOK_RETRY_DELAYS_SECONDS.map(duration).join(", ")}; after the last the delivery is given up (it stays listed in \`GET /api/webhooks/deliveries\` and can be sent again). The same event can come more than once: \`webhook-id\` is the same each time.`;

const header = (name: string, description: string): OpenAPIV3_1.ParameterObject => ({
  name,
  in: "header",
  required: true,
  description,
  schema: { type: "string" },
});

const HEADERS = [
  header("webhook-id", "The delivery's id: the same on each retry, to drop a duplicate"),
  header("webhook-timestamp", "When this attempt was signed, in seconds since the Unix epoch"),
  header(
    "webhook-signature",
    "`v1,` and the base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}` with the endpoint's secret",
  ),
];

/** `application.status_changed` → `ApplicationStatusChangedEvent`. */
const schemaName = (event: WebhookEvent) =>
  `${event
    .split(/[._]/)
    .map((word) => word[0]?.toUpperCase() + word.slice(1))
    .join("")}Event`;

/** The JSON Schema of an event's body, as the code builds it. */
export function webhookSchema(event: WebhookEvent): OpenAPIV3_1.SchemaObject {
  const { $schema: _, ...schema } = z.toJSONSchema(webhookPayloadSchema(event), {
    io: "output",
    unrepresentable: "any",
  });
  return schema as OpenAPIV3_1.SchemaObject;
}

const operation = (event: WebhookEvent): OpenAPIV3_1.PathItemObject => ({
  post: {
    operationId: `webhook${schemaName(event).replace(/Event$/, "")}`,
    tags: ["Webhooks"],
    summary: WEBHOOK_EVENT_LABELS[event],
    description: DELIVERY,
    parameters: HEADERS,
    // The receiver's own endpoint: the signature, not a credential of ours, proves the sender.
    security: [],
    requestBody: {
      required: true,
      content: {
        "application/json": { schema: { $ref: `#/components/schemas/${schemaName(event)}` } },
      },
    },
    responses: {
      "200": { description: "Received: not sent again (any 2xx)" },
      "400": { description: "Refused (any answer but a 2xx): sent again later" },
    },
  },
});

/** The `webhooks` of the document and the schemas of their bodies. */
export const WEBHOOKS = {
  webhooks: Object.fromEntries(WEBHOOK_EVENTS.map((event) => [event, operation(event)])),
  schemas: Object.fromEntries(
    WEBHOOK_EVENTS.map((event) => [schemaName(event), webhookSchema(event)]),
  ),
};
