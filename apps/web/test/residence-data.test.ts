import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { searchCities } from "@kairos/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import commonCityNames from "../src/content/common-city-names.json";
import { countries, countryByCode, countryByName } from "../src/content/countries";

describe("country list (PRICE-25)", () => {
  it("has about 250 countries and territories", () => {
    expect(countries.length).toBeGreaterThanOrEqual(240);
    expect(countries.length).toBeLessThanOrEqual(260);
  });

  it("gives every entry a name, a flag, a 2-letter code and a dial code", () => {
    for (const country of countries) {
      expect(country.name.trim()).not.toBe("");
      expect(country.code).toMatch(/^[A-Z]{2}$/);
      expect(country.dialCode).toMatch(/^\+\d{1,4}$/);
      // The flag is the two regional indicator symbols of the code.
      const flag = [...country.code]
        .map((letter) => String.fromCodePoint(0x1f1e6 + letter.charCodeAt(0) - 65))
        .join("");
      expect(country.flag).toBe(flag);
    }
  });

  it("includes Egypt +20 and the United States +1", () => {
    expect(countryByCode("EG")).toEqual({ name: "Egypt", flag: "🇪🇬", code: "EG", dialCode: "+20" });
    expect(countryByCode("US")).toMatchObject({ name: "United States", dialCode: "+1" });
    expect(countryByName("Egypt")?.code).toBe("EG");
    expect(countryByCode("GB")?.dialCode).toBe("+44");
  });

  it("is sorted by name", () => {
    const names = countries.map((c) => c.name);
    const collator = new Intl.Collator("en");
    expect(names).toEqual([...names].sort(collator.compare));
  });

  it("has no duplicate codes or names", () => {
    expect(new Set(countries.map((c) => c.code)).size).toBe(countries.length);
    expect(new Set(countries.map((c) => c.name)).size).toBe(countries.length);
  });
});

describe("generated static data (API-06, API-07, PRICE-24)", () => {
  let dir = "";
  const read = (file: string): unknown => JSON.parse(readFileSync(join(dir, file), "utf8"));

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), "kairos-assets-"));
    const script = join(import.meta.dirname, "..", "scripts", "generate-data.mjs");
    execFileSync(process.execPath, [script, "--out", dir], { stdio: "pipe" });
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("writes lang.json: language names grouped by first letter, English among them", () => {
    const groups = read("lang.json") as Record<string, string[]>;
    for (const [letter, names] of Object.entries(groups)) {
      expect(letter).toMatch(/^[A-Z]$/);
      for (const name of names) expect(name.startsWith(letter)).toBe(true);
    }
    const all = Object.values(groups).flat();
    expect(all).toContain("English");
    expect(all).toContain("Arabic");
    expect(new Set(all).size).toBe(all.length);
    expect(all.length).toBeGreaterThan(150);
  });

  it("writes cr.json keyed by the country list's names", () => {
    const map = read("cr.json") as Record<string, string[]>;
    expect(Object.keys(map)).toEqual(countries.map((c) => c.name));
    for (const cities of Object.values(map)) {
      expect(cities.length).toBeGreaterThan(0);
      expect(new Set(cities).size).toBe(cities.length);
    }
    expect(map.Egypt).toContain("Cairo");
  });

  it("lists each country's cities without transliteration marks, in alphabetical order", () => {
    const map = read("cr.json") as Record<string, string[]>;
    // The order of the city dialog: English collation, leading punctuation ignored ("‘Izbat").
    const collator = new Intl.Collator("en");
    const key = (name: string) => name.replace(/^[^\p{L}\p{N}]+/u, "");
    for (const [country, cities] of Object.entries(map)) {
      // A Latin letter with a mark is a transliteration ("Ḩalwān"); a Cyrillic й is a letter.
      const marked = cities.filter((city) => /\p{Script=Latin}\p{M}/u.test(city.normalize("NFD")));
      expect(marked, country).toEqual([]);
      expect(
        cities.filter((city) => city !== city.trim()),
        country,
      ).toEqual([]);
      const outOfOrder = cities.filter(
        (city, i) => i > 0 && collator.compare(key(cities[i - 1] ?? ""), key(city)) > 0,
      );
      expect(outOfOrder, country).toEqual([]);
    }
  });

  it("offers Egypt's GeoNames places and the common English names applicants type", () => {
    const egypt = read("cities/EG.json") as string[];
    expect(egypt.length).toBeGreaterThanOrEqual(250);
    for (const name of commonCityNames.EG) expect(egypt).toContain(name);
    // GeoNames' own spellings stay searchable beside the common names.
    expect(egypt).toEqual(expect.arrayContaining(["Giza", "Halwan", "Shubra al Khaymah"]));
    // What applicants type finds the place, first.
    expect(searchCities(egypt, "6th of October").results[0]).toBe("6th of October City");
    expect(searchCities(egypt, "sharm el-sheikh").results).toEqual(["Sharm El Sheikh"]);
  });

  it("writes one small city file per country, the same list as cr.json", () => {
    const map = read("cr.json") as Record<string, string[]>;
    expect(readdirSync(join(dir, "cities")).sort()).toEqual(
      countries.map((c) => `${c.code}.json`).sort(),
    );
    expect(read("cities/EG.json")).toEqual(map.Egypt);
    expect(read("cities/US.json")).toEqual(map["United States"]);
    // A territory without city data offers itself, so that a choice is always possible.
    expect(read("cities/AC.json")).toEqual(["Ascension Island"]);
  });
});
