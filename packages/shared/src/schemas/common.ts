import { z } from "zod";
import { multipartList } from "./multipart-list";

const INVALID_EMAIL = "Please enter a valid email address";
/** The generic fallback message (docs/requirements.md, public-site §5). */
export const INVALID_INPUT = "Invalid input";

/**
 * For a cross-field `superRefine` that should report its messages beside the per-field ones:
 * run it even when fields are invalid, but only on an object (null or an array has no fields).
 */
export const evenWhenFieldsInvalid = {
  when: (payload: { value: unknown }) =>
    typeof payload.value === "object" && payload.value !== null && !Array.isArray(payload.value),
};

/** A required text: trimmed, so that blanks alone count as missing. */
export const requiredText = (message: string, max: number, min = 1, tooShort = message) =>
  z
    .string(message)
    .trim()
    .min(1, message)
    .min(min, tooShort)
    .max(max, `Must be at most ${max} characters`);

/** An optional text: trimmed; blank becomes undefined. */
export const optionalText = (max: number) =>
  z
    .string(INVALID_INPUT)
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .optional()
    .transform((v) => (v ? v : undefined));

/** Trims; text that is only blanks counts as missing (docs/requirements.md, public-site §5). */
export const trimmed = (max: number, tooLong = `Must be at most ${max} characters`) =>
  z.string().trim().max(max, tooLong);

/** An e-mail address, trimmed and lower-cased. */
export const emailField = (message = INVALID_EMAIL) =>
  z
    .string(message)
    .trim()
    .max(254, message)
    .pipe(z.email(message))
    .transform((v) => v.toLowerCase());

/**
 * A calendar day as YYYY-MM-DD, wherever one comes in (forms, queries, paths, tRPC inputs).
 * `notReal` refuses a well-formed day the calendar does not have (2026-02-30, 2026-13-45): Date()
 * rolls the first over to March and cannot represent the second, and the database fails on
 * both, so a real day is one that reads back the same.
 */
export const calendarDate = (format: string, notReal = format, missing = format) =>
  z
    .string(missing)
    .regex(/^\d{4}-\d{2}-\d{2}$/, { message: format, abort: true })
    .refine((v) => {
      const day = new Date(`${v}T00:00:00Z`);
      return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(v);
    }, notReal);

/** A 24-hour wall time as HH:MM. */
export const wallTime = (message: string) =>
  z.string(message).regex(/^([01]\d|2[0-3]):[0-5]\d$/, message);

/**
 * An optional field of a form that is not text (a date, a number, a choice): blank counts as
 * missing, as optionalText makes it for text (docs/requirements.md, public-site §5).
 */
export const blankAsMissing = <T extends z.ZodType>(schema: T) =>
  z
    .preprocess(
      (v) => (typeof v === "string" && v.trim() === "" ? undefined : v),
      schema.optional(),
    )
    .optional();

export const DATE_MESSAGES = {
  format: "The date must be YYYY-MM-DD",
  notReal: "The date must be a real calendar date (YYYY-MM-DD)",
} as const;

/** A day in a query or a path: the available slots of a day, the bookings of a day. */
export const dateParam = calendarDate(DATE_MESSAGES.format, DATE_MESSAGES.notReal);

/**
 * A round's id as a query or procedure names it ("round-3"; the spec's REST routes call it
 * `course`, its form `trainingCourse`): any short text, an unknown one finds nothing.
 */
export const roundIdParam = z.string().min(1).max(40);

/** The largest id of a Postgres `integer` column: a larger number names no row. */
const MAX_ROW_ID = 2_147_483_647;

/** Whether `n` can be a row's id: a Postgres integer from 1. */
export const isRowId = (n: number) => Number.isInteger(n) && n >= 1 && n <= MAX_ROW_ID;

/**
 * The id of the row a call names, as a JSON (tRPC) input: a whole number from 1, else a 400
 * saying `message`. A well-formed id past MAX_ROW_ID names no row: the resource's 404, the same
 * as a REST path's (packages/api `existingRowId`).
 */
export const idInput = (message: string) => z.number(message).int(message).positive(message);

/** A row's id as a value of a JSON body: a whole number from 1 to MAX_ROW_ID, else `message`. */
export const rowId = (message: string) => idInput(message).max(MAX_ROW_ID, message);

/** `?page&limit` of list calls: page from 1, limit capped. */
export const paginationQuery = (defaultLimit = 10, maxLimit = 100) =>
  z.object({
    page: z.coerce.number().int().min(1).default(1).catch(1),
    limit: z.coerce
      .number()
      .int()
      .min(1)
      .default(defaultLimit)
      .catch(defaultLimit)
      .transform((n) => Math.min(n, maxLimit)),
  });

export interface Pagination {
  currentPage: number;
  totalPages: number;
  totalItems: number;
  itemsPerPage: number;
}

export function paginationOf(page: number, limit: number, totalItems: number): Pagination {
  return {
    currentPage: page,
    totalPages: Math.max(1, Math.ceil(totalItems / limit)),
    totalItems,
    itemsPerPage: limit,
  };
}

/**
 * A list of `values` as a form sends it: an array, JSON text or repeated parts (multipartList,
 * API-13). An item outside `values` (e.g. two joined by a comma) is refused at the field itself
 * with `unknown`, so the form takes the person to it; the document still lists the values.
 */
export function listOf<const T extends readonly [string, ...string[]]>(
  values: T,
  messages: { missing: string; unknown?: string },
  normalize: (value: unknown) => unknown = multipartList,
) {
  const { missing, unknown = missing } = messages;
  const allowed = new Set<string>(values);
  return z.preprocess(
    normalize,
    z
      .array(z.string(unknown), missing)
      .min(1, missing)
      .max(values.length, unknown)
      .refine((list) => list.every((v) => allowed.has(v)), unknown)
      .meta({ items: { type: "string", enum: [...values] } }),
  ) as unknown as z.ZodType<T[number][], unknown>;
}
