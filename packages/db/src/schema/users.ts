import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";
import { roleEnum } from "./enums";

/**
 * Staff accounts (admin, moderator). E-mails are stored lower-cased. `passwordHash` is null
 * while the account's invitation is not yet accepted: nobody but its owner ever chooses it.
 */
export const users = pgTable(
  "users",
  {
    id: uuid().primaryKey().defaultRandom(),
    email: text().notNull(),
    username: text(),
    passwordHash: text(),
    role: roleEnum().notNull(),
    firstName: text(),
    lastName: text(),
    active: boolean().notNull().default(true),
    /** Set when the user changes their own password (the go-live checklist asks for it). */
    passwordChangedAt: timestamp({ withTimezone: true, mode: "date" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("users_email_unique").on(sql`lower(${t.email})`),
    uniqueIndex("users_username_unique").on(sql`lower(${t.username})`),
  ],
);

/**
 * Sessions in Lucia's design: the client's token is `<id>.<secret>`; only the SHA-256 of the
 * secret is stored, so a leaked table does not leak usable tokens. `expiresAt` slides with use;
 * `createdAt` bounds the absolute lifetime.
 */
export const sessions = pgTable(
  "sessions",
  {
    id: text().primaryKey(),
    secretHash: text().notNull(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("sessions_user_id_idx").on(t.userId)],
);

/** Failed sign-ins, counted per e-mail and per IP address to slow down password guessing. */
export const loginFailures = pgTable(
  "login_failures",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    email: text().notNull(),
    ip: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("login_failures_email_idx").on(t.email, t.createdAt),
    index("login_failures_ip_idx").on(t.ip, t.createdAt),
  ],
);

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
