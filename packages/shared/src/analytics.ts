import { z } from "zod";

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

const knownEvent = (category: string, action: string) =>
  (ANALYTICS_EVENTS as Record<string, readonly string[]>)[category]?.includes(action) ?? false;

/** A page view or event hit for the first-party analytics log. */
export const analyticsHitSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("pageview"), path: z.string().max(500) }),
  z
    .object({
      type: z.literal("event"),
      category: z.string().min(1).max(100),
      action: z.string().min(1).max(100),
      label: z.string().max(200).optional(),
      path: z.string().max(500).optional(),
    })
    .refine((hit) => knownEvent(hit.category, hit.action), {
      message: UNKNOWN_EVENT,
      path: ["action"],
    }),
]);
export type AnalyticsHit = z.infer<typeof analyticsHitSchema>;

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

export const funnelQuerySchema = z.object({
  days: z.literal(FUNNEL_PERIODS, "The period must be 7, 30 or 90 days").default(30),
});
