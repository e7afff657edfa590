import { rmSync } from "node:fs";
import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../src/client";
import { findMigrationsFolder } from "../src/migrations";
import { applications, settings } from "../src/schema";
import { emptyTestDatabases } from "../src/testing";
import { migrationsBefore } from "./migrations-before";

// Migration 0009 (amounts owed): the applications made before it get the total step 5 charged
// them, from the plan amounts then stored in Settings, and Settings lose the separate
// full-payment amounts (the early bird price is the full payment; the installment stays).
// Each case migrates a new empty database from scratch: on a busy machine that takes a while.
const MIGRATING_MS = 120_000;

const STORED_BEFORE = {
  prices: {
    EGP: { listPrice: 9500, discountedPrice: 8000 },
    USD: { listPrice: 500, discountedPrice: 450 },
    plans: {
      "full-payment": { EGP: 8500, USD: 440 },
      "two-payments": { EGP: 4800, USD: 260 },
    },
  },
  supportEmail: "help@kairos.example",
};

describe.each(emptyTestDatabases())("migration 0009 on $name", ({ open }) => {
  let database: Database;
  let before: string;
  beforeAll(async () => {
    before = migrationsBefore("0009_amounts_owed");
    database = await open();
    await database.migrate(before);
    await database.db.execute(sql`
      insert into rounds (id, name, status) values ('round-3', 'Round 3', 'open')`);
    await database.db.execute(sql`
      insert into applications (full_name, email, country_code, phone_number, selected_country,
        selected_city, training_course, second_language, occupation, hear_about, payment_plan)
      values
        ('Cairo Full', 'eg-full@example.com', 'EG', '+201001234567', 'Egypt', 'Cairo', 'round-3', 'Arabic', 'student', 'facebook', 'full-payment'),
        ('Cairo Two', 'eg-two@example.com', 'EG', '+201001234567', 'Egypt', 'Cairo', 'round-3', 'Arabic', 'student', 'facebook', 'two-payments'),
        ('Boston Full', 'us-full@example.com', 'US', '+12125550123', 'United States', 'Boston', 'round-3', 'French', 'student', 'facebook', 'full-payment'),
        ('Boston Two', 'us-two@example.com', 'US', '+12125550123', 'United States', 'Boston', 'round-3', 'French', 'student', 'facebook', 'two-payments')`);
  }, MIGRATING_MS);
  afterAll(async () => {
    await database?.close();
    if (before) rmSync(before, { recursive: true, force: true });
  });

  it(
    "without stored Settings, the applications owe the spec's plan prices",
    async () => {
      const other = await open();
      try {
        await other.migrate(before);
        await other.db.execute(
          sql`insert into rounds (id, name, status) values ('round-3', 'Round 3', 'open')`,
        );
        await other.db.execute(sql`
        insert into applications (full_name, email, country_code, phone_number, selected_country,
          selected_city, training_course, second_language, occupation, hear_about, payment_plan)
        values
          ('A', 'a@example.com', 'EG', '+201001234567', 'Egypt', 'Cairo', 'round-3', 'Arabic', 'student', 'facebook', 'two-payments'),
          ('B', 'b@example.com', 'US', '+12125550123', 'Canada', 'Toronto', 'round-3', 'French', 'student', 'facebook', 'full-payment')`);
        await other.migrate(findMigrationsFolder());
        const rows = await other.db
          .select({
            email: applications.email,
            amountDue: applications.amountDue,
            currency: applications.currency,
          })
          .from(applications)
          .orderBy(asc(applications.email));
        expect(rows).toEqual([
          { email: "a@example.com", amountDue: 9500, currency: "EGP" },
          { email: "b@example.com", amountDue: 450, currency: "USD" },
        ]);
      } finally {
        await other.close();
      }
    },
    MIGRATING_MS,
  );

  it("records on each application what step 5 charged, and keeps one amount per price", async () => {
    await database.db.insert(settings).values({ key: "site", value: STORED_BEFORE });
    await database.migrate(findMigrationsFolder());

    const rows = await database.db
      .select({
        email: applications.email,
        amountDue: applications.amountDue,
        currency: applications.currency,
      })
      .from(applications)
      .orderBy(asc(applications.email));
    expect(rows).toEqual([
      { email: "eg-full@example.com", amountDue: 8500, currency: "EGP" },
      { email: "eg-two@example.com", amountDue: 9600, currency: "EGP" },
      { email: "us-full@example.com", amountDue: 440, currency: "USD" },
      { email: "us-two@example.com", amountDue: 520, currency: "USD" },
    ]);

    const [site] = await database.db.select().from(settings).where(eq(settings.key, "site"));
    expect(site?.value).toEqual({
      prices: {
        EGP: { listPrice: 9500, discountedPrice: 8000, installmentPrice: 4800 },
        USD: { listPrice: 500, discountedPrice: 450, installmentPrice: 260 },
      },
      supportEmail: "help@kairos.example",
    });

    // From now on an application cannot be stored without what it owes, nor in another currency.
    const row = {
      fullName: "Late",
      email: "late@example.com",
      countryCode: "EG",
      phoneNumber: "+201001234567",
      selectedCountry: "Egypt",
      selectedCity: "Cairo",
      roundId: "round-3",
      secondLanguage: "Arabic",
      occupation: "student",
      hearAbout: "facebook",
      paymentPlan: "full-payment",
    } as const;
    await expect(
      database.db.insert(applications).values({ ...row, amountDue: 0, currency: "EGP" }),
    ).rejects.toThrow();
    await expect(
      database.db.execute(sql`
        insert into applications (full_name, email, country_code, phone_number, selected_country,
          selected_city, training_course, second_language, occupation, hear_about, payment_plan,
          amount_due, currency)
        values ('Late', 'late@example.com', 'EG', '+201001234567', 'Egypt', 'Cairo', 'round-3',
          'Arabic', 'student', 'facebook', 'full-payment', 8000, 'EUR')`),
    ).rejects.toThrow();
  });
});
