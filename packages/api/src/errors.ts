import type { ZodError } from "zod";

/** Failure kinds with an honest HTTP status; REST adapters and tRPC both map them. */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  SERVICE_UNAVAILABLE: 503,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;

export type FieldErrors = Record<string, string>;

/** An expected failure whose message may be shown to the caller. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fieldErrors?: FieldErrors,
    /** For 429: when the caller may try again (sent as Retry-After). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = "AppError";
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

/** The first message for each field path of a zod error, e.g. `{ "reference1.email": "…" }`. */
export function fieldErrorsOf(error: ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join(".") : "_";
    errors[key] ??= issue.message;
  }
  return errors;
}

/** A 400 carrying the spec's per-field messages. */
export function validationError(error: ZodError): AppError {
  const errors = fieldErrorsOf(error);
  const first = Object.values(errors)[0];
  return new AppError("BAD_REQUEST", first ?? "Invalid input", errors);
}

// Postgres "data exception" codes a caller's value can cause: a NUL byte or bad UTF-8 in text,
// a number or date out of range, a malformed date or number. Class 22 of the SQLSTATE table.
const BAD_INPUT_SQLSTATES = new Set([
  "22001", // string too long for the column
  "22003", // numeric value out of range
  "22007", // invalid datetime format
  "22008", // datetime field overflow
  "22021", // character not in repertoire (NUL, invalid UTF-8)
  "22P02", // invalid text representation
  "22P05", // untranslatable character
  "22023", // invalid parameter value
  "2201W", // invalid LIMIT
  "2201X", // invalid OFFSET
]);

/**
 * A 400 for a database error that a caller's value caused (drizzle wraps the driver's error
 * in `cause`); undefined for any other error, which stays a 500.
 */
export function badInputFromDatabase(error: unknown): AppError | undefined {
  for (let e = error, depth = 0; e && depth < 4; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && BAD_INPUT_SQLSTATES.has(code)) {
      return new AppError("BAD_REQUEST", "A value in the request is not valid");
    }
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}
