import { index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";
import { inboxStateEnum } from "./enums";
import { erasureColumns } from "./erasure";

/** Contact form messages. */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    email: text().notNull(),
    subject: text().notNull(),
    message: text().notNull(),
    inboxState: inboxStateEnum().notNull().default("new"),
    ...erasureColumns(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("contact_messages_created_at_idx").on(t.createdAt)],
);
