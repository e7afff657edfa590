import type { AppError } from "@kairos/api";
import { type FailureCode, failureCodeOfStatus } from "@kairos/shared";
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { securedAnswer } from "./security";

// The REST envelope of docs/decisions/0003-layers-and-domains.md: { success, message?, data } or
// { success: false, code, message, errors? }: `code` for a program to branch on
// (packages/shared failure-codes.ts), `message` for a person.

export function ok<T>(c: Context, data: T, status: ContentfulStatusCode = 200, message?: string) {
  return c.json({ success: true as const, ...(message ? { message } : {}), data }, status);
}

const sharedBodies = new WeakMap<object, string>();
export const JSON_TYPE = { "content-type": "application/json" } as const;

/**
 * ok(c, wrap(value)) for a value that many answers share: a cached public read, the same
 * object for as long as it is fresh (platform/public-reads.ts). Its JSON is built once per
 * value instead of once per answer. A value must always come with the same `wrap`; `headers`
 * is a constant (see securedAnswer).
 */
export function okShared<T extends object>(
  c: Context,
  value: T,
  wrap: (value: T) => unknown,
  headers: Readonly<Record<string, string>> = JSON_TYPE,
) {
  let body = sharedBodies.get(value);
  if (body === undefined) {
    body = JSON.stringify({ success: true, data: wrap(value) });
    sharedBodies.set(value, body);
  }
  return securedAnswer(c, body, 200, headers);
}

export function fail(
  c: Context,
  status: ContentfulStatusCode,
  message: string,
  errors?: Record<string, string>,
  code: FailureCode = failureCodeOfStatus(status),
) {
  return c.json({ success: false as const, code, message, ...(errors ? { errors } : {}) }, status);
}

/** A failure in the envelope, by its status and message (failures.ts), with its Retry-After. */
export function failWith(c: Context, error: AppError) {
  if (error.retryAfterSeconds) c.header("Retry-After", String(error.retryAfterSeconds));
  const status = error.status as ContentfulStatusCode;
  return fail(c, status, error.message, error.fieldErrors, error.failureCode);
}
