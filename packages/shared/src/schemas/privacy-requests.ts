import { z } from "zod";
import { emailField } from "./common";

// Access and erasure requests (decision 0034): what a person asks for (a copy of their data, or
// its deletion), about what (their application, or every interpreter registration, interpreter
// request and contact message sent from an e-mail address they proved they hold), and how staff
// decide. Shared by the public form, the applicant's page, the staff queue and REST.

/** A copy of the data, or its erasure. */
export const PRIVACY_REQUEST_WANTS = ["copy", "erasure"] as const;
export type PrivacyRequestWants = (typeof PRIVACY_REQUEST_WANTS)[number];

/** What the request is about: one application, or the records sent from one address. */
export const PRIVACY_REQUEST_KINDS = ["application", "email_address"] as const;
export type PrivacyRequestKind = (typeof PRIVACY_REQUEST_KINDS)[number];

/**
 * `unverified`: mailed a link, not yet in the queue; `open`: in the staff queue; `done` or
 * `refused`: decided (the requester's address is then blanked).
 */
export const PRIVACY_REQUEST_STATUSES = ["unverified", "open", "done", "refused"] as const;
export type PrivacyRequestStatus = (typeof PRIVACY_REQUEST_STATUSES)[number];

/** Why the applicant's own "Delete my data" became a request instead of an erasure. */
export const ERASURE_WAIT_REASONS = {
  outstanding: "Payment outstanding",
  roundNotEnded: "Round not ended yet",
  held: "Kept by our team for now",
} as const;

export const PRIVACY_WANTS_LABELS: Record<PrivacyRequestWants, string> = {
  copy: "A copy of my data",
  erasure: "Delete my data",
};

/** The public form at /privacy/request. */
export const privacyRequestSchema = z.object({
  email: emailField(),
  wants: z.enum(PRIVACY_REQUEST_WANTS, "Please choose what you would like us to do"),
});
export type PrivacyRequestInput = z.infer<typeof privacyRequestSchema>;

/** The mailed link's token: one random part (lower-case base32); only its SHA-256 is kept. */
export const privacyVerifySchema = z.object({
  token: z.string("This link is not valid.").regex(/^[a-z2-7]{16,64}$/, "This link is not valid."),
});

/** A staff decision on a request in the queue; a refusal says why (it is mailed). */
export const privacyDecisionSchema = z.discriminatedUnion("action", [
  z.object({ action: z.literal("erase") }),
  z.object({ action: z.literal("copy") }),
  z.object({
    action: z.literal("refuse"),
    reason: z
      .string("Please say why the request is refused")
      .trim()
      .min(3, "Please say why the request is refused")
      .max(1000, "Please keep the reason under 1000 characters"),
  }),
]);
export type PrivacyDecision = z.infer<typeof privacyDecisionSchema>;

export const PRIVACY_MESSAGES = {
  requested:
    "Thank you. We have sent a link to this address: open it within 24 hours to confirm the request.",
  verified: "Your request is confirmed. Our team will answer it by e-mail within 30 days.",
  linkInvalid: "This confirmation link is not valid, was already used or has expired.",
  dataDeleted: "Your data was deleted. This link no longer opens anything.",
  erased: "Your data was deleted. We have sent a confirmation to your e-mail address.",
  erasureRequested: (reason: string) =>
    `We cannot delete your data yet (${reason.toLowerCase()}): our team has your request and will e-mail you once it is done.`,
  alreadyRequested: "You already asked for this; our team has your request.",
  notOpen: "This request was already decided.",
  decided: "Decided; the requester was e-mailed.",
} as const;
