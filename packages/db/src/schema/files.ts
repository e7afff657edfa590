import { sql } from "drizzle-orm";
import { check, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";

/** Uploaded files: the bytes live in storage under `key`; this row says what they are. */
export const storedFiles = pgTable(
  "stored_files",
  {
    id: uuid().primaryKey().defaultRandom(),
    key: text().notNull().unique(),
    originalName: text().notNull(),
    contentType: text().notNull(),
    size: integer().notNull(),
    createdAt: createdAt(),
  },
  (t) => [check("stored_files_size_check", sql`${t.size} >= 0`)],
);
