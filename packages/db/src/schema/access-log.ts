import { sql } from "drizzle-orm";
import { bigint, check, index, integer, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { apiKeys } from "./api-keys";
import { createdAt } from "./columns";
import { accessActionEnum, accessSubjectEnum } from "./enums";
import { users } from "./users";

/**
 * The staff access log (decision 0035): one row per uploaded file a staff member or an API key
 * opened and per export downloaded, written before the first byte is sent. The record a file
 * belongs to is kept as a bare id, without a foreign key: the log outlives an application or a
 * registration that is deleted, and says which one it was.
 */
export const accessLog = pgTable(
  "access_log",
  {
    id: bigint({ mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    at: createdAt(),
    /** The staff member, or the admin an API key acts for. */
    userId: uuid().references(() => users.id, { onDelete: "set null" }),
    /** The API key the access came through (then userId is its maker). */
    apiKeyId: text().references(() => apiKeys.id, { onDelete: "set null" }),
    action: accessActionEnum().notNull(),
    subject: accessSubjectEnum().notNull(),
    fileId: uuid(),
    applicationId: integer(),
    registrationId: integer(),
    /** An export's filters, as the caller gave them. */
    filters: jsonb().$type<Record<string, unknown>>(),
    requestId: text(),
    /** The client's address as the per-address limits count it (TRUST_PROXY). */
    ip: text(),
  },
  (t) => [
    index("access_log_at_idx").on(t.at),
    index("access_log_user_at_idx").on(t.userId, t.at),
    check("access_log_file_check", sql`(${t.action} = 'file-opened') = (${t.fileId} is not null)`),
  ],
);
