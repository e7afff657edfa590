// Readers for URL search values: every route with search values validates them in
// `validateSearch` with a plain function built of these readers. TanStack Router takes a zod
// schema there too, but route options are part of the first page's bundle (the route tree), so
// a schema would put the validator (about 25 kB gzip) in front of every visitor. A value that
// does not fit gives undefined: a hand-edited URL falls back to the unfiltered list.

/** Trimmed text of 1..max characters (the router reads `?q=123` as the number 123, router.tsx). */
export function searchText(value: unknown, max: number): string | undefined {
  const raw = typeof value === "number" ? String(value) : value;
  if (typeof raw !== "string") return undefined;
  const text = raw.trim();
  return text.length >= 1 && text.length <= max ? text : undefined;
}

/** An integer from `min` to `max`, given as a number or a numeric string. */
export function searchInt(value: unknown, min: number, max: number): number | undefined {
  const n = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  return typeof n === "number" && Number.isInteger(n) && n >= min && n <= max ? n : undefined;
}

/** A page number: an integer from 1 to 100,000. */
export const searchPage = (value: unknown) => searchInt(value, 1, 100_000);

/** One of `values`, else undefined. */
export function searchEnum<T extends string>(value: unknown, values: readonly T[]): T | undefined {
  return (values as readonly unknown[]).includes(value) ? (value as T) : undefined;
}

/** A calendar date written YYYY-MM-DD. */
export function searchDate(value: unknown): string | undefined {
  return typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined;
}
