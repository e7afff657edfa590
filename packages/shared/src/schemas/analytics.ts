import { z } from "zod";
import { FUNNEL_PERIODS, isKnownAnalyticsEvent, UNKNOWN_EVENT } from "../analytics";

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
    .refine((hit) => isKnownAnalyticsEvent(hit.category, hit.action), {
      message: UNKNOWN_EVENT,
      path: ["action"],
    }),
]);
export type AnalyticsHit = z.infer<typeof analyticsHitSchema>;

export const funnelQuerySchema = z.object({
  days: z.literal(FUNNEL_PERIODS, "The period must be 7, 30 or 90 days").default(30),
});
