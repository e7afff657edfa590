import { z } from "zod";
import { valuesOf } from "../enums";

// API keys for external callers: an admin names a key, gives it scopes and an expiry (90 days
// unless they choose a date, or "never" explicitly); the key is shown once. A key acts for the admin who made it, within its
// scopes only, on the REST API.

export const API_KEY_SCOPE_LABELS = {
  "applications:read": "Read applications",
  "applications:write": "Write statuses and notes",
  "inboxes:read": "Read inboxes",
  "slots:manage": "Manage slots",
  "payments:write": "Record payments, refunds and corrections",
  "privacy:manage": "Read and decide access and erasure requests",
  "audit:read": "Read the staff access log",
} as const;
export type ApiKeyScope = keyof typeof API_KEY_SCOPE_LABELS;
export const API_KEY_SCOPES = valuesOf(API_KEY_SCOPE_LABELS);

/** A new key expires after this many days unless its maker chooses a date or "never". */
export const API_KEY_DEFAULT_EXPIRY_DAYS = 90;

/** What every key's token starts with: a caller (and a secret scanner) can tell it apart. */
export const API_KEY_PREFIX = "kairos_";

export const API_KEY_MESSAGES = {
  name: "Please give the key a name (at most 80 characters)",
  scopes: "Please choose at least one scope",
  scope: `A scope is one of ${API_KEY_SCOPES.join(", ")}`,
  expiresAt: "The expiry must be a date and time in the future",
  neverExpires: "Never expires",
  notFound: "API key not found",
  invalid:
    "This API key is not valid: it is unknown, expired or revoked, or the admin who made it is no longer an active admin",
  forbidden: (scope: ApiKeyScope) =>
    `This API key may not do this: it needs the scope "${scope}" (${API_KEY_SCOPE_LABELS[scope]})`,
  staffOnly: "API keys cannot do this: sign in as a staff member",
  revoked: "API key revoked",
  created: "API key created: copy it now, it is not shown again",
} as const;

export const apiKeyCreateSchema = z.object({
  name: z
    .string(API_KEY_MESSAGES.name)
    .trim()
    .min(1, API_KEY_MESSAGES.name)
    .max(80, API_KEY_MESSAGES.name),
  scopes: z
    .array(z.enum(API_KEY_SCOPES, API_KEY_MESSAGES.scope), API_KEY_MESSAGES.scopes)
    .min(1, API_KEY_MESSAGES.scopes)
    .transform((scopes) => [...new Set(scopes)]),
  /**
   * When the key stops working. Left out: API_KEY_DEFAULT_EXPIRY_DAYS from its making (the
   * service sets it); `null`: never, only when asked for.
   */
  expiresAt: z.iso
    .datetime({ offset: true, message: API_KEY_MESSAGES.expiresAt })
    .transform((value) => new Date(value))
    .refine((date) => date.getTime() > Date.now(), API_KEY_MESSAGES.expiresAt)
    .nullish()
    .meta({
      description: `When the key stops working (ISO date and time, in the future). Left out: ${API_KEY_DEFAULT_EXPIRY_DAYS} days from now. \`null\`: the key never expires (an explicit choice).`,
    }),
});
export type ApiKeyCreateInput = z.input<typeof apiKeyCreateSchema>;
export type ApiKeyCreate = z.output<typeof apiKeyCreateSchema>;
