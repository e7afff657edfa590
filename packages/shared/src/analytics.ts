import { z } from "zod";

/** A page view or event hit for the first-party analytics log. */
export const analyticsHitSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("pageview"), path: z.string().max(500) }),
  z.object({
    type: z.literal("event"),
    category: z.string().min(1).max(100),
    action: z.string().min(1).max(100),
    label: z.string().max(200).optional(),
    path: z.string().max(500).optional(),
  }),
]);
export type AnalyticsHit = z.infer<typeof analyticsHitSchema>;
