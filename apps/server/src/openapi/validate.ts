import { AppError, PAYMENT_SCREENSHOT, validationError } from "@kairos/api";
import { dateParam, FILE_KINDS, type FileKind, INVALID_INPUT, isRowId } from "@kairos/shared";
import type { Context, Env, MiddlewareHandler, ValidationTargets } from "hono";
import { createMiddleware } from "hono/factory";
import { resolver, uniqueSymbol } from "hono-openapi";
import { z } from "zod";
import { declaresJson, JSON_BODY_REQUIRED } from "../http/json-bodies";

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

/**
 * Parses a multipart/form-data body; a 400 when the parts do not follow the format. A name sent
 * in several parts is a list of their values (an array field's repeated parts, API-13); the
 * schema refuses it for any other field, so no part is silently dropped.
 */
async function parseForm(c: Context): Promise<Record<string, string | File | (string | File)[]>> {
  let form: FormData;
  try {
    // The raw form is cached: the idempotency key's fingerprint has read it already.
    form = await c.req.formData();
  } catch {
    throw new AppError("BAD_REQUEST", "The request body is not valid multipart/form-data");
  }
  const body: Record<string, string | File | (string | File)[]> = {};
  for (const name of new Set(form.keys())) {
    const values = form.getAll(name);
    body[name] = values.length === 1 ? (values[0] as string | File) : values;
  }
  return body;
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

/** A file part of a multipart body: what the document says of it, and the kinds the route takes. */
export interface FilePart {
  description: string;
  kinds: readonly FileKind[];
}

/**
 * A multipart/form-data body: its text fields parsed with `fields` (`c.req.valid("form")`), its
 * files left to the route (described by `files`, each a binary part of the kinds it takes; the
 * document's `encoding` says so, see encoding.ts). A file field sent twice is refused (400).
 */
export const multipart = <S extends z.ZodObject>(fields: S, files: Record<string, FilePart>) => {
  const parts = z.object({
    ...fields.shape,
    ...Object.fromEntries(
      Object.entries(files).map(([name, { description, kinds }]) => [
        name,
        z
          .file()
          .mime(kinds.map((kind) => FILE_KINDS[kind].mime))
          .meta({ description }),
      ]),
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
      const found: Record<string, File | undefined> = {};
      for (const name of Object.keys(files)) {
        const part = body[name];
        if (Array.isArray(part)) {
          throw new AppError("BAD_REQUEST", ONE_FILE, { [name]: ONE_FILE });
        }
        found[name] = part instanceof File ? part : undefined;
      }
      c.req.addValidatedData("form", { ...parsed, files: found });
      await next();
    }),
    "form",
    parts,
    "multipart/form-data",
  );
};

const ONE_FILE = "Send one file in this field";

/** The proof of payment: images only (APP-30, CONST-19), as the server checks its bytes. */
export const PROOF_OF_PAYMENT_PART: FilePart = {
  description: "The proof of payment: a JPG or PNG image",
  kinds: PAYMENT_SCREENSHOT.kinds,
};

/**
 * Path parameters parsed with `schema` (`c.req.valid("param")`; the route's other parameters
 * are left to it); a malformed one answers `refuse`'s failure.
 */
export const pathParams = <S extends z.ZodObject>(
  schema: S,
  refuse: (error: z.ZodError) => AppError,
) =>
  withSchema(
    createMiddleware<Env, string, Validated<"param", z.input<S>, z.output<S>>>(async (c, next) => {
      const parsed = schema.safeParse(c.req.param());
      if (!parsed.success) throw refuse(parsed.error);
      c.req.addValidatedData("param", parsed.data as object);
      await next();
    }),
    "param",
    schema,
  );

const notFound = (message: string) => () => new AppError("NOT_FOUND", message);

// A row's id in a REST path: decimal digits as the API itself writes them. Anything else
// (`0x10`, `1e1`, `007`, `-0`) names no row: 404 with the resource's own message, where tRPC
// answers a malformed id field with 400. A well-formed id past a Postgres integer names no row
// either (isRowId), the same over both transports.
const DECIMAL_ID = /^[1-9][0-9]*$/;
export const rowIdField = z
  .string()
  .regex(DECIMAL_ID)
  .transform(Number)
  .refine(isRowId)
  .meta({ description: "The row's id" });

/** `:id` (or `:<name>`), a row's number; a 404 saying `message` otherwise. */
export const rowId = <N extends string = "id">(message: string, name: N = "id" as N) =>
  pathParams(
    z.object({ [name]: rowIdField }) as z.ZodObject<Record<N, typeof rowIdField>>,
    notFound(message),
  );

/** `:id`, a uuid (a user, an endpoint, a file); a 404 saying `message` otherwise. */
export const uuidId = (message: string) =>
  pathParams(z.object({ id: z.uuid().meta({ description: "The id" }) }), notFound(message));

/** `:id`, a random token's id (an API key), lower-case letters and digits; else a 404. */
export const tokenId = (message: string) =>
  pathParams(
    z.object({
      id: z
        .string()
        .regex(/^[a-z0-9]{1,64}$/)
        .meta({ description: "The id" }),
    }),
    notFound(message),
  );

/** `:date`, a calendar day (the shared `dateParam`, as tRPC's); a 400 saying what is wrong. */
export const pathDay = pathParams(
  z.object({ date: dateParam }),
  (error) => new AppError("BAD_REQUEST", error.issues[0]?.message ?? INVALID_INPUT),
);
