import { z } from "zod";

// The answers' `data`, as the REST routes send them (JSON: dates as ISO strings). Each named
// schema (`.meta({ id })`) is a component of the OpenAPI document (openapi/), and the server
// tests check every answer they get against it (test/contract.ts).

export const dateTime = z.iso.datetime();
export const day = z.iso.date().meta({ description: "A calendar day, YYYY-MM-DD" });
export const clock = z.string().meta({ description: "A time of day, HH:MM (Egypt time)" });
export const text = z.string().nullable();

export const pagination = z
  .object({
    currentPage: z.int(),
    totalPages: z.int(),
    totalItems: z.int(),
    itemsPerPage: z.int(),
  })
  .meta({ id: "Pagination" });

/** `{ <name>: rows, pagination }`, a page of a list. */
export const page = <K extends string, T extends z.ZodType>(name: K, row: T) =>
  z.object({ [name]: z.array(row), pagination } as { [P in K]: z.ZodArray<T> } & {
    pagination: typeof pagination;
  });

/** Whether the e-mail the change sends went out now (null: none was due). */
export const emailSent = z
  .boolean()
  .nullable()
  .meta({ description: "Whether the e-mail went out now; false: it is queued and retried" });
