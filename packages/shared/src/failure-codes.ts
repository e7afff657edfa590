/**
 * The machine-readable `code` of every failure (REST: the envelope's `code`; tRPC: the error's
 * `data.failureCode`), by the HTTP status it comes with. A program branches on the code, never
 * on the message, which is for a person and may be reworded. Codes are only ever added.
 * The first code of each status is its general one; the others are the specific failures a
 * caller is expected to handle differently (SLOT-12..15: the slot taken, the applicant who
 * already applied, the registration closed meanwhile, the price changed meanwhile).
 */
export const FAILURE_CODES_BY_STATUS = {
  400: ["VALIDATION_FAILED"],
  401: ["UNAUTHENTICATED"],
  403: ["FORBIDDEN"],
  404: ["NOT_FOUND"],
  409: [
    "CONFLICT",
    "SLOT_TAKEN",
    "ALREADY_APPLIED",
    "REGISTRATION_CLOSED",
    "PRICE_CHANGED",
    "REQUEST_IN_PROGRESS",
  ],
  413: ["PAYLOAD_TOO_LARGE"],
  415: ["UNSUPPORTED_MEDIA_TYPE"],
  422: ["IDEMPOTENCY_KEY_REUSED"],
  429: ["RATE_LIMITED"],
  500: ["INTERNAL_ERROR"],
  503: ["SERVICE_UNAVAILABLE"],
  507: ["STORAGE_UNAVAILABLE"],
} as const;

type ByStatus = typeof FAILURE_CODES_BY_STATUS;
export type FailureStatusCode = keyof ByStatus;
export type FailureCode = ByStatus[FailureStatusCode][number];
/** The specific failures of a 409 that a caller may branch on. */
export type ConflictCode = ByStatus[409][number];

/** Every failure code, e.g. for a schema's enum. */
export const FAILURE_CODES = Object.values(FAILURE_CODES_BY_STATUS).flat() as FailureCode[];

/** The general code of a failure answered with `status` (INTERNAL_ERROR for one not listed). */
export function failureCodeOfStatus(status: number): FailureCode {
  const codes = (FAILURE_CODES_BY_STATUS as Record<number, readonly FailureCode[]>)[status];
  return codes?.[0] ?? "INTERNAL_ERROR";
}
