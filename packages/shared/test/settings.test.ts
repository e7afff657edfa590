import { describe, expect, it } from "vitest";
import {
  DEFAULT_PRICE_TABLE,
  DEFAULT_PUBLIC_CONFIG,
  defaultSiteSettings,
  formatCohortDate,
  formatCohortRange,
  nextCohortOf,
  ordinal,
  type PriceTable,
  planTotal,
  priceFor,
  priceIn,
  ROUND_SEED,
  roundCreateSchema,
  roundUpdateSchema,
  siteSettingsSchema,
} from "../src";

describe("cohort dates in the site's copy style", () => {
  it("writes ordinals", () => {
    expect([1, 2, 3, 4, 7, 11, 12, 13, 21, 22, 23, 30, 31].map(ordinal)).toEqual([
      "1st",
      "2nd",
      "3rd",
      "4th",
      "7th",
      "11th",
      "12th",
      "13th",
      "21st",
      "22nd",
      "23rd",
      "30th",
      "31st",
    ]);
  });

  it("formats the spec's next cohort exactly like the copy", () => {
    expect(formatCohortDate("2026-02-07")).toBe("February 7th, 2026");
    expect(formatCohortRange("2026-02-07", "2026-03-31")).toBe("February 7th to March 31st, 2026");
  });

  it("repeats the year only across a new year, and leaves junk as it is", () => {
    expect(formatCohortRange("2026-12-05", "2027-01-30")).toBe(
      "December 5th, 2026 to January 30th, 2027",
    );
    expect(formatCohortDate("soon")).toBe("soon");
  });

  it("announces the first open round ahead by start date", () => {
    // On a day before the spec's round-3 starts (nextCohortOf takes Egypt's today).
    expect(nextCohortOf(ROUND_SEED, "2026-01-15")).toEqual({
      roundId: "round-3",
      name: "Round 3",
      startDate: "2026-02-07",
      endDate: "2026-03-31",
      schedule: "Saturdays 4:00-6:30 PM EST and Tuesdays 5:00-7:30 PM EST",
    });
    const later = {
      id: "round-4",
      name: "Round 4",
      startDate: "2026-05-02",
      endDate: "2026-06-30",
      schedule: null,
      status: "open" as const,
    };
    const earlier = { ...later, id: "round-5", name: "Round 5", startDate: "2026-01-10" };
    expect(nextCohortOf([...ROUND_SEED, later, earlier], "2026-01-01")?.roundId).toBe("round-5");
    // Once round 5 has started, the next one ahead (GAP-26).
    expect(nextCohortOf([...ROUND_SEED, later, earlier], "2026-03-01")?.roundId).toBe("round-4");
    expect(
      nextCohortOf(
        ROUND_SEED.filter((r) => r.status !== "open"),
        "2026-01-01",
      ),
    ).toBeNull();
    // The build's defaults announce nothing: the server computes the cohort from its database.
    expect(DEFAULT_PUBLIC_CONFIG.nextCohort).toBeNull();
  });
});

describe("prices from a table set in Settings", () => {
  const table: PriceTable = {
    EGP: { listPrice: 10000, discountedPrice: 9000, installmentPrice: 5000 },
    USD: { listPrice: 600, discountedPrice: 520, installmentPrice: 280 },
  };

  it("uses the table's amounts and computes the saving", () => {
    expect(priceFor({ residenceCountry: "Egypt" }, table)).toEqual({
      listPrice: 10000,
      discountedPrice: 9000,
      installmentPrice: 5000,
      saving: 1000,
      currencyCode: "EGP",
      currencySymbol: "LE ",
    });
    expect(priceFor({ detectedCountryCode: "US" }, table)).toMatchObject({
      listPrice: 600,
      discountedPrice: 520,
      saving: 80,
      currencySymbol: "$",
    });
  });

  it("makes the early bird price the full payment and two installments the other plan", () => {
    expect(planTotal("full-payment", priceIn("USD", table))).toBe(520);
    expect(planTotal("two-payments", priceIn("EGP", table))).toBe(10000);
    // The default table is the spec's (APP-26, INC-08).
    expect(planTotal("full-payment", priceIn("EGP"))).toBe(8500);
    expect(planTotal("two-payments", priceIn("EGP"))).toBe(9500);
    expect(planTotal("two-payments", priceIn("USD"))).toBe(500);
    expect(DEFAULT_PRICE_TABLE.EGP).toEqual({
      listPrice: 9500,
      discountedPrice: 8500,
      installmentPrice: 4750,
    });
  });
});

describe("settings and round schemas", () => {
  const valid = defaultSiteSettings(DEFAULT_PUBLIC_CONFIG);
  const errorsOf = (result: {
    success: boolean;
    error?: { issues: { path: PropertyKey[]; message: string }[] };
  }) => Object.fromEntries(result.error?.issues.map((i) => [i.path.join("."), i.message]) ?? []);

  it("accepts the defaults and turns blank payment fields into none", () => {
    const parsed = siteSettingsSchema.parse({
      ...valid,
      instantPaymentDetails: "  ",
      internationalPaymentUrl: "",
      supportEmail: " Help@Kairos.Example ",
    });
    expect(parsed.instantPaymentDetails).toBeUndefined();
    expect(parsed.internationalPaymentUrl).toBeUndefined();
    expect(parsed.supportEmail).toBe("help@kairos.example");
  });

  it("names each wrong field", () => {
    const result = siteSettingsSchema.safeParse({
      ...valid,
      prices: {
        ...valid.prices,
        EGP: { listPrice: 8000, discountedPrice: 8500, installmentPrice: 4750 },
        USD: { listPrice: 500, discountedPrice: 450, installmentPrice: 2.5 },
      },
      internationalPaymentUrl: "http://pay.example",
      supportEmail: "nope",
      supportPhone: "call us",
    });
    expect(errorsOf(result)).toEqual({
      "prices.EGP.discountedPrice": "The EGP early bird price cannot be more than the list price",
      "prices.USD.installmentPrice": "The USD installment must be a whole number",
      internationalPaymentUrl: "The payment link must be an https:// address",
      supportEmail: "Please enter a valid support email address",
      supportPhone: "The support phone may contain only digits, spaces, +, -, ( and )",
    });
  });

  it("keeps a round's dates in order and an open round dated", () => {
    const round = {
      name: "Round 3",
      startDate: "2026-03-07",
      endDate: "2026-03-01",
      schedule: "",
      status: "open",
    };
    expect(errorsOf(roundUpdateSchema.safeParse(round))).toEqual({
      endDate: "End date cannot be before the start date",
    });
    expect(errorsOf(roundUpdateSchema.safeParse({ ...round, startDate: null }))).toEqual({
      startDate: "An open round needs a start and an end date",
    });
    expect(roundUpdateSchema.parse({ ...round, endDate: "2026-04-30" }).schedule).toBeNull();
    expect(errorsOf(roundUpdateSchema.safeParse({ ...round, startDate: "2026-02-30" }))).toEqual({
      startDate: "Start date must be a real date",
    });
    expect(errorsOf(roundUpdateSchema.safeParse({ ...round, endDate: "2026-13-45" }))).toEqual({
      endDate: "End date must be a real date",
    });
    expect(
      errorsOf(
        roundCreateSchema.safeParse({ ...round, id: "next", endDate: null, status: "closed" }),
      ),
    ).toEqual({
      id: "Id must look like round-4",
    });
  });
});
