import { type ConflictCode, type FailureCode, failureCodeOfStatus } from "@kairos/shared";
import type { ZodError } from "zod";

/** Failure kinds with an honest HTTP status; both transports answer them (failures.ts). */
const ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  SERVICE_UNAVAILABLE: 503,
  INSUFFICIENT_STORAGE: 507,
  /** Our own bug (failures.ts, unexpectedFailure): the caller learns nothing more. */
  INTERNAL_SERVER_ERROR: 500,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;

export type FieldErrors = Record<string, string>;

/** A failure whose message may be shown to the caller. */
export class AppError extends Error {
  /** Set by AppError.conflict; otherwise the general code of the status. */
  private specificCode?: FailureCode;

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

  /** A 409 that a caller is expected to tell apart from others by its code (SLOT-12..15). */
  static conflict(code: ConflictCode, message: string, fieldErrors?: FieldErrors): AppError {
    const error = new AppError("CONFLICT", message, fieldErrors);
    error.specificCode = code;
    return error;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }

  /** The machine-readable code callers branch on (REST `code`, tRPC `data.failureCode`). */
  get failureCode(): FailureCode {
    return this.specificCode ?? failureCodeOfStatus(this.status);
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

/** The answer while the database cannot be reached (503, with Retry-After). */
const UNAVAILABLE_MESSAGE = "The service is temporarily unavailable. Please try again shortly.";
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

// postgres.js connection codes, Node socket errors (ETIMEDOUT also for a server that stopped
// answering: packages/db's stall timeout), and the SQLSTATE classes that mean the server went
// away or refused work for now (57P01 admin_shutdown from pg_terminate_backend, 57P03
// cannot_connect_now while starting, class 08 connection exceptions, 53300 too many
// connections, 57014 query_canceled by statement_timeout, 55P03 lock_not_available by
// lock_timeout, 25P03 idle_in_transaction_session_timeout).
const UNAVAILABLE_CODES = new Set([
  "CONNECTION_CLOSED",
  "CONNECTION_ENDED",
  "CONNECTION_DESTROYED",
  "CONNECT_TIMEOUT",
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  "57P01",
  "57P02",
  "57P03",
  "53300",
  "57014",
  "55P03",
  "25P03",
]);

/**
 * Whether `error` (or one of its causes: drizzle wraps driver errors) says the database is
 * unreachable or went away, which the caller should see as 503, not as our bug (500).
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== "object" || depth > 5) return false;
  const e = error as { code?: unknown; message?: unknown; cause?: unknown };
  if (typeof e.code === "string" && (UNAVAILABLE_CODES.has(e.code) || e.code.startsWith("08")))
    return true;
  // A database that an administrator closed to connections (ALLOW_CONNECTIONS false, as for
  // maintenance or a restore) answers each new connection 55000, a code it shares with bugs.
  if (
    e.code === "55000" &&
    typeof e.message === "string" &&
    /not currently accepting connections/.test(e.message)
  )
    return true;
  // PGlite has no codes for this: a closed instance says so in its message.
  if (typeof e.message === "string" && /PGlite is closed/i.test(e.message)) return true;
  return isDatabaseUnavailable(e.cause, depth + 1);
}

/** The AppError a caller sees for a database that cannot be reached. */
export const unavailable = () =>
  new AppError(
    "SERVICE_UNAVAILABLE",
    UNAVAILABLE_MESSAGE,
    undefined,
    UNAVAILABLE_RETRY_AFTER_SECONDS,
  );

/** Storage errors that mean "cannot write now" (full disk, quota, read-only, no permission). */
export const STORAGE_FAILED_MESSAGE =
  "We could not store your file right now, so nothing was saved. Please try again later.";

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

/** A unique index refused the row (Postgres 23505), as thrown or as the cause of a wrapper. */
export const isUniqueViolation = (error: unknown): boolean => {
  const e = error as { code?: string; cause?: unknown };
  return e?.code === "23505" || (!!e?.cause && isUniqueViolation(e.cause));
};
