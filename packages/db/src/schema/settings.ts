import { jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { updatedAt } from "./columns";
import { users } from "./users";

/** The key of the site settings document (prices, payment instructions, support contacts). */
export const SITE_SETTINGS_KEY = "site";

/**
 * Business settings that staff change without a deploy (prices, payment instructions,
 * support contacts). Each key holds one JSON document validated by its zod schema.
 */
export const settings = pgTable("settings", {
  key: text().primaryKey(),
  value: jsonb().notNull(),
  updatedAt: updatedAt(),
  updatedById: uuid().references(() => users.id, { onDelete: "set null" }),
});
