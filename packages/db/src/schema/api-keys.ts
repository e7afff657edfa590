import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { users } from "./users";

/**
 * API keys of external callers (decision 0013). The token is `kairos_<id>.<secret>`; as with the
 * sessions, only the SHA-256 of the secret is kept. A key acts for the admin who made it
 * (`createdBy`), within its `scopes`, until it expires or is revoked (kept, for the history).
 */
export const apiKeys = pgTable(
  "api_keys",
  {
    id: text().primaryKey(),
    name: text().notNull(),
    secretHash: text().notNull(),
    scopes: text().array().notNull(),
    createdBy: uuid().references(() => users.id, { onDelete: "set null" }),
    expiresAt: timestamp({ withTimezone: true }),
    lastUsedAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("api_keys_created_at_idx").on(t.createdAt)],
);
