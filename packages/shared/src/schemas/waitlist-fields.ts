// The "tell me when" list of /register (GAP-27), without zod: the closed page shows these
// before its check (./waitlist.ts) is loaded.

export const WAITLIST_MESSAGES = {
  joined: "Thank you. We will e-mail you once, as soon as applications open.",
  failed: "Your address could not be saved. Please try again.",
  invalidEmail: "Please enter a valid email address",
} as const;

/**
 * How the server answers the closed page's form when the browser sent it itself (before the
 * page's script took over): back to `/register?waitlist=<outcome>`, which the page then says.
 */
export const WAITLIST_OUTCOMES = ["joined", "invalid", "failed"] as const;
export type WaitlistOutcome = (typeof WAITLIST_OUTCOMES)[number];
