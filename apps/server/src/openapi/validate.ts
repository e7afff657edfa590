import { AppError, existingRowId, validationError } from "@kairos/api";
import type { Context, Env, MiddlewareHandler, ValidationTargets } from "hono";
import { createMiddleware } from "hono/factory";
import { resolver, uniqueSymbol } from "hono-openapi";
import { z } from "zod";
import { declaresJson, JSON_BODY_REQUIRED } from "../json-bodies";

// A route's inputs, checked with the shared zod schemas, as middleware that also puts each
// schema into the OpenAPI document (hono-openapi reads the same marker as on its own
// validator()). Ours keep the API's own failures: a 415 for a body not sent as JSON, the
// envelope's 400 with a message per field, a 404 for a path id that names no row.

// The parsers, each with its refusal.

/**
 * Parses a JSON body with a shared zod schema; a 400 with field messages otherwise, and a 415
 * for a body not declared as JSON (see json-bodies.ts).
 */
async function parseJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
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
async function parseForm(c: Context): Promise<Record<string, string | File>> {
  try {
    return await c.req.parseBody();
  } catch {
    throw new AppError("BAD_REQUEST", "The request body is not valid multipart/form-data");
  }
}

/** Parses the query string with a zod schema; a 400 with field messages otherwise. */
const parseQuery = <S extends z.ZodType>(c: Context, schema: S): z.infer<S> =>
  parsedOrThrow(schema, c.req.query());

// The validators: each parses its part of the request and carries its schema to the document.

type Target = "json" | "form" | "query" | "param";
type Validated<T extends Target, In, Out> = { in: { [K in T]: In }; out: { [K in T]: Out } };

function withSchema<M extends MiddlewareHandler>(
  middleware: M,
  target: keyof ValidationTargets,
  schema: z.ZodType,
  media?: string,
): M {
  return Object.assign(middleware, {
    [uniqueSymbol]: { target, ...resolver(schema), options: media ? { media } : undefined },
  });
}

interface BodyDocs {
  /** The body as the document shows it, where the route reads it in steps (one of two shapes). */
  as?: z.ZodType;
  /** A body as a caller would send it, for the reference. */
  example?: unknown;
}

/** A JSON body parsed with `schema`: `c.req.valid("json")`. */
export const jsonBody = <S extends z.ZodType>(schema: S, docs: BodyDocs = {}) =>
  withSchema(
    createMiddleware<Env, string, Validated<"json", z.input<S>, z.output<S>>>(async (c, next) => {
      c.req.addValidatedData("json", (await parseJson(c, schema)) as object);
      await next();
    }),
    "json",
    docs.example === undefined
      ? (docs.as ?? schema)
      : (docs.as ?? schema).meta({ examples: [docs.example] }),
  );

/** The query string parsed with `schema`: `c.req.valid("query")`. */
export const query = <S extends z.ZodType>(schema: S) =>
  withSchema(
    createMiddleware<Env, string, Validated<"query", z.input<S>, z.output<S>>>(async (c, next) => {
      c.req.addValidatedData("query", parseQuery(c, schema) as object);
      await next();
    }),
    "query",
    schema,
  );

/**
 * A multipart/form-data body: its text fields parsed with `fields` (`c.req.valid("form")`), its
 * files left to the route (described by `files`, each a binary part).
 */
export const multipart = <S extends z.ZodObject>(fields: S, files: Record<string, string>) => {
  const parts = z.object({
    ...fields.shape,
    ...Object.fromEntries(
      Object.entries(files).map(([name, description]) => [name, z.file().meta({ description })]),
    ),
  });
  return withSchema(
    createMiddleware<
      Env,
      string,
      Validated<"form", z.input<S>, z.output<S> & { files: Record<string, File | undefined> }>
    >(async (c, next) => {
      const body = await parseForm(c);
      const text = Object.fromEntries(Object.entries(body).filter(([name]) => !(name in files)));
      const parsed = parsedOrThrow(fields, text) as z.output<S>;
      const found = Object.fromEntries(
        Object.keys(files).map((name) => [
          name,
          body[name] instanceof File ? body[name] : undefined,
        ]),
      );
      c.req.addValidatedData("form", { ...parsed, files: found });
      await next();
    }),
    "form",
    parts,
    "multipart/form-data",
  );
};

// A row's id in a REST path: decimal digits as the API itself writes them. Anything else
// (`0x10`, `1e1`, `007`, `-0`) names no row: 404 with the resource's own message, where tRPC
// answers a malformed id field with 400. A well-formed id past a Postgres integer is
// existingRowId's 404, the same over both transports.
const DECIMAL_ID = /^[1-9][0-9]*$/;
const rowIdParam = (name: string) =>
  z.object({ [name]: z.string().regex(DECIMAL_ID).meta({ description: "The row's id" }) });
const uuidParam = z.object({ id: z.uuid().meta({ description: "The id" }) });
const tokenIdParam = z.object({
  id: z
    .string()
    .regex(/^[a-z0-9]{1,64}$/)
    .meta({ description: "The id" }),
});

/** The id in `raw`, else a 404 AppError saying `message`. */
export function rowIdOf(raw: string | undefined, message: string): number {
  if (raw === undefined || !DECIMAL_ID.test(raw)) throw new AppError("NOT_FOUND", message);
  return existingRowId(Number(raw), message);
}

/** `:id` (or `:<name>`), a row's number: `c.req.valid("param")`; a 404 saying `notFound` otherwise. */
export const rowId = <N extends string = "id">(notFound: string, name: N = "id" as N) =>
  withSchema(
    createMiddleware<Env, string, Validated<"param", Record<N, string>, Record<N, number>>>(
      async (c, next) => {
        c.req.addValidatedData("param", { [name]: rowIdOf(c.req.param(name), notFound) });
        await next();
      },
    ),
    "param",
    rowIdParam(name),
  );

/** `:id` matching `schema`: `c.req.valid("param").id`; a 404 saying `notFound` otherwise. */
const textId = (schema: z.ZodObject<{ id: z.ZodType<string> }>) => (notFound: string) =>
  withSchema(
    createMiddleware<Env, string, Validated<"param", { id: string }, { id: string }>>(
      async (c, next) => {
        const id = schema.safeParse({ id: c.req.param("id") });
        if (!id.success) throw new AppError("NOT_FOUND", notFound);
        c.req.addValidatedData("param", id.data);
        await next();
      },
    ),
    "param",
    schema,
  );

/** `:id`, a uuid (a user, an endpoint, a file). */
export const uuidId = textId(uuidParam);
/** `:id`, a random token's id (an API key), lower-case letters and digits. */
export const tokenId = textId(tokenIdParam);
