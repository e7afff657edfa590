import {
  type ConflictCode,
  FAILURE_CODES_BY_STATUS,
  type FailureCode,
  type FailureStatusCode,
} from "@kairos/shared";
import type { MiddlewareHandler } from "hono";
import { type DescribeRouteOptions, describeRoute, resolver, uniqueSymbol } from "hono-openapi";
import type { OpenAPIV3_1 } from "openapi-types";
import { z } from "zod";

/** Answers are described as sent (zod's "output" side: defaults applied, no extra fields). */
export const ANSWER = { options: { io: "output" } } as const;

/**
 * `{ success: false, code, message, errors? }`, every failure's envelope (http/envelope.ts),
 * with the codes that its status may carry (packages/shared failure-codes.ts).
 */
const failureSchema = (name: string, codes: readonly [FailureCode, ...FailureCode[]]) =>
  z
    .object({
      success: z.literal(false),
      code: z.enum(codes).meta({
        description:
          "What went wrong, for a program to branch on; stable (codes are only ever added)",
      }),
      message: z.string().meta({ description: "What went wrong, for a person to read" }),
      errors: z
        .record(z.string(), z.string())
        .optional()
        .meta({ description: "The message for each field that is not valid, by its path" }),
    })
    .meta({ id: `${name}Failure`, ...(codes[0] === "VALIDATION_FAILED" ? INVALID_EXAMPLE : {}) });

const INVALID_EXAMPLE = {
  examples: [
    {
      success: false,
      code: "VALIDATION_FAILED",
      message: "Please enter a valid email address",
      errors: { email: "Please enter a valid email address" },
    },
  ],
};

/** `{ success: true, message?, data }`, every success's envelope. */
const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.literal(true), message: z.string().optional(), data });

const RETRY_AFTER = {
  "Retry-After": {
    description: "Seconds to wait before trying again",
    schema: { type: "integer" },
  },
} satisfies Record<string, OpenAPIV3_1.HeaderObject>;

const failure = (
  status: FailureStatusCode,
  name: string,
  description: string,
  headers?: typeof RETRY_AFTER,
  codes: readonly [FailureCode, ...FailureCode[]] = FAILURE_CODES_BY_STATUS[status],
) =>
  [
    name,
    {
      description,
      ...(headers ? { headers } : {}),
      content: {
        "application/json": { schema: resolver(failureSchema(name, codes), ANSWER) },
      },
    },
  ] as const;

/** The failures, by status, as named responses of the document. */
const FAILURES = {
  400: failure(
    400,
    "BadRequest",
    "The input is not valid: `message` says why, `errors` names each field",
  ),
  401: failure(
    401,
    "Unauthorized",
    "No session or API key, or a key that is unknown, revoked or expired",
  ),
  403: failure(403, "Forbidden", "The session's role or the API key's scopes do not allow this"),
  404: failure(404, "NotFound", "Nothing has this id"),
  // The general conflict; an operation that gives specific ones lists its own (CONFLICT_CODES).
  409: failure(
    409,
    "Conflict",
    "The change conflicts with the stored state: `code` says which conflict, `message` says how",
    undefined,
    ["CONFLICT"],
  ),
  413: failure(413, "PayloadTooLarge", "The body is larger than this route takes"),
  415: failure(415, "UnsupportedMediaType", "The body is not of the media type this route takes"),
  422: failure(422, "IdempotencyKeyReused", "This Idempotency-Key was used with another body"),
  429: failure(
    429,
    "TooManyRequests",
    "Too many requests from this address, e-mail or key",
    RETRY_AFTER,
  ),
  500: failure(500, "InternalServerError", "Our own fault; it is logged with the request's id"),
  503: failure(
    503,
    "ServiceUnavailable",
    "The database cannot be reached now; try again",
    RETRY_AFTER,
  ),
  507: failure(507, "InsufficientStorage", "The upload could not be stored now; try again"),
} as const;

export type FailureStatus = keyof typeof FAILURES;

