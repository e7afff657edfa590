import { describe, expect, it } from "vitest";
import { countries, countryByCode } from "../src/content/countries";
import { countryMatches } from "../src/features/forms/dial-code-select";

// The Country Code picker's search: by name, ISO code or dial code.

const found = (query: string) =>
  countries.filter((c) => countryMatches(c, query)).map((c) => c.code);

describe("the country code search", () => {
  it("finds by a part of the name, in any case", () => {
    expect(found("egy")).toEqual(["EG"]);
    expect(found("UNITED KINGDOM")).toEqual(["GB"]);
  });

  it("finds by the ISO code and by the dial code, with or without its plus", () => {
    expect(found("de")).toContain("DE");
    expect(found("+20")).toContain("EG");
    expect(found("20")).toContain("EG");
    expect(found("+44")).toContain("GB");
    expect(found("+1")).toEqual(expect.arrayContaining(["US", "CA"]));
  });

  it("keeps every country for an empty search, none for nonsense", () => {
    expect(found("  ")).toHaveLength(countries.length);
    expect(found("zzzz")).toEqual([]);
    expect(countryByCode("EG")?.dialCode).toBe("+20");
  });
});
