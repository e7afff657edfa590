import { index, integer, pgEnum, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";

export const analyticsHitTypeEnum = pgEnum("analytics_hit_type", ["pageview", "event"]);

/** First-party analytics: page views and events, with no personal data (no IP, no id). */
export const analyticsEvents = pgTable(
  "analytics_events",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    type: analyticsHitTypeEnum().notNull(),
    path: text(),
    category: text(),
    action: text(),
    label: text(),
    createdAt: createdAt(),
  },
  (t) => [index("analytics_events_created_at_idx").on(t.createdAt)],
);
