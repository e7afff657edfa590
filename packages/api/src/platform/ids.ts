import { isRowId } from "@kairos/shared";
import { AppError } from "./errors";

/**
 * The one rule for the id of the row a call names, over REST (a path: `rowIdOf`) and tRPC (an
 * input field: `idInput`), once the transport found it well-formed: an id past a Postgres
 * integer names no row, the same 404 with the resource's `notFound` message as an id of no row.
 */
export function existingRowId(id: number, notFound: string): number {
  if (!isRowId(id)) throw new AppError("NOT_FOUND", notFound);
  return id;
}
