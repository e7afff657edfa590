import {
  assessmentSlots,
  type Database,
  demoRoundDates,
  rounds,
  SITE_SETTINGS_KEY,
  seed,
  settings,
} from "@kairos/db";
import { egyptToday } from "@kairos/shared";
import { eq } from "drizzle-orm";
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

/** Payment instructions as an admin would save them (not the demo's examples). */
export const PAYMENT_INSTRUCTIONS = {
  instantPaymentDetails: "Send the amount to the wallet 0100 000 0000 (Kairos Training).",
  internationalPaymentUrl: "https://pay.example/kairos",
} as const;

/**
 * A seeded database made ready to take applications, as an admin would (the registration
 * gate, GAP-27): round-3 dated ahead (the spec's dates are past) and payment instructions
 * saved. With `spareSlot` (the default), also a free assessment slot ahead in a round of its
 * own ("round-spare", starting after round-3, so round-3 stays the announced one), for suites
 * that apply to round-3 without slots (INC-12); a suite that adds round-3 slots needs none.
 */
export async function openRegistration(
  database: Database,
  { spareSlot = true }: { spareSlot?: boolean } = {},
) {
  const ahead = demoRoundDates(egyptToday());
  await database.db.update(rounds).set(ahead).where(eq(rounds.id, "round-3"));
  await database.db
    .insert(settings)
    .values({ key: SITE_SETTINGS_KEY, value: PAYMENT_INSTRUCTIONS })
    .onConflictDoUpdate({ target: settings.key, set: { value: PAYMENT_INSTRUCTIONS } });
  if (!spareSlot) return;
  const later = (days: number) => {
    const at = new Date();
    at.setUTCDate(at.getUTCDate() + days);
    return at.toISOString().slice(0, 10);
  };
  await database.db.insert(rounds).values({
    id: "round-spare",
    name: "Spare round",
    startDate: later(400),
    endDate: later(450),
    status: "open",
  });
  await addSlots(database, "round-spare", [300]);
}

/**
 * For a suite: a database seeded without demo slots and opened for applications
 * (openRegistration), opened before its tests and closed after them. Read `database` in the
 * tests (it is set once the suite has started).
 */
export function withSeededDatabase(open: () => Promise<Database>) {
  const suite = {} as { database: Database };
  beforeAll(async () => {
    suite.database = await open();
    await seed(suite.database.db, { demoSlots: false });
    await openRegistration(suite.database);
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
