import { describe, expect, it } from "vitest";
import {
  amountDueText,
  amountWithCurrency,
  currencyOfCountry,
  DEFAULT_PRICE_TABLE,
  EGP_PRICE,
  earlyBirdOver,
  formatPrice,
  laterPayments,
  parseResidence,
  paymentTerms,
  planTermsText,
  planTotal,
  priceFor,
  priceIn,
  pricesOn,
  secondPaymentDue,
  USD_PRICE,
} from "../src";

describe("priceFor (PRICE-20, PRICE-21, INC-07)", () => {
  it("uses Egyptian pounds for a stored residence in Egypt", () => {
    expect(priceFor({ residenceCountry: "Egypt", detectedCountryCode: "US" })).toEqual({
      listPrice: 9500,
      discountedPrice: 8500,
      installmentPrice: 4750,
      saving: 1000,
      currencyCode: "EGP",
      currencySymbol: "LE ",
    });
  });

  it("lets a stored residence abroad win over a detected EG address", () => {
    expect(priceFor({ residenceCountry: "Germany", detectedCountryCode: "EG" })).toBe(USD_PRICE);
  });

  it("falls back to the detected country when nothing is stored", () => {
    expect(priceFor({ detectedCountryCode: "EG" })).toBe(EGP_PRICE);
    expect(priceFor({ detectedCountryCode: "US" })).toBe(USD_PRICE);
    expect(priceFor({ detectedCountryCode: "XX" })).toBe(USD_PRICE);
    expect(priceFor({})).toEqual({
      listPrice: 500,
      discountedPrice: 450,
      installmentPrice: 250,
      saving: 50,
      currencyCode: "USD",
      currencySymbol: "$",
    });
  });

  it("formats the symbol before the amount, grouped by thousands", () => {
    expect(formatPrice(9500, EGP_PRICE)).toBe("LE 9,500");
    expect(formatPrice(EGP_PRICE.discountedPrice, EGP_PRICE)).toBe("LE 8,500");
    expect(formatPrice(EGP_PRICE.saving, EGP_PRICE)).toBe("LE 1,000");
    expect(formatPrice(450, USD_PRICE)).toBe("$450");
    expect(formatPrice(1_000_000, USD_PRICE)).toBe("$1,000,000");
  });
});

describe("parseResidence", () => {
  it("reads a stored residence and ignores anything malformed", () => {
    expect(
      parseResidence('{"country":"Egypt","city":"Cairo","timestamp":"2026-11-21T00:00:00.000Z"}'),
    ).toEqual({ country: "Egypt", city: "Cairo", timestamp: "2026-11-21T00:00:00.000Z" });
    expect(parseResidence(null)).toBeNull();
    expect(parseResidence("not json")).toBeNull();
    expect(parseResidence('{"city":"Cairo"}')).toBeNull();
  });
});

