import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../src/client";
import { applications, assessmentSlots, rounds, settings, users } from "../src/schema";
import { comingWeekdays, EXAMPLE_PAYMENT, seed } from "../src/seed";
import { testDatabases } from "../src/testing";

const now = new Date("2026-11-21T10:00:00Z"); // a Saturday

describe.each(testDatabases())("migrations and first-run seed on $name", ({ open }) => {
  let database: Database;
  beforeAll(async () => {
    database = await open();
  }, 60_000);
  afterAll(async () => {
    await database?.close();
  });

  it("seeds the three rounds, the first admin and demo slots on an empty database", async () => {
    const report = await seed(database.db, {
      admin: { email: "Admin@Kairos.example", passwordHash: "hash" },
      demoSlots: true,
      now,
    });
    expect(report).toEqual({
      roundsCreated: 3,
      adminCreated: true,
      slotsCreated: 50,
      examplePaymentCreated: false,
    });

    const seeded = await database.db.select().from(rounds).orderBy(asc(rounds.id));
    expect(seeded.map((r) => [r.id, r.status])).toEqual([
      ["round-1", "past"],
      ["round-2", "closed"],
      ["round-3", "open"],
    ]);
    expect(seeded[1]).toMatchObject({ startDate: "2025-10-25", endDate: "2025-12-16" });
    expect(seeded[2]).toMatchObject({
      startDate: "2026-02-07",
      endDate: "2026-03-31",
      schedule: "Saturdays 4:00-6:30 PM EST and Tuesdays 5:00-7:30 PM EST",
    });

    const [admin] = await database.db.select().from(users);
    expect(admin).toMatchObject({ email: "admin@kairos.example", role: "admin", active: true });

    const slots = await database.db
      .select()
      .from(assessmentSlots)
      .orderBy(asc(assessmentSlots.startsAt));
    // Monday 23 November 2026, 10:00 in Cairo (UTC+2) is 08:00 UTC.
    expect(slots[0]?.startsAt.toISOString()).toBe("2026-11-23T08:00:00.000Z");
    expect(slots.every((s) => s.capacity === 1 && s.bookedCount === 0)).toBe(true);
  });

  it("is idempotent: a second run creates nothing", async () => {
    const report = await seed(database.db, {
      admin: { email: "other@kairos.example", passwordHash: "hash" },
      demoSlots: true,
      now,
    });
    expect(report).toEqual({
      roundsCreated: 0,
      adminCreated: false,
      slotsCreated: 0,
      examplePaymentCreated: false,
    });
  });

  it("fills example payment instructions only when asked and while no settings are stored", async () => {
    // The runs above were not asked (SEED_DEMO off): nothing stored.
    expect(await database.db.select().from(settings)).toEqual([]);

    const demo = { demoSlots: true, now, examplePayment: ["internationalPaymentUrl"] as const };
    expect((await seed(database.db, demo)).examplePaymentCreated).toBe(true);
    const [stored] = await database.db.select().from(settings);
    expect(stored).toMatchObject({
      key: "site",
      value: { internationalPaymentUrl: EXAMPLE_PAYMENT.internationalPaymentUrl },
      updatedById: null,
    });
    expect(EXAMPLE_PAYMENT.instantPaymentDetails).toMatch(/^EXAMPLE ONLY – replace in Settings/);

    // An admin saves Settings: a later start never writes over them.
    const [admin] = await database.db.select().from(users);
    const saved = { internationalPaymentUrl: "https://pay.example/kairos" };
    await database.db.update(settings).set({ value: saved, updatedById: admin?.id });
    const again = await seed(database.db, {
      ...demo,
      examplePayment: ["instantPaymentDetails", "internationalPaymentUrl"],
    });
    expect(again.examplePaymentCreated).toBe(false);
    expect(await database.db.select().from(settings)).toMatchObject([{ value: saved }]);
  });

  it("refuses overbooking and unknown enum values in the database itself", async () => {
    const [slot] = await database.db.select().from(assessmentSlots).limit(1);
    if (!slot) throw new Error("no slot");
    await expect(
      database.db
        .update(assessmentSlots)
        .set({ bookedCount: 2 })
        .where(eq(assessmentSlots.id, slot.id)),
    ).rejects.toThrow();
    await expect(
      database.db.execute(
        // biome-ignore lint/suspicious/noExplicitAny: a raw statement with an invalid value
        "update rounds set status = 'archived' where id = 'round-1'" as any,
      ),
    ).rejects.toThrow();
  });

  it("keeps one application per e-mail and course", async () => {
    const values = {
      fullName: "Test Person",
      email: "person@example.com",
      countryCode: "US",
      phoneNumber: "+15551234567",
      selectedCountry: "United States",
      selectedCity: "Boston",
      trainingCourse: "round-3",
      secondLanguage: "Arabic",
      occupation: "student",
      hearAbout: "facebook",
      paymentPlan: "full-payment",
      amountDue: 450,
      currency: "USD",
    } as const;
    await database.db.insert(applications).values(values);
    await expect(database.db.insert(applications).values(values)).rejects.toThrow();
    await expect(
      database.db.insert(applications).values({ ...values, email: "UPPER@example.com" }),
    ).rejects.toThrow();
    await expect(
      database.db.insert(applications).values({ ...values, trainingCourse: "round-9" }),
    ).rejects.toThrow();
  });
});

describe("comingWeekdays", () => {
  it("lists the next weekdays on the Egypt calendar, skipping Saturday and Sunday", () => {
    expect(comingWeekdays(new Date("2026-11-20T23:30:00Z"), 3)).toEqual([
      "2026-11-23",
      "2026-11-24",
      "2026-11-25",
    ]);
  });
});
