import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";
import {
  inboxStateEnum,
  preferredModeEnum,
  registrationDocumentKindEnum,
  workCapacityEnum,
  yearsOfExperienceEnum,
} from "./enums";
import { erasureColumns } from "./erasure";
import { storedFiles } from "./files";

export interface Reference {
  name: string;
  organisation: string;
  position: string;
  address: string;
  email: string;
  telephone: string;
  capacity: string;
}

/** Interpreter registrations (docs/requirements.md, public-site §3); their files are in the documents table. */
export const interpreterRegistrations = pgTable(
  "interpreter_registrations",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    fullName: text().notNull(),
    email: text().notNull(),
    phoneNumber: text().notNull(),
    countryOfResidence: text().notNull(),
    cityZipCode: text().notNull(),
    languagePair: text().notNull(),
    otherLanguages: text(),
    proficiencyRatings: jsonb().$type<Record<string, string>>().notNull().default({}),
    yearsOfExperience: yearsOfExperienceEnum().notNull(),
    interpretingSettings: text().array().notNull().default(sql`'{}'::text[]`),
    interpretationTypes: text().array().notNull().default(sql`'{}'::text[]`),
    preferredMode: preferredModeEnum().notNull(),
    availability: text().array().notNull().default(sql`'{}'::text[]`),
    availableHours: text(),
    isCertifiedMedical: boolean().notNull().default(false),
    certificationBody: text(),
    trainingPrograms: text(),
    professionalFields: text().array().notNull().default(sql`'{}'::text[]`),
    otherFieldSpecify: text(),
    workingWithProviders: boolean().notNull().default(false),
    providerNames: text(),
    workCapacity: workCapacityEnum(),
    hasQuietWorkspace: boolean().notNull().default(false),
    hourlyRate: text().notNull(),
    perMinuteRate: text(),
    workAuthorization: text(),
    whyJoinKairos: text().notNull(),
    reference1: jsonb().$type<Reference>().notNull(),
    reference2: jsonb().$type<Reference>().notNull(),
    confirmAccuracy: boolean().notNull(),
    consentContact: boolean().notNull(),
    inboxState: inboxStateEnum().notNull().default("new"),
    ...erasureColumns(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("interpreter_registrations_created_at_idx").on(t.createdAt)],
);

export const interpreterRegistrationDocuments = pgTable(
  "interpreter_registration_documents",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    registrationId: integer()
      .notNull()
      .references(() => interpreterRegistrations.id, { onDelete: "cascade" }),
    kind: registrationDocumentKindEnum().notNull(),
    fileId: uuid()
      .notNull()
      .references(() => storedFiles.id, { onDelete: "restrict" }),
    createdAt: createdAt(),
  },
  (t) => [index("interpreter_registration_documents_registration_idx").on(t.registrationId)],
);
