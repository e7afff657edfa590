import { type ApiDeps, getPublicConfig, mintPriceQuote } from "@kairos/api";
import { applications } from "@kairos/db";
import { testDatabases } from "@kairos/db/testing";
import { addCalendarDays, egyptToday } from "@kairos/shared";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { App } from "../src/app";
import { jsonRequest, testApp, testDeps } from "./helpers";
import { staffSession } from "./staff-session";
import { addSlots, applicationForm, uniqueEmail, withSeededDatabase } from "./submission-forms";

// The early-bird deadline (GAP-25, decision 0030): the price in force before and after a round's
// deadline, as the page's configuration states it and as a new application is charged; the
// signed quote that keeps the price an applicant saw when the deadline passes before they submit,
// and a forged or expired quote, which is not trusted.

const ADMIN = {
  email: "early-admin@example.com",
  password: "admin-password",
  role: "admin" as const,
};

describe.each(testDatabases())("the early-bird deadline on $name", ({ open }) => {
  const suite = withSeededDatabase(open);
  let deps: ApiDeps;
  let app: App;
  let admin: Record<string, string>;
  let slotId = 0;
  const today = egyptToday();
  beforeAll(async () => {
    deps = testDeps(suite.database, { submissionLimit: 1000 });
    app = testApp(suite.database, {}, deps);
    admin = await staffSession(suite.database, app, ADMIN);
    slotId = (await addSlots(suite.database, "round-3", [5], 1000))[0]?.id ?? 0;
  });

  /** Sets round-3's deadline and regular prices as an admin does (PATCH /api/rounds/round-3). */
  async function setRound(fields: Record<string, unknown>) {
    const got = await app.request("/api/rounds/round-3", { headers: admin });
    const { round } = ((await got.json()) as { data: { round: Record<string, unknown> } }).data;
    const saved = await app.request(
      "/api/rounds/round-3",
      jsonRequest("PATCH", { ...round, ...fields }, admin),
    );
    expect(saved.status).toBe(200);
    return ((await saved.json()) as { data: { round: Record<string, unknown> } }).data.round;
  }
  async function apply(fields: Record<string, string>) {
    const email = uniqueEmail("early");
    const res = await app.request("/api/trainings/apply", {
      method: "POST",
      body: applicationForm({
        email,
        assessmentSlot: String(slotId),
        paymentPlan: "full-payment",
        ...fields,
      }),
    });
    const body = (await res.json()) as { code?: string; message?: string };
    const [row] = await suite.database.db
      .select({ amountDue: applications.amountDue, currency: applications.currency })
      .from(applications)
      .where(eq(applications.email, email));
    return { status: res.status, body, row };
  }

  it("charges the early-bird price until the deadline (inclusive), then the round's regular price", async () => {
    const saved = await setRound({
      earlyBirdEndsOn: today,
      regularPriceEgp: 9000,
      regularPriceUsd: null,
    });
    expect(saved).toMatchObject({
      earlyBirdEndsOn: today,
      regularPriceEgp: 9000,
      regularPriceUsd: null,
    });
    const during = await getPublicConfig(deps);
    expect(during.earlyBird).toEqual({ endsOn: today, over: false });
    expect(during.prices.EGP.discountedPrice).toBe(8500);
    expect(during.priceQuote).toMatch(/^round-3\.\d{4}-\d{2}-\d{2}\./);
    expect(await apply({ amountDue: "8500" })).toMatchObject({
      status: 201,
      row: { amountDue: 8500 },
    });

    await setRound({ earlyBirdEndsOn: addCalendarDays(today, -1) });
    const after = await getPublicConfig(deps);
    expect(after.earlyBird).toEqual({ endsOn: addCalendarDays(today, -1), over: true });
    // The round's regular price in pounds; in dollars none is set: the list price.
    expect(after.prices.EGP.discountedPrice).toBe(9000);
    expect(after.prices.USD.discountedPrice).toBe(500);
    expect(await apply({ amountDue: "9000" })).toMatchObject({
      status: 201,
      row: { amountDue: 9000 },
    });
    // Without a total (an external caller): the price in force.
    expect(await apply({})).toMatchObject({
      status: 201,
      row: { amountDue: 9000, currency: "EGP" },
    });
    // The early-bird total without a quote: refused with the price now, nothing stored.
    const stale = await apply({ amountDue: "8500" });
    expect(stale).toMatchObject({ status: 409, body: { code: "PRICE_CHANGED" }, row: undefined });
    expect(stale.body.message).toContain("LE 9,000");
  });

  it("keeps the price of a quote taken before the deadline for an application submitted after it", async () => {
    // The deadline was yesterday: the page's configuration then carried yesterday's quote (the
    // one the server mints for a day, as the first test's configuration shows for today).
    const yesterday = addCalendarDays(today, -1);
    await setRound({ earlyBirdEndsOn: yesterday, regularPriceEgp: null, regularPriceUsd: null });
    expect((await getPublicConfig(deps)).priceQuote).toBe(
      await mintPriceQuote(suite.database.db, "round-3", today),
    );
    const quote = await mintPriceQuote(suite.database.db, "round-3", yesterday);
    // Today the price in force is the list price...
    expect((await getPublicConfig(deps)).prices.EGP.discountedPrice).toBe(9500);
    // ...but the applicant who saw the early-bird price yesterday is charged it.
    expect(await apply({ amountDue: "8500", priceQuote: quote })).toMatchObject({
      status: 201,
      row: { amountDue: 8500, currency: "EGP" },
    });
    // The quote vouches for the early-bird total, not for any total.
    const other = await apply({ amountDue: "8000", priceQuote: quote });
    expect(other).toMatchObject({ status: 409, body: { code: "PRICE_CHANGED" } });
  });

  it("does not trust a forged, another round's or an expired quote", async () => {
    await setRound({ earlyBirdEndsOn: addCalendarDays(today, -3), regularPriceEgp: null });
    const db = suite.database.db;
    const genuine = await mintPriceQuote(db, "round-3", today);
    const [round, day] = genuine.split(".");
    const forged = `${round}.${addCalendarDays(today, -4)}.${genuine.split(".")[2]}`;
    const otherRound = await mintPriceQuote(db, "round-spare", addCalendarDays(today, -4));
    const expired = await mintPriceQuote(db, "round-3", addCalendarDays(today, -4));
    expect(day).toBe(today);
    for (const priceQuote of [forged, otherRound, expired, "round-3.2020-01-01.not-a-signature"]) {
      const refused = await apply({ amountDue: "8500", priceQuote });
      expect(refused).toMatchObject({
        status: 409,
        body: { code: "PRICE_CHANGED" },
        row: undefined,
      });
    }
    // A quote of yesterday still holds (it works on its day and the next).
    const yesterday = await mintPriceQuote(db, "round-3", addCalendarDays(today, -1));
    expect(await apply({ amountDue: "9500", priceQuote: yesterday })).toMatchObject({
      status: 201,
    });
  });
});
