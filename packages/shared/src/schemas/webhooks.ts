import { z } from "zod";
import { valuesOf } from "../enums";

// Webhooks (decision 0013): an admin registers an HTTPS endpoint for some events; each event is
// POSTed to it, signed in the Standard Webhooks format (webhook-id, webhook-timestamp,
// webhook-signature: HMAC-SHA256 over "id.timestamp.body"), and retried with growing delays
// until it is answered 2xx.

export const WEBHOOK_EVENT_LABELS = {
  "application.submitted": "Application submitted",
  "application.status_changed": "Application status changed",
  "application.withdrawn": "Application withdrawn",
  "booking.made": "Booking made",
  "booking.moved": "Booking moved",
  "booking.cancelled": "Booking cancelled",
  "interpreter_request.received": "Interpreter request received",
  "contact_message.received": "Contact message received",
  "payment.recorded": "Payment recorded",
} as const;
export type WebhookEvent = keyof typeof WEBHOOK_EVENT_LABELS;
export const WEBHOOK_EVENTS = valuesOf(WEBHOOK_EVENT_LABELS);

export const WEBHOOK_MESSAGES = {
  url: "Please enter the endpoint's address, starting with https://",
  events: "Please choose at least one event",
  event: `An event is one of ${WEBHOOK_EVENTS.join(", ")}`,
  privateAddress:
    "Please enter a public address: webhooks are not sent to this machine or to a private network",
  unreachable: "No answer: the endpoint could not be reached",
  notFound: "Webhook endpoint not found",
  deliveryNotFound: "Delivery not found",
  created: "Endpoint added: copy its signing secret now, it is not shown again",
  disabled: "Endpoint removed: nothing more is sent to it",
  resent: "Delivery queued to be sent again",
} as const;

export const webhookEndpointSchema = z.object({
  url: z.url({ message: WEBHOOK_MESSAGES.url }).max(2000, WEBHOOK_MESSAGES.url),
  events: z
    .array(z.enum(WEBHOOK_EVENTS, WEBHOOK_MESSAGES.event), WEBHOOK_MESSAGES.events)
    .min(1, WEBHOOK_MESSAGES.events)
    .transform((events) => [...new Set(events)]),
  description: z.string().trim().max(200).optional(),
});
export type WebhookEndpointInput = z.input<typeof webhookEndpointSchema>;
export type WebhookEndpointCreate = z.output<typeof webhookEndpointSchema>;
