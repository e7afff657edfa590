import { Readable } from "node:stream";
import { stringify } from "csv-stringify";

// The CSV exports' common parts: the applications' and the access log's.

/** A cell a spreadsheet would run as a formula is prefixed with an apostrophe (OWASP). */
export function safeCell(value: unknown): string {
  const text = value === null || value === undefined ? "" : String(value);
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/**
 * A CSV as a stream: UTF-8 with a BOM (so spreadsheet programs read Arabic names), one header
 * row, then `rows`. Memory stays bounded by one batch whatever the row count; back-pressure
 * pauses the reads.
 */
export function csvStream(
  columns: readonly string[],
  rows: AsyncIterable<string[]>,
): ReadableStream<Uint8Array> {
  const csv = stringify({ bom: true, header: true, columns: [...columns] });
  const source = Readable.from(rows);
  source.on("error", (error) => csv.destroy(error));
  source.pipe(csv);
  return Readable.toWeb(csv) as ReadableStream<Uint8Array>;
}
