import { z } from "zod";

export const INVALID_EMAIL = "Please enter a valid email address";
/** The generic fallback message (public-site.md §5). */
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

/** Trims; text that is only blanks counts as missing (public-site.md §5). */
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
