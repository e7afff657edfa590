import { sql } from "drizzle-orm";
import { pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { users } from "./users";

/**
 * Invitations to choose a password (a new staff account, AUTH-19): the link is
 * `/admin/invitation/<id>.<secret>`; as with the sessions, only the secret's SHA-256 is kept.
 * A link works once, until `expiresAt`; sending the invitation again revokes the earlier one,
 * and the partial unique index lets the database keep one live invitation per account.
 */
export const staffInvitations = pgTable(
  "staff_invitations",
  {
    id: text().primaryKey(),
    secretHash: text().notNull(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    invitedBy: uuid().references(() => users.id, { onDelete: "set null" }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    acceptedAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("staff_invitations_live_unique")
      .on(t.userId)
      .where(sql`${t.acceptedAt} is null and ${t.revokedAt} is null`),
  ],
);
