// Search in the residence dialog's pickers (docs/requirements.md, public-site §5, requirements PRICE-14..17):
// at most 100 results; ranked exact match, then prefix, then substring, then a match that
// ignores non-alphanumeric characters; case and accents never matter.

export const SEARCH_RESULT_CAP = 100;
export const SEARCH_DEBOUNCE_MS = 150;

export interface SearchResult<T> {
  /** The best matches, at most `limit`, best first; equal ranks keep the given order. */
  results: T[];
  /** True when more than `limit` entries matched (the empty query matches everything). */
  truncated: boolean;
}

/** Lower case without accents: "São Paulo" → "sao paulo". */
export function normalizeSearchText(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

/** Only letters and digits of any script are kept: "sharm el-sheikh" → "sharmelsheikh". */
const lettersAndDigits = (normalized: string) => normalized.replace(/[^\p{L}\p{N}]/gu, "");

function rankByText<T>(
  items: readonly T[],
  textOf: (item: T) => string,
  query: string,
  limit: number,
): SearchResult<T> {
  const wanted = normalizeSearchText(query.trim());
  if (!wanted) return { results: items.slice(0, limit), truncated: items.length > limit };
  const wantedCompact = lettersAndDigits(wanted);

  const exact: T[] = [];
  const prefix: T[] = [];
  const substring: T[] = [];
  const loose: T[] = [];
  for (const item of items) {
    const text = normalizeSearchText(textOf(item));
    if (text === wanted) exact.push(item);
    else if (text.startsWith(wanted)) prefix.push(item);
    else if (text.includes(wanted)) substring.push(item);
    else if (wantedCompact && lettersAndDigits(text).includes(wantedCompact)) loose.push(item);
  }
  const matches = [...exact, ...prefix, ...substring, ...loose];
  return { results: matches.slice(0, limit), truncated: matches.length > limit };
}

/** Ranks city names for `query`; an empty query gives the first `limit` in the given order. */
export function searchCities(
  cities: readonly string[],
  query: string,
  limit = SEARCH_RESULT_CAP,
): SearchResult<string> {
  return rankByText(cities, (city) => city, query, limit);
}

/** The same ranking over country entries, by their name. */
export function searchCountries<T extends { name: string }>(
  countries: readonly T[],
  query: string,
  limit = SEARCH_RESULT_CAP,
): SearchResult<T> {
  return rankByText(countries, (country) => country.name, query, limit);
}
