import { readdirSync } from "node:fs";
import { join } from "node:path";
import { assessmentSlots, type Database } from "@kairos/db";

// Valid bodies for the four public submission routes, shared by the fault and idempotency
// tests.

export const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);
export const PDF = Buffer.from("%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n");

let counter = 0;
export const uniqueEmail = (prefix = "applicant") =>
  `${prefix}-${Date.now()}-${counter++}@example.com`;

export function applicationForm(fields: Record<string, string> = {}) {
  const form = new FormData();
  const values: Record<string, string> = {
    trainingCourse: "round-3",
    secondLanguage: "Arabic",
    fullName: "Layla Hassan",
    countryCode: "EG",
    phoneNumber: "+201001234567",
    email: uniqueEmail(),
    selectedCountry: "Egypt",
    selectedCity: "Cairo",
    occupation: "student",
    interests: JSON.stringify(["Want to earn extra income"]),
    jobReferrals: "yes",
    hearAbout: "facebook",
    paymentPlan: "full-payment",
    ...fields,
  };
  for (const [k, v] of Object.entries(values)) if (v !== "") form.set(k, v);
  form.set("paymentScreenshot", new File([PNG], "pay.png", { type: "image/png" }));
  return form;
}

const reference = (n: number) =>
  JSON.stringify({
    name: `Referee ${n}`,
    organisation: "City Hospital",
    position: "Nurse manager",
    address: "1 Main Street",
    email: `ref${n}@example.com`,
    telephone: "+15551234567",
    capacity: "Supervisor",
  });

export function registrationForm(fields: Record<string, string> = {}) {
  const form = new FormData();
  const values: Record<string, string> = {
    fullName: "Omar Said",
    email: "omar@example.com",
    phoneNumber: "+201001234567",
    countryOfResidence: "Egypt",
    cityZipCode: "Cairo 11511",
    languagePair: "English - Arabic",
    proficiencyRatings: JSON.stringify({ English: "advanced", Arabic: "native" }),
    yearsOfExperience: "1-3",
    interpretingSettings: JSON.stringify(["In-person", "Video remote"]),
    interpretationTypes: JSON.stringify(["Consecutive"]),
    preferredMode: "remote",
    availability: JSON.stringify(["Part-time"]),
    isCertifiedMedical: "false",
    professionalFields: JSON.stringify(["medical"]),
    workingWithProviders: "false",
    hasQuietWorkspace: "true",
    hourlyRate: "25",
    whyJoinKairos: "I want to help patients understand their care and grow as an interpreter.",
    reference1: reference(1),
    reference2: reference(2),
    confirmAccuracy: "true",
    consentContact: "true",
    ...fields,
  };
  for (const [k, v] of Object.entries(values)) form.set(k, v);
  form.set("resumeFile", new File([PDF], "cv.pdf", { type: "application/pdf" }));
  return form;
}

export const interpreterRequest = (fields: Record<string, string> = {}) => ({
  fullName: "Ann Lee",
  email: "ann@example.com",
  countryCode: "US",
  phoneNumber: "+15551234567",
  sourceLanguage: "English",
  targetLanguage: "Arabic",
  serviceType: "phone",
  ...fields,
});

export const contactMessage = (fields: Record<string, string> = {}) => ({
  name: "Ann Lee",
  email: "a@b.co",
  subject: "Hello there",
  message: "Ten chars+ message",
  ...fields,
});

/** Future slots of `roundId` (10:00 Cairo) on the given days from now. */
export async function addSlots(database: Database, roundId: string, days: number[], capacity = 1) {
  return database.db
    .insert(assessmentSlots)
    .values(
      days.map((d) => {
        const at = new Date();
        at.setUTCDate(at.getUTCDate() + d);
        at.setUTCHours(8, 0, 0, 0);
        return { roundId, startsAt: at, capacity };
      }),
    )
    .returning();
}

/** Every file below `dir` (the uploads folder), as paths relative to it. */
export const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name).slice(dir.length + 1));
