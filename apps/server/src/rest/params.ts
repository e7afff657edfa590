import { AppError, existingRowId } from "@kairos/api";
import { dateParam, INVALID_INPUT } from "@kairos/shared";

// A row's id in a REST path: decimal digits as the API itself writes them. Anything else
// (`0x10`, `1e1`, `007`, `-0`) names no row: 404 with the resource's own message, where tRPC
// answers a malformed id field with 400. A well-formed id past a Postgres integer is
// existingRowId's 404, the same over both transports.
const DECIMAL_ID = /^[1-9][0-9]*$/;

/** The id in `raw`, else a 404 AppError saying `message`. */
export function rowIdOf(raw: string | undefined, message: string): number {
  if (raw === undefined || !DECIMAL_ID.test(raw)) throw new AppError("NOT_FOUND", message);
  return existingRowId(Number(raw), message);
}

/** The day in `raw` (the shared `dateParam`, as tRPC's), else a 400 saying what is wrong. */
export function dateOf(raw: string | undefined): string {
  const date = dateParam.safeParse(raw);
  if (!date.success) {
    throw new AppError("BAD_REQUEST", date.error.issues[0]?.message ?? INVALID_INPUT);
  }
  return date.data;
}
