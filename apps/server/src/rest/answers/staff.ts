import {
  ALERT_DELIVERIES,
  API_KEY_SCOPES,
  ROLES,
  ROUND_STATUSES,
  STAFF_ALERT_KINDS,
  WEBHOOK_EVENTS,
} from "@kairos/shared";
import { z } from "zod";
import { dateTime, day, page, text } from "./common";
import { API_KEY, INVITATION, ROUND, USER, WEBHOOK_ENDPOINT } from "./examples";

// The staff's own resources: accounts, API keys, webhooks, Settings, rounds.

export const user = z
  .object({
    id: z.uuid(),
    email: z.string(),
    username: text,
    role: z.enum(ROLES),
    firstName: text,
    lastName: text,
    active: z.boolean(),
  })
  .meta({ id: "User", examples: [USER] });
export const oneUser = z.object({ user });
/** An account as the Users screen lists it, with its pending invitation (AUTH-19). */
export const staffAccount = user
  .extend({
    invitation: z.object({ sentAt: dateTime, expiresAt: dateTime }).nullable().meta({
      description:
        "The invitation its owner has not yet accepted (no password chosen yet), else null. `expiresAt` may be past: send it again",
    }),
  })
  .meta({ id: "StaffAccount", examples: [{ ...USER, invitation: INVITATION }] });
export const userPage = page("users", staffAccount);
export const staffAdded = z.object({
  user: staffAccount,
  emailSent: z.boolean().nullable().meta({
    description:
      "Whether the invitation went out at once (false: it is queued and retried); null when a password was given and nothing was mailed",
  }),
});
export const invitationResent = z.object({
  user: staffAccount,
  emailSent: z.boolean().meta({
    description: "Whether the invitation went out at once (false: it is queued and retried)",
  }),
});
export const invitationPage = z.object({
  email: z.string(),
  firstName: text,
  role: z.enum(ROLES),
  expiresAt: dateTime,
});
export const invitationAccepted = z.object({ email: z.string() });
export const signedIn = z.object({
  user,
  token: z.string().meta({ description: "The session token, for `Authorization: Bearer`" }),
});
export const signedOut = z.object({ signedOut: z.boolean() });
export const passwordChanged = z.object({ changed: z.boolean() });

const scope = z.enum(API_KEY_SCOPES).meta({ id: "ApiKeyScope" });
export const apiKey = z
  .object({
    id: z.string(),
    name: z.string(),
    scopes: z.array(scope),
    createdBy: text,
    createdAt: dateTime,
    expiresAt: dateTime.nullable(),
    lastUsedAt: dateTime.nullable(),
    revokedAt: dateTime.nullable(),
  })
  .meta({ id: "ApiKey", examples: [API_KEY] });
export const apiKeyList = z.object({ keys: z.array(apiKey) });
export const apiKeyCreated = z.object({
  key: apiKey,
  token: z.string().meta({ description: "The key itself (`kairos_…`), shown this once" }),
});

const event = z.enum(WEBHOOK_EVENTS).meta({ id: "WebhookEvent" });
export const webhookEndpoint = z
  .object({
    id: z.uuid(),
    url: z.string(),
    events: z.array(event),
    description: text,
    createdBy: text,
    createdAt: dateTime,
  })
  .meta({ id: "WebhookEndpoint", examples: [WEBHOOK_ENDPOINT] });
export const webhookEndpointList = z.object({ endpoints: z.array(webhookEndpoint) });
export const webhookEndpointCreated = z.object({
  endpoint: webhookEndpoint.extend({ secret: z.string(), disabledAt: dateTime.nullable() }),
  secret: z.string().meta({ description: "The signing secret (`whsec_…`), shown this once" }),
});
export const webhookDelivery = z
  .object({
    id: z.uuid(),
    endpointId: z.uuid(),
    event,
    attempts: z.int(),
    state: z.enum(["pending", "delivered", "given up"]),
    lastStatus: z.int().nullable(),
    lastResponse: text,
    lastAttemptAt: dateTime.nullable(),
    nextAttemptAt: dateTime.nullable(),
    createdAt: dateTime,
  })
  .meta({ id: "WebhookDelivery" });
export const webhookDeliveryList = z.object({ deliveries: z.array(webhookDelivery) });

const price = z.object({
  listPrice: z.int(),
  discountedPrice: z.int().meta({ description: "The early bird price: paying in full" }),
  installmentPrice: z.int().meta({ description: "Each of the two payments of two-payments" }),
});
export const siteSettings = z
  .object({
    prices: z.object({ EGP: price, USD: price }),
    instantPaymentDetails: z.string().optional(),
    internationalPaymentUrl: z.string().optional(),
    supportEmail: z.string().meta({
      description: "Shown on the site and in mails; the Reply-To of every mail to people",
    }),
    staffEmail: z.string().optional().meta({
      description: "Where the staff alerts go; absent: the support e-mail",
    }),
    supportPhone: z.string(),
    whatsappNumber: z.string(),
    rescheduleCutoffHours: z.int(),
    staffAlerts: z.record(z.enum(STAFF_ALERT_KINDS), z.enum(ALERT_DELIVERIES)).meta({
      description: "How each kind of staff alert is sent: each one, in the daily digest, or off",
    }),
    digestHour: z.int().meta({ description: "The hour (Egypt time, 0-23) of the daily digest" }),
    installmentReminderDays: z.int().meta({
      description: "Days before a later installment's due date that its reminder is mailed",
    }),
    refundPolicy: z.string().optional().meta({
      description: "Shown before payment and when an applicant withdraws; absent: none published",
    }),
    retention: z
      .object({ applicationMonths: z.int(), registrationMonths: z.int(), inboxMonths: z.int() })
      .meta({
        description:
          "Months personal data is kept (1-120): applications after their round ends, interpreter registrations after their last update, requests and messages after they arrived. A daily job then erases it.",
      }),
    businessName: z.string().optional().meta({
      description: "Who runs the site, as the privacy notice names them; absent: Kairos",
    }),
    businessAddress: z.string().optional().meta({
      description: "The business's postal address, shown in the privacy notice",
    }),
    privacyNotice: z.string().optional().meta({
      description:
        "The notice of /privacy: paragraphs, '## ' headings, '- ' items, [label](https://…) links; absent: the default notice",
    }),
  })
  .meta({ id: "SiteSettings" });
export const settingsAnswer = z.object({ settings: siteSettings });

export const round = z
  .object({
    id: z.string(),
    name: z.string(),
    startDate: day.nullable(),
    endDate: day.nullable(),
    schedule: text,
    applicationDeadline: day.nullable(),
    status: z.enum(ROUND_STATUSES),
    earlyBirdEndsOn: day.nullable().meta({
      description:
        "GAP-25: the last day (Egypt time) of the early-bird price; null: it does not end",
    }),
    regularPriceEgp: z.int().nullable().meta({
      description: "Paying in full after the early-bird end date, in EGP; null: the list price",
    }),
    regularPriceUsd: z.int().nullable().meta({
      description: "Paying in full after the early-bird end date, in USD; null: the list price",
    }),
    createdAt: dateTime,
    updatedAt: dateTime,
  })
  .meta({ id: "Round", examples: [ROUND] });
export const roundList = z.object({ rounds: z.array(round) });
export const oneRound = z.object({ round });
