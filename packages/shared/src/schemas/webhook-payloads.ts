import { z } from "zod";
import { APPLICATION_STATUSES, PAYMENT_METHODS } from "../enums";
import { CURRENCIES } from "../pricing";
import { contactMessageSchema } from "./contact-messages";
import { interpreterRequestSchema } from "./interpreter-request";
import type { WebhookEvent } from "./webhooks";

// What each webhook event POSTs, `{ type, timestamp, data }`: the code that queues an event
// builds its `data` to these types (packages/api services/webhooks/webhooks.ts), and the REST document
// publishes them as its `webhooks` (apps/server openapi/webhooks.ts), so receivers can generate
// their types from the same source.

const isoTime = z.iso.datetime({ offset: true });

/**
 * A form field as stored: the forms' transforms only trim, lower-case or normalise a text (a
 * string stays a string, a blank optional one is left out), so the type is the one before the
 * transform, which JSON Schema can say.
 */
const asStored = (field: z.ZodType): z.ZodType =>
  field instanceof z.ZodPipe && field.out instanceof z.ZodTransform
    ? asStored(field.in as z.ZodType)
    : field;

/** An inbox row's event: its id and the fields of the form as stored (no honeypot). */
const inboxEntry = (shape: z.ZodRawShape) => {
  const { website: _honeypot, ...fields } = shape;
  const stored = Object.entries(fields).map(([key, field]) => [key, asStored(field as z.ZodType)]);
  return z.object({ id: z.int(), ...Object.fromEntries(stored) });
};

const booking = z.object({
  booking: z.object({
    applicationId: z.int().nullable().meta({ description: "null for a booking without one" }),
    slotId: z.int(),
    startsAt: isoTime,
    fromSlotId: z.int().optional().meta({ description: "booking.moved only: the slot left" }),
    by: z.enum(["staff", "applicant"]),
  }),
});

/** Each event's `data`. */
export const WEBHOOK_DATA = {
  "application.submitted": z.object({
    application: z.object({
      id: z.int(),
      reference: z.string(),
      fullName: z.string(),
      email: z.string(),
      trainingCourse: z.string(),
      status: z.enum(APPLICATION_STATUSES),
      assessmentStartsAt: isoTime.nullable(),
    }),
  }),
  "application.status_changed": z.object({
    application: z.object({
      id: z.int(),
      fromStatus: z.enum(APPLICATION_STATUSES),
      status: z.enum(APPLICATION_STATUSES),
      notes: z.string().nullable(),
      applicantMessage: z.string().nullable(),
    }),
  }),
  "application.withdrawn": z.object({
    application: z.object({
      id: z.int(),
      reference: z.string(),
      status: z.enum(APPLICATION_STATUSES).meta({
        description: "Unchanged by a withdrawal: the four statuses stay, withdrawal is beside them",
      }),
      withdrawnAt: isoTime,
      by: z.enum(["staff", "applicant"]),
      cancelledBooking: z
        .object({ slotId: z.int(), startsAt: isoTime })
        .nullable()
        .meta({ description: "The assessment booking the withdrawal cancelled, if any" }),
    }),
  }),
  "booking.made": booking,
  "booking.moved": booking,
  "booking.cancelled": booking,
  "interpreter_request.received": inboxEntry(interpreterRequestSchema.shape),
  "contact_message.received": inboxEntry(contactMessageSchema.shape),
  "payment.recorded": z.object({
    payment: z.object({
      id: z.int(),
      receipt: z.string().meta({ description: "The receipt's number, e.g. RCT-000042" }),
      applicationId: z.int(),
      amount: z.int().meta({ description: "Whole units of `currency`" }),
      currency: z.enum(CURRENCIES),
      receivedOn: z.iso.date(),
      method: z.enum(PAYMENT_METHODS),
      reference: z.string().nullable(),
      correctsId: z.int().nullable().meta({ description: "The entry this payment corrects" }),
      outstanding: z.int().meta({ description: "What the application still owes after it" }),
    }),
  }),
} satisfies Record<WebhookEvent, z.ZodType>;

export type WebhookData<E extends WebhookEvent> = z.input<(typeof WEBHOOK_DATA)[E]>;

/** The body of a delivery of `event`. */
export const webhookPayloadSchema = <E extends WebhookEvent>(event: E) =>
  z.object({
    type: z.literal(event),
    timestamp: isoTime.meta({ description: "When the event happened" }),
    data: WEBHOOK_DATA[event],
  });
