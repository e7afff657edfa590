import { sql } from "drizzle-orm";
import { boolean, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
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
