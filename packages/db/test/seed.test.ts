import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../src/client";
import { applications, assessmentSlots, rounds, settings, users } from "../src/schema";
import { comingWeekdays, demoRoundDates, EXAMPLE_PAYMENT, seed } from "../src/seed";
import { testDatabases } from "../src/testing";

const now = new Date("2026-11-21T10:00:00Z"); // a Saturday

describe.each(testDatabases())("migrations and first-run seed on $name", ({ open }) => {
  let database: Database;
  // The migrations ran before the run (vitest.shared.ts, testing.ts): this only loads them.
  beforeAll(async () => {
    database = await open();
  });
  afterAll(async () => {
    await database?.close();
  });

  it("seeds the three rounds, the first admin and demo slots on an empty database", async () => {
    const report = await seed(database.db, {
      admin: { email: "Admin@Kairos.example", passwordHash: "hash" },
      demoSlots: true,
      now,
    });
    // The spec's round-3 (February 7th to March 31st, 2026) is past on that day: a demo moves
    // it to the first Saturday four weeks ahead, as long as the spec's round (GAP-26).
    expect(report).toEqual({
      roundsCreated: 3,
      adminCreated: true,
      demoRoundMoved: { startDate: "2026-12-19", endDate: "2027-02-09" },
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
      startDate: "2026-12-19",
      endDate: "2027-02-09",
      schedule: "Saturdays 4:00-6:30 PM EST and Tuesdays 5:00-7:30 PM EST",
    });
    // Still "untouched": a later start may move it again.
    expect(seeded[2]?.updatedAt.getTime()).toBe(seeded[2]?.createdAt.getTime());

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
      demoRoundMoved: null,
      slotsCreated: 0,
      examplePaymentCreated: false,
    });
  });

  it("moves the demo round again only once it comes near, and never once staff edited it", async () => {
    // Three weeks later its start (19 December) is two weeks away at most: moved again.
    const later = new Date("2026-12-07T10:00:00Z");
    const moved = await seed(database.db, { demoSlots: true, now: later });
    expect(moved.demoRoundMoved).toEqual({ startDate: "2027-01-09", endDate: "2027-03-02" });
    // Without demo mode, nothing moves.
    const production = await seed(database.db, { demoSlots: false, now: new Date("2027-03-01") });
    expect(production.demoRoundMoved).toBeNull();

    // Staff change the round (any column): it is theirs from then on.
    await database.db.update(rounds).set({ name: "Round 3" }).where(eq(rounds.id, "round-3"));
    const edited = await seed(database.db, { demoSlots: true, now: new Date("2027-03-01") });
    expect(edited.demoRoundMoved).toBeNull();
    const [round] = await database.db.select().from(rounds).where(eq(rounds.id, "round-3"));
    expect(round).toMatchObject({ startDate: "2027-01-09", endDate: "2027-03-02" });
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
      roundId: "round-3",
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
      database.db.insert(applications).values({ ...values, roundId: "round-9" }),
    ).rejects.toThrow();
  });
});

describe("demoRoundDates", () => {
  it("starts on the first Saturday four weeks or more ahead and lasts as the spec's round", () => {
    // A Saturday: four weeks later is a Saturday.
    expect(demoRoundDates("2026-11-21")).toEqual({
      startDate: "2026-12-19",
      endDate: "2027-02-09",
    });
    // A Friday: the Saturday after four weeks.
    expect(demoRoundDates("2026-11-27")).toEqual({
      startDate: "2026-12-26",
      endDate: "2027-02-16",
    });
    const { startDate } = demoRoundDates("2027-06-02");
    expect(new Date(`${startDate}T12:00:00Z`).getUTCDay()).toBe(6);
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
