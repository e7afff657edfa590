import { AppError, validationError } from "@kairos/api";
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { z } from "zod";
import { declaresJson, JSON_BODY_REQUIRED } from "../json-bodies";
import { securedAnswer } from "../security";

// The REST envelope of docs/decisions/0003-layers-and-domains.md: { success, message?, data } or
// { success: false, message, errors? }.

export function ok<T>(c: Context, data: T, status: ContentfulStatusCode = 200, message?: string) {
  return c.json({ success: true as const, ...(message ? { message } : {}), data }, status);
}

const sharedBodies = new WeakMap<object, string>();
export const JSON_TYPE = { "content-type": "application/json" } as const;

/**
 * ok(c, wrap(value)) for a value that many answers share: a cached public read, the same
 * object for as long as it is fresh (services/public-reads.ts). Its JSON is built once per
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
) {
  return c.json({ success: false as const, message, ...(errors ? { errors } : {}) }, status);
}

/** A failure in the envelope, by its status and message (failures.ts), with its Retry-After. */
export function failWith(c: Context, error: AppError) {
  if (error.retryAfterSeconds) c.header("Retry-After", String(error.retryAfterSeconds));
  return fail(c, error.status as ContentfulStatusCode, error.message, error.fieldErrors);
}

/**
 * Parses a JSON body with a shared zod schema; a 400 with field messages otherwise, and a 415
 * for a body not declared as JSON (see json-bodies.ts).
 */
export async function parseJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  if (!declaresJson(c)) throw new AppError("UNSUPPORTED_MEDIA_TYPE", JSON_BODY_REQUIRED);
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new AppError("BAD_REQUEST", "The request body must be valid JSON");
  }
  return parsedOrThrow(schema, body);
}

/** `value` parsed by `schema`; the 400 with field messages otherwise. */
export function parsedOrThrow<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}

/** Parses a multipart/form-data body; a 400 when the parts do not follow the format. */
export async function parseForm(c: Context): Promise<Record<string, string | File>> {
  try {
    return await c.req.parseBody();
  } catch {
    throw new AppError("BAD_REQUEST", "The request body is not valid multipart/form-data");
  }
}

/** Parses the query string with a zod schema; a 400 with field messages otherwise. */
export function parseQuery<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  const parsed = schema.safeParse(c.req.query());
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}
