import { assessmentSlots, type Database, seed } from "@kairos/db";
import { afterAll, beforeAll } from "vitest";
import { APPLICATION_FIELDS, formOf, PDF, REGISTRATION_FIELDS, screenshotFile } from "./forms";

// Valid bodies for the four public submission routes, shared by the fault and idempotency
// tests.

export { PDF, PNG, storedKeys } from "./forms";

let counter = 0;
export const uniqueEmail = (prefix = "applicant") =>
  `${prefix}-${Date.now()}-${counter++}@example.com`;

/** A training application with a screenshot and a unique e-mail; a field set to "" is left out. */
export function applicationForm(fields: Record<string, string> = {}) {
  const values = { ...APPLICATION_FIELDS, email: uniqueEmail(), ...fields };
  const form = formOf(Object.fromEntries(Object.entries(values).filter(([, v]) => v !== "")));
  form.set("paymentScreenshot", screenshotFile());
  return form;
}

/** An interpreter registration with its resume. */
export const registrationForm = (fields: Record<string, string> = {}) =>
  formOf(
    { ...REGISTRATION_FIELDS, ...fields },
    { resumeFile: new File([PDF], "cv.pdf", { type: "application/pdf" }) },
  );

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

/**
 * For a suite: a database seeded without demo slots, opened before its tests and closed after
 * them. Read `database` in the tests (it is set once the suite has started).
 */
export function withSeededDatabase(open: () => Promise<Database>) {
  const suite = {} as { database: Database };
  beforeAll(async () => {
    suite.database = await open();
    await seed(suite.database.db, { demoSlots: false });
  });
  afterAll(async () => {
    await suite.database?.close();
  });
  return suite;
}

/**
 * For a suite: withSeededDatabase plus one round-3 slot with room for every applicant. Read
 * `database` and `slotId` in the tests.
 */
export function withRoomySlot(open: () => Promise<Database>) {
  const suite = withSeededDatabase(open) as { database: Database; slotId: number };
  beforeAll(async () => {
    const [slot] = await addSlots(suite.database, "round-3", [3], 1000);
    suite.slotId = slot?.id ?? 0;
  });
  return suite;
}