export const ERROR_RESPONSES = Object.fromEntries(Object.values(FAILURES));

/** `{ 404: { $ref: "#/components/responses/NotFound" }, ... }` for `statuses`. */
export function failures(
  statuses: readonly FailureStatus[],
): Record<string, OpenAPIV3_1.ReferenceObject> {
  return Object.fromEntries(
    statuses.map((status) => [status, { $ref: `#/components/responses/${FAILURES[status][0]}` }]),
  );
}

/**
 * A staff member's session, sent as the cookie `__Host-kairos_session` (`kairos_session` over
 * plain HTTP: session.ts) by the console or as a Bearer token by a script; or an admin's API
 * key (`kairos_…`), as a Bearer token too.
 */
export const SECURITY_SCHEMES = {
  bearer: {
    type: "http",
    scheme: "bearer",
    description:
      "An API key made by an admin (`kairos_…`), limited to its scopes, or the session token of `POST /api/auth/login`",
  },
  session: {
    type: "apiKey",
    in: "cookie",
    name: "__Host-kairos_session",
    description:
      "The staff console's session cookie, set by `POST /api/auth/login` (named `kairos_session` on a server over plain HTTP)",
  },
} satisfies Record<string, OpenAPIV3_1.SecuritySchemeObject>;

/**
 * Who may call an operation, in words, as its guard says (rest/guards.ts); added to the
 * operation's own description when the document is built (document.ts).
 */
export const ACCESS = "x-access" as const;

/**
 * The API key scopes an operation takes, any one of them (rest/guards.ts `allow`); a key
 * without one is answered 403. Kept in the document as is.
 */
export const API_KEY_SCOPES = "x-api-key-scopes" as const;

/**
 * The codes of an operation's 409 when they are not the general `CONFLICT` alone; document.ts
 * writes the operation's own 409 answer from them (and adds an Idempotency-Key's).
 */
export const CONFLICT_CODES = "x-conflict-codes" as const;

/** `middleware`, carrying `spec` into the operations of the routes it is mounted on. */
export function documented<M extends MiddlewareHandler>(
  middleware: M,
  spec: DescribeRouteOptions & { [ACCESS]?: string; [API_KEY_SCOPES]?: readonly string[] },
): M {
  return Object.assign(middleware, { [uniqueSymbol]: { spec } });
}

interface RouteDoc {
  tag: string;
  summary: string;
  description?: string;
  /** The success answer's `data`; its status, 200 unless said. */
  data?: z.ZodType;
  status?: 200 | 201 | 202;
  /** Another success status with the same answer (a replay's 200 beside a creation's 201). */
  alsoStatus?: 200;
  /** A success answer that is not the JSON envelope (a CSV export, a file). */
  content?: OpenAPIV3_1.ResponseObject;
  /** The failures particular to this route (guards and validators add their own). */
  errors?: readonly FailureStatus[];
  /** Its 409's codes, when it gives specific ones (SLOT-12..15), instead of 409 in `errors`. */
  conflicts?: readonly [ConflictCode, ...ConflictCode[]];
  /** More of the OpenAPI operation: a parameter the route reads itself, another answer. */
  more?: DescribeRouteOptions;
}

/** One route's operation: its summary, success answer and particular failures. */
export function describe(doc: RouteDoc): MiddlewareHandler {
  const success = doc.content ?? {
    description: doc.summary,
    content: {
      "application/json": { schema: resolver(envelope(doc.data ?? z.null()), ANSWER) },
    },
  };
  return describeRoute({
    ...doc.more,
    tags: [doc.tag],
    summary: doc.summary,
    ...(doc.description ? { description: doc.description } : {}),
    ...(doc.conflicts ? { [CONFLICT_CODES]: doc.conflicts } : {}),
    responses: {
      ...(doc.alsoStatus ? { [doc.alsoStatus]: success } : {}),
      [doc.status ?? 200]: success,
      ...failures([...(doc.errors ?? []), ...(doc.conflicts ? [409 as const] : [])]),
      ...doc.more?.responses,
    },
  });
}
