// The "tell me when" list of /register (GAP-27), without zod: the closed page shows these
// before its check (./waitlist.ts) is loaded.

export const WAITLIST_MESSAGES = {
  joined: "Thank you. We will e-mail you once, as soon as applications open.",
  failed: "Your address could not be saved. Please try again.",
} as const;
