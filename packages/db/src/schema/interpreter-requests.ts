import { date, index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";
import { inboxStateEnum, serviceTypeEnum } from "./enums";
import { erasureColumns } from "./erasure";

/** Requests for an interpreter (docs/requirements.md, public-site §3). */
export const interpreterRequests = pgTable(
  "interpreter_requests",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    fullName: text().notNull(),
    organization: text(),
    email: text().notNull(),
    countryCode: text().notNull(),
    phoneNumber: text().notNull(),
    sourceLanguage: text().notNull(),
    targetLanguage: text().notNull(),
    serviceType: serviceTypeEnum().notNull(),
    street: text(),
    city: text(),
    state: text(),
    zipCode: text(),
    country: text(),
    budgetRange: text(),
    additionalInfo: text(),
    // When and where the interpreting happens (optional; GAP-02).
    serviceDate: date({ mode: "string" }),
    startTime: text(),
    durationMinutes: integer(),
    setting: text(),
    inboxState: inboxStateEnum().notNull().default("new"),
    ...erasureColumns(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("interpreter_requests_created_at_idx").on(t.createdAt)],
);
