import { describe, expect, it } from "vitest";
import { EGP_PRICE, formatPrice, parseResidence, priceFor, USD_PRICE } from "../src";

describe("priceFor (PRICE-20, PRICE-21, INC-07)", () => {
  it("uses Egyptian pounds for a stored residence in Egypt", () => {
    expect(priceFor({ residenceCountry: "Egypt", detectedCountryCode: "US" })).toEqual({
      listPrice: 9500,
      discountedPrice: 8500,
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
