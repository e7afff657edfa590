import { z } from "zod";
import { emailField, INVALID_INPUT, paginationQuery } from "./common";
import { WAITLIST_MESSAGES } from "./waitlist-fields";

// The "tell me when" list of /register (GAP-27): while the site takes no applications, a
// visitor leaves an address and is mailed once when registration opens.

export const waitlistJoinSchema = z.object(
  {
    email: emailField(WAITLIST_MESSAGES.invalidEmail),
    /** Honeypot: invisible to people; anything in it marks a robot. */
    website: z.string().max(200).optional(),
  },
  INVALID_INPUT,
);
export type WaitlistJoinInput = z.infer<typeof waitlistJoinSchema>;

/** The staff's page of the list. */
export const waitlistListQuery = paginationQuery(20, 100);
export type WaitlistListQuery = z.infer<typeof waitlistListQuery>;
