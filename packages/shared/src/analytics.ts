// No zod here: the web app's first page imports these names (the schemas are in
// schemas/analytics.ts).

/**
 * The events the web app sends, by category; the server refuses any other, so that the log
 * holds only what the dashboard knows how to read.
 */
export const ANALYTICS_EVENTS = {
  User: ["Apply Now Clicked"],
  Application: ["Visited", "Step Completed", "Submitted"],
  "Interpreter Registration": ["Submitted"],
} as const satisfies Record<string, readonly string[]>;

export const UNKNOWN_EVENT = "Unknown analytics event";

export const isKnownAnalyticsEvent = (category: string, action: string) =>
  (ANALYTICS_EVENTS as Record<string, readonly string[]>)[category]?.includes(action) ?? false;

/**
 * The training application's funnel. The web app marks the label of an event it already sent
 * in the same browser session as a repeat (no identifier leaves the browser), so counting the
 * events that are not repeats counts sessions.
 */
export const APPLICATION_FUNNEL = {
  category: "Application",
  visited: "Visited",
  stepCompleted: "Step Completed",
  submitted: "Submitted",
  /** The label of the step-completed event of step `n` (1..7). */
  stepLabel: (n: number) => `step-${n}`,
  steps: 7,
  /** The label of an event sent again in the same browser session. */
  repeatLabel: (label: string | undefined) => (label ? `${label} (repeat)` : "(repeat)"),
  isRepeat: (label: string | null | undefined) => !!label?.endsWith("(repeat)"),
} as const;

/** The periods the dashboard offers for the funnel, in days. */
export const FUNNEL_PERIODS = [7, 30, 90] as const;
export type FunnelPeriod = (typeof FUNNEL_PERIODS)[number];
