import { AppError } from "@kairos/api";
import { rowId } from "@kairos/shared";
import { z } from "zod";

// A row's id in a REST path: decimal digits as written by the API itself, within the same range
// as tRPC's `rowId`. Anything else (`0x10`, `1e1`, `007`, 3e9) names no row: 404 with the
// resource's own message, where tRPC answers a field of its JSON input with 400.
const pathRowId = (message: string) =>
  z
    .string()
    .regex(/^[1-9][0-9]*$/, message)
    .transform(Number)
    .pipe(rowId(message));

/** The id in `raw`, else a 404 AppError saying `message`. */
export function rowIdOf(raw: string | undefined, message: string): number {
  const id = pathRowId(message).safeParse(raw);
  if (!id.success) throw new AppError("NOT_FOUND", message);
  return id.data;
}
