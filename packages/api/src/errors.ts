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