describe("payment plans (APP-26, INC-08)", () => {
  it("charges the early bird price in full, or two installments that add up to more", () => {
    expect(planTotal("full-payment", EGP_PRICE)).toBe(8500);
    expect(planTotal("two-payments", EGP_PRICE)).toBe(9500);
    expect(planTotal("full-payment", USD_PRICE)).toBe(450);
    expect(planTotal("two-payments", USD_PRICE)).toBe(500);
  });

  it("takes the currency from the country the applicant lives in", () => {
    expect(currencyOfCountry("Egypt")).toBe("EGP");
    expect(currencyOfCountry("United States")).toBe("USD");
    expect(currencyOfCountry("Saudi Arabia")).toBe("USD");
  });

  it("dues the second payment on the last day of the course's 3rd week", () => {
    // Saturday 7 February 2026: its 3rd week ends on Friday 27 February.
    expect(secondPaymentDue("2026-02-07")).toBe("2026-02-27");
    expect(secondPaymentDue("2026-12-20")).toBe("2027-01-09");
    expect(secondPaymentDue("2028-02-10")).toBe("2028-03-01");
    expect(secondPaymentDue("2027-02-10")).toBe("2027-03-02");
    expect(secondPaymentDue(null)).toBeNull();
  });

  it("splits a total into payments that always add up to it", () => {
    expect(
      paymentTerms({
        plan: "two-payments",
        currency: "EGP",
        total: 9500,
        roundStart: "2026-02-07",
      }),
    ).toEqual({
      plan: "two-payments",
      currency: "EGP",
      total: 9500,
      payments: [
        { amount: 4750, withApplication: true, dueDate: null },
        { amount: 4750, withApplication: false, dueDate: "2026-02-27" },
      ],
    });
    const odd = paymentTerms({
      plan: "two-payments",
      currency: "USD",
      total: 501,
      roundStart: null,
    });
    expect(odd.payments.map((p) => p.amount)).toEqual([251, 250]);
    const full = paymentTerms({
      plan: "full-payment",
      currency: "USD",
      total: 450,
      roundStart: "2026-02-07",
    });
    expect(full.payments).toEqual([{ amount: 450, withApplication: true, dueDate: null }]);
    expect(laterPayments(full)).toEqual([]);
  });

  it("words each plan with its total, amounts and dates", () => {
    const two = paymentTerms({
      plan: "two-payments",
      currency: "EGP",
      total: 9500,
      roundStart: "2026-02-07",
    });
    expect(planTermsText(two)).toBe(
      "Two Payments: LE 9,500 in total, LE 4,750 with the application and LE 4,750 by Friday, 27 February 2026",
    );
    expect(amountDueText(two)).toBe("LE 9,500 (LE 4,750 + LE 4,750)");
    expect(amountWithCurrency(two)).toBe("LE 9,500 (EGP)");
    const undated = paymentTerms({
      plan: "two-payments",
      currency: "USD",
      total: 500,
      roundStart: null,
    });
    expect(planTermsText(undated)).toBe(
      "Two Payments: $500 in total, $250 with the application and $250 by the end of the 3rd week after the course starts",
    );
    const full = paymentTerms({
      plan: "full-payment",
      currency: "USD",
      total: 450,
      roundStart: null,
    });
    expect(planTermsText(full)).toBe("Full Payment: $450 with the application");
    expect(amountDueText(full)).toBe("$450");
    expect(amountWithCurrency(full)).toBe("$450 (USD)");
  });
});

describe("pricesOn (GAP-25, decision 0030)", () => {
  const round = { earlyBirdEndsOn: "2027-01-15", regularPriceEgp: 9000, regularPriceUsd: null };

  it("keeps the early-bird price until the deadline, inclusive", () => {
    expect(pricesOn(DEFAULT_PRICE_TABLE, round, "2027-01-15")).toBe(DEFAULT_PRICE_TABLE);
    expect(earlyBirdOver(round, "2027-01-15")).toBe(false);
  });

  it("charges the round's regular price after it, or the list price when it sets none", () => {
    const after = pricesOn(DEFAULT_PRICE_TABLE, round, "2027-01-16");
    expect(earlyBirdOver(round, "2027-01-16")).toBe(true);
    expect(after.EGP).toEqual({ listPrice: 9500, discountedPrice: 9000, installmentPrice: 4750 });
    expect(after.USD).toEqual({ listPrice: 500, discountedPrice: 500, installmentPrice: 250 });
    expect(planTotal("full-payment", priceIn("USD", after))).toBe(500);
  });

  it("leaves a round without a deadline at the table's prices", () => {
    expect(pricesOn(DEFAULT_PRICE_TABLE, { earlyBirdEndsOn: null }, "2099-01-01")).toBe(
      DEFAULT_PRICE_TABLE,
    );
    expect(pricesOn(DEFAULT_PRICE_TABLE, null, "2099-01-01")).toBe(DEFAULT_PRICE_TABLE);
  });
});
