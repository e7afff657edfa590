import { describe, expect, it } from "vitest";
import {
  normalizeSearchText,
  SEARCH_DEBOUNCE_MS,
  SEARCH_RESULT_CAP,
  searchCities,
  searchCountries,
} from "../src";

describe("search constants (docs/requirements.md, public-site §9)", () => {
  it("caps results at 100 and debounces by 150 ms", () => {
    expect(SEARCH_RESULT_CAP).toBe(100);
    expect(SEARCH_DEBOUNCE_MS).toBe(150);
  });
});

describe("searchCities ranking (PRICE-17)", () => {
  const cities = [
    "New Cairo",
    "Cairo Montenotte",
    "Sharm el-Sheikh",
    "Heliopolis",
    "Cairo",
    "Al Qahirah al Jadidah",
    "Kafr ash-Shaykh",
  ];

  it("puts the exact match first, then prefixes, then substrings", () => {
    expect(searchCities(cities, "cairo")).toEqual({
      results: ["Cairo", "Cairo Montenotte", "New Cairo"],
      truncated: false,
    });
  });

  it("keeps the given order within one rank", () => {
    const list = ["Alexandria", "Aswan", "Asyut", "Alamein"];
    expect(searchCities(list, "a").results).toEqual(list);
    expect(searchCities(list, "as").results).toEqual(["Aswan", "Asyut"]);
  });

  it("ranks a substring match before a match that ignores punctuation and spaces", () => {
    const list = ["Sharm el-Sheikh", "Sharmelsheikh Bay", "Port Said"];
    expect(searchCities(list, "sharmel").results).toEqual(["Sharmelsheikh Bay", "Sharm el-Sheikh"]);
  });

  it("matches ignoring non-alphanumeric characters as the last resort", () => {
    expect(searchCities(cities, "sharm el sheikh").results).toEqual(["Sharm el-Sheikh"]);
    expect(searchCities(cities, "kafrash").results).toEqual(["Kafr ash-Shaykh"]);
    expect(searchCities(["Port-au-Prince", "Les Cayes"], "port au").results).toEqual([
      "Port-au-Prince",
    ]);
  });

  it("ignores case, surrounding spaces and accents", () => {
    expect(searchCities(["São Paulo", "Santos"], "  SAO paulo ").results).toEqual(["São Paulo"]);
    expect(searchCities(["Sao Paulo"], "São").results).toEqual(["Sao Paulo"]);
    expect(normalizeSearchText("Zürich")).toBe("zurich");
  });

  it("returns nothing when nothing matches", () => {
    expect(searchCities(cities, "xyz")).toEqual({ results: [], truncated: false });
    expect(searchCities([], "cairo")).toEqual({ results: [], truncated: false });
  });

  it("does not match everything on a query of punctuation only", () => {
    expect(searchCities(cities, "-").results).toEqual(["Sharm el-Sheikh", "Kafr ash-Shaykh"]);
    expect(searchCities(cities, "!?").results).toEqual([]);
  });
});

describe("searchCities cap (PRICE-14, PRICE-15)", () => {
  const many = Array.from({ length: 250 }, (_, i) => `City ${String(i).padStart(3, "0")}`);

  it("shows the first 100 in the given order for an empty query", () => {
    const { results, truncated } = searchCities(many, "");
    expect(results).toHaveLength(100);
    expect(results[0]).toBe("City 000");
    expect(results[99]).toBe("City 099");
    expect(truncated).toBe(true);
    expect(searchCities(many, "   ").results).toHaveLength(100);
  });

  it("is not truncated when the list fits", () => {
    expect(searchCities(many.slice(0, 100), "")).toEqual({
      results: many.slice(0, 100),
      truncated: false,
    });
  });

  it("caps the matches of a query and says so", () => {
    // "1" occurs in 133 of the 250 names.
    const { results, truncated } = searchCities(many, "1");
    expect(results).toHaveLength(100);
    expect(truncated).toBe(true);
    expect(searchCities(many, "1", 200).results).toHaveLength(133);
    expect(searchCities(many, "1", 200).truncated).toBe(false);
    expect(searchCities(many, "city 1")).toMatchObject({ truncated: false });
    expect(searchCities(many, "city 24")).toEqual({
      results: many.slice(240),
      truncated: false,
    });
  });

  it("ranks before cutting: the exact match survives the cap", () => {
    const list = [...many.map((c) => `${c} Cairo`), "Cairo"];
    const { results, truncated } = searchCities(list, "cairo");
    expect(results[0]).toBe("Cairo");
    expect(results).toHaveLength(100);
    expect(truncated).toBe(true);
  });
});

describe("searchCountries", () => {
  const countries = [
    { name: "Egypt", code: "EG" },
    { name: "Equatorial Guinea", code: "GQ" },
    { name: "Guinea", code: "GN" },
    { name: "Guinea-Bissau", code: "GW" },
    { name: "Papua New Guinea", code: "PG" },
  ];

  it("ranks by name like the city search and returns the entries", () => {
    expect(searchCountries(countries, "guinea").results.map((c) => c.code)).toEqual([
      "GN",
      "GW",
      "GQ",
      "PG",
    ]);
    expect(searchCountries(countries, "guineabissau").results.map((c) => c.code)).toEqual(["GW"]);
    expect(searchCountries(countries, "eg").results).toEqual([countries[0]]);
    expect(searchCountries(countries, "zzz").results).toEqual([]);
  });

  it("returns all entries in order for an empty query, capped", () => {
    expect(searchCountries(countries, "")).toEqual({ results: countries, truncated: false });
    expect(searchCountries(countries, "", 2)).toEqual({
      results: countries.slice(0, 2),
      truncated: true,
    });
  });
});
