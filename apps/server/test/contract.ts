import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import type { Env, Hono } from "hono";
import type { OpenAPIV3_1 } from "openapi-types";
import { openApiDocument } from "../src/openapi/document";

// Every answer the server tests get from `/api` is checked against the OpenAPI document
// (decision 0013): the status must be one the operation lists, and a JSON body must match that
// status's schema. testApp() puts this on each app's `request`, so the whole REST suite is
// the contract's test: a route that answers what its description does not say fails the test
// that made the request.

type Doc = OpenAPIV3_1.Document;
type Operation = OpenAPIV3_1.OperationObject;

/** Per document: its path templates, its components' validator and a compiled schema per answer. */
interface Checker {
  templates: ReturnType<typeof templatesOf>;
  ajv: Ajv2020;
  validators: Map<string, ValidateFunction>;
}
const checkers = new WeakMap<Doc, Checker>();

function checkerOf(doc: Doc) {
  let checker = checkers.get(doc);
  if (!checker) {
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats.default(ajv);
    ajv.addSchema({ $id: "doc", components: doc.components }, "doc");
    checker = { templates: templatesOf(doc), ajv, validators: new Map() };
    checkers.set(doc, checker);
  }
  return checker;
}

/** `/api/trainings/{id}` → a pattern; literal segments win over parameters (fewer first). */
function templatesOf(doc: Doc) {
  return Object.keys(doc.paths ?? {})
    .map((template) => ({
      template,
      params: (template.match(/\{/g) ?? []).length,
      pattern: new RegExp(`^${template.replace(/\{[^}]+\}/g, "[^/]+")}$`),
    }))
    .sort((a, b) => a.params - b.params);
}

function responseOf(doc: Doc, operation: Operation, status: number) {
  let response = operation.responses?.[status] ?? operation.responses?.default;
  if (response && "$ref" in response) {
    const name = response.$ref.split("/").pop() as string;
    response = doc.components?.responses?.[name];
  }
  return response as OpenAPIV3_1.ResponseObject | undefined;
}

function validatorFor(doc: Doc, key: string, schema: object): ValidateFunction {
  const { ajv, validators } = checkerOf(doc);
  let validate = validators.get(key);
  if (!validate) {
    const rebased = JSON.parse(
      JSON.stringify(schema).replaceAll('"#/components/', '"doc#/components/'),
    );
    validate = ajv.compile(rebased);
    validators.set(key, validate);
  }
  return validate;
}

/** Why `value` does not match `schema` (of `doc`), else undefined. */
export function schemaErrors(doc: Doc, key: string, schema: object, value: unknown) {
  const validate = validatorFor(doc, key, schema);
  return validate(value) ? undefined : checkerOf(doc).ajv.errorsText(validate.errors);
}

/** A description of what is wrong with `res` as the answer to `method path`, else undefined. */
export async function contractFailure(
  app: Hono<Env>,
  method: string,
  path: string,
  res: Response,
): Promise<string | undefined> {
  const doc = await openApiDocument(app);
  const verb = (method === "HEAD" ? "get" : method.toLowerCase()) as "get";
  const found = checkerOf(doc).templates.find(
    (t) => t.pattern.test(path) && doc.paths?.[t.template]?.[verb],
  );
  if (!found) return undefined; // not a documented route: the route table test covers those
  const operation = doc.paths?.[found.template]?.[verb] as Operation;
  const where = `${method} ${found.template} answered ${res.status}`;
  const response = responseOf(doc, operation, res.status);
  if (!response) return `${where}, a status its description does not list`;
  const type = res.headers.get("content-type")?.split(";")[0] ?? "";
  if (method === "HEAD" || res.status === 204) return undefined;
  // The most specific media range the answer's type falls in (`image/png`, `image/*`, `*/*`).
  const content = response.content ?? {};
  const media = content[type] ?? content[`${type.split("/")[0]}/*`] ?? content["*/*"];
  if (!media) return `${where} with ${type || "no content type"}, which it does not describe`;
  if (type !== "application/json" || !media.schema) return undefined;
  const body = await res.clone().json();
  const validate = validatorFor(doc, `${verb} ${found.template} ${res.status}`, media.schema);
  if (validate(body)) return undefined;
  const errors = checkerOf(doc).ajv.errorsText(validate.errors);
  return `${where} with a body its schema refuses: ${errors}\n${JSON.stringify(body).slice(0, 600)}`;
}

/** `app`, whose every `request()` to `/api` is checked against the document. */
export function checkedAgainstDocument<A extends Pick<Hono, "request">>(app: A): A {
  const request = app.request.bind(app);
  app.request = (async (input: string | Request | URL, init?: RequestInit, ...rest: unknown[]) => {
    const res = await request(input as string, init, ...(rest as []));
    const url = new URL(
      typeof input === "string" ? input : input instanceof URL ? input : input.url,
      "http://localhost",
    );
    const method = init?.method ?? (input instanceof Request ? input.method : "GET");
    if (url.pathname.startsWith("/api/")) {
      const failure = await contractFailure(
        app as unknown as Hono<Env>,
        method.toUpperCase(),
        url.pathname,
        res,
      );
      if (failure) throw new Error(`Not as documented in /api/openapi.json: ${failure}`);
    }
    return res;
  }) as A["request"];
  return app;
}

/** The Standard Webhooks headers every delivery carries (the document's webhooks list them). */
const WEBHOOK_HEADERS = ["webhook-id", "webhook-timestamp", "webhook-signature"];

/**
 * What is wrong with a webhook delivery (its headers and raw body) as the document's `webhooks`
 * describe the event it says it is, else undefined.
 */
export function webhookFailure(
  doc: Doc,
  delivery: { headers: Record<string, string | undefined>; body: string },
): string | undefined {
  const missing = WEBHOOK_HEADERS.filter((name) => !delivery.headers[name]);
  if (missing.length > 0) return `a delivery without ${missing.join(", ")}`;
  const body = JSON.parse(delivery.body) as { type?: string };
  const item = doc.webhooks?.[body.type ?? ""] as OpenAPIV3_1.PathItemObject | undefined;
  const operation = item?.post;
  if (!operation) return `a delivery of ${body.type}, which the document's webhooks do not list`;
  const documented = (operation.parameters ?? []) as OpenAPIV3_1.ParameterObject[];
  const undocumented = WEBHOOK_HEADERS.filter((h) => !documented.some((p) => p.name === h));
  if (undocumented.length > 0) return `${body.type} without the headers ${undocumented.join(", ")}`;
  const requestBody = operation.requestBody as OpenAPIV3_1.RequestBodyObject;
  const schema = requestBody.content["application/json"]?.schema as object;
  const errors = schemaErrors(doc, `webhook ${body.type}`, schema, body);
  return errors && `${body.type} with a body its schema refuses: ${errors}\n${delivery.body}`;
}
