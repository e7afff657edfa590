import type { Database } from "@kairos/db";
import { testDatabases } from "@kairos/db/testing";
import {
  DEFAULT_PUBLIC_CONFIG,
  FAILURE_CODES_BY_STATUS,
  type FailureStatusCode,
  WEBHOOK_EVENTS,
} from "@kairos/shared";
import { Validator } from "@seriousme/openapi-schema-validator";
import { Hono } from "hono";
import type { OpenAPIV3_1 } from "openapi-types";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import type { App } from "../src/app";
import { describe as describeRoute } from "../src/openapi/describe";
import { openApiDocument } from "../src/openapi/document";
import { contractFailure, schemaErrors } from "./contract";
import { redoclyFindings, spectralFindings } from "./doc-linters";
import { testApp } from "./helpers";

// The published contract: every REST route is in the document, the document is valid OpenAPI
// 3.1 that Redocly's and Spectral's default rules accept, its webhooks are described, and
// (test/contract.ts) every answer the server tests get is checked against it. Only the route
// table is read here, so one driver is enough.

const [pglite] = testDatabases();

describe("the OpenAPI document", () => {
  let database: Database;
  let app: App;
  let doc: OpenAPIV3_1.Document;

  beforeAll(async () => {
    if (!pglite) throw new Error("no test database");
    database = await pglite.open();
    app = testApp(database);
    const res = await app.request("/api/openapi.json");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/json");
    doc = (await res.json()) as OpenAPIV3_1.Document;
  });
  afterAll(async () => {
    await database?.close();
  });

  it("is valid OpenAPI 3.1", async () => {
    const result = await new Validator().validate(doc as Parameters<Validator["validate"]>[0]);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(doc.openapi).toBe("3.1.0");
  });

  it("is served compressed, and revalidated by its ETag", async () => {
    const res = await app.request("/api/openapi.json", { headers: { "Accept-Encoding": "br" } });
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(res.headers.get("cache-control")).toBe("no-cache");
    const etag = res.headers.get("etag") ?? "";
    expect(etag).toMatch(/^".+"$/);
    const again = await app.request("/api/openapi.json", { headers: { "If-None-Match": etag } });
    expect(again.status).toBe(304);
  });

  it("describes every route registered under /api, and nothing else", () => {
    // Hono's `:param` as OpenAPI's `{param}`; the reference page, the document itself and the
    // catch-all 404 are not operations of the API.
    const registered = new Set(
      app.routes
        .filter((r) => r.method !== "ALL" && r.path.startsWith("/api/"))
        .filter((r) => !/^\/api\/(docs|openapi\.json)/.test(r.path))
        .map((r) => `${r.method} ${r.path.replace(/:(\w+)/g, "{$1}")}`),
    );
    const documented = new Set(
      Object.entries(doc.paths ?? {}).flatMap(([path, item]) =>
        Object.keys(item ?? {}).map((method) => `${method.toUpperCase()} ${path}`),
      ),
    );
    // Two of the specification's paths are served but documented as a query of another route
    // (their templates would read as /api/trainings/{id}/status to a router).
    const asQuery = [
      ["GET /api/trainings/export/{round}", "/api/trainings/export", "round"],
      ["GET /api/trainings/email/{email}", "/api/trainings", "email"],
    ] as const;
    for (const [route, path, param] of asQuery) {
      expect(registered.delete(route)).toBe(true);
      const operation = doc.paths?.[path]?.get;
      expect(operation?.description).toContain(`\`${route}`);
      expect(operation?.parameters).toContainEqual(expect.objectContaining({ name: param }));
    }
    expect([...documented].sort()).toEqual([...registered].sort());
    expect(registered.size).toBeGreaterThan(60);
  });

  it("gives every operation a summary, a tag, a success answer and the failures it can give", () => {
    for (const [path, item] of Object.entries(doc.paths ?? {})) {
      for (const [method, op] of Object.entries(item ?? {}) as [
        string,
        OpenAPIV3_1.OperationObject,
      ][]) {
        const where = `${method.toUpperCase()} ${path}`;
        expect(op.summary, where).toBeTruthy();
        expect(op.tags?.length, where).toBe(1);
        const statuses = Object.keys(op.responses ?? {});
        expect(
          statuses.some((s) => s.startsWith("2")),
          where,
        ).toBe(true);
        expect(statuses, where).toEqual(expect.arrayContaining(["500", "503"]));
        if (op.requestBody) expect(statuses, where).toEqual(expect.arrayContaining(["400", "415"]));
      }
    }
  });

  it("gives examples that match their own schemas", () => {
    const examples: [string, object, unknown][] = [];
    for (const [name, schema] of Object.entries(doc.components?.schemas ?? {})) {
      for (const example of (schema as { examples?: unknown[] }).examples ?? [])
        examples.push([`component ${name}`, { $ref: `#/components/schemas/${name}` }, example]);
    }
    for (const [path, item] of Object.entries(doc.paths ?? {})) {
      for (const [method, op] of Object.entries(item ?? {}) as [
        string,
        OpenAPIV3_1.OperationObject,
      ][]) {
        const body = (op.requestBody as OpenAPIV3_1.RequestBodyObject | undefined)?.content?.[
          "application/json"
        ];
        const schema = body?.schema as OpenAPIV3_1.SchemaObject | undefined;
        for (const example of schema?.examples ?? [])
          examples.push([`${method} ${path} body`, schema as object, example]);
      }
    }
    expect(examples.length).toBeGreaterThanOrEqual(10);
    for (const [where, schema, example] of examples) {
      expect(schemaErrors(doc, `example ${where}`, schema, example), where).toBeUndefined();
    }
  });

  it("lists the codes each operation's failures may carry as an enum", () => {
    const responses = doc.components?.responses ?? {};
    const codesOf = (response: unknown) => {
      let answer = response as OpenAPIV3_1.ResponseObject | OpenAPIV3_1.ReferenceObject;
      if ("$ref" in answer) answer = responses[answer.$ref.split("/").pop() ?? ""] as typeof answer;
      let schema = (answer as OpenAPIV3_1.ResponseObject).content?.["application/json"]?.schema;
      if (schema && "$ref" in schema)
        schema = doc.components?.schemas?.[schema.$ref.split("/").pop() ?? ""];
      expect(schema?.required).toEqual(expect.arrayContaining(["success", "code", "message"]));
      return (schema?.properties?.code as OpenAPIV3_1.SchemaObject | undefined)?.enum;
    };
    const operations = Object.entries(doc.paths ?? {}).flatMap(([path, item]) =>
      Object.entries(item ?? {}).map(
        ([method, op]) => [`${method} ${path}`, op as OpenAPIV3_1.OperationObject] as const,
      ),
    );
    const conflicts = new Map<string, unknown>();
    for (const [where, op] of operations) {
      for (const [status, response] of Object.entries(op.responses ?? {})) {
        if (status === "409") conflicts.set(where, codesOf(response));
        // Health's 503 is its own report, not the envelope.
        else if ("$ref" in response)
          expect(codesOf(response), `${where} ${status}`).toEqual(
            FAILURE_CODES_BY_STATUS[Number(status) as FailureStatusCode],
          );
      }
    }
    // A 409 lists what the operation can give: the application form's conflicts a caller tells
    // apart (SLOT-12..15), an Idempotency-Key's retry while the first runs, else the general one.
    expect(conflicts.get("post /api/trainings/apply")).toEqual([
      "SLOT_TAKEN",
      "ALREADY_APPLIED",
      "REGISTRATION_CLOSED",
      "PRICE_CHANGED",
      "REQUEST_IN_PROGRESS",
    ]);
    expect(conflicts.get("post /api/application/email-code")).toEqual(["REGISTRATION_CLOSED"]);
    expect(conflicts.get("post /api/application/{token}/book")).toEqual(["CONFLICT", "SLOT_TAKEN"]);
    expect(conflicts.get("post /api/waitlist")).toEqual(["REQUEST_IN_PROGRESS"]);
    expect(conflicts.get("post /api/users")).toEqual(["CONFLICT"]);
    // An erased application's status cannot change (decision 0033): the general 409 only.
    expect(conflicts.get("patch /api/trainings/{id}/status")).toEqual(
      conflicts.get("post /api/users"),
    );
    expect([...new Set([...conflicts.values()].flat())].sort()).toEqual(
      [...FAILURE_CODES_BY_STATUS[409]].sort(),
    );
    expect(codesOf(doc.paths?.["/api/trainings/apply"]?.post?.responses?.["429"])).toEqual([
      "RATE_LIMITED",
    ]);
  });

  it("says which API key scope each route takes, and which routes are for staff only", () => {
    const list = doc.paths?.["/api/trainings"]?.get;
    const both = [{ bearer: [] }, { session: [] }];
    expect(list?.security).toEqual(both);
    expect(list?.["x-api-key-scopes" as never]).toEqual(["applications:read"]);
    const status = doc.paths?.["/api/trainings/{id}/status"]?.patch;
    expect(status?.security).toEqual(both);
    expect(status?.["x-api-key-scopes" as never]).toEqual(["applications:write"]);
    expect(doc.paths?.["/api/settings"]?.put?.security).toEqual(both);
    expect(doc.paths?.["/api/settings"]?.put?.["x-api-key-scopes" as never]).toBeUndefined();
    // A public route says so: no requirement at all, and in its description.
    const contact = doc.paths?.["/api/contact/submit"]?.post;
    expect(contact?.security).toEqual([]);
    expect(contact?.description).toContain("no session or API key is needed");
    expect(Object.keys(doc.components?.securitySchemes ?? {})).toEqual(["bearer", "session"]);
  });

  it("names the shared schemas as components and describes multipart bodies with their files", () => {
    const schemas = Object.keys(doc.components?.schemas ?? {});
    expect(schemas).toEqual(
      expect.arrayContaining([
        "Application",
        "ApplicantPage",
        "ConflictFailure",
        "Pagination",
        "User",
      ]),
    );
    const apply = doc.paths?.["/api/trainings/apply"]?.post
      ?.requestBody as OpenAPIV3_1.RequestBodyObject;
    const form = apply.content["multipart/form-data"]?.schema as OpenAPIV3_1.SchemaObject;
    expect(form.properties?.paymentScreenshot).toMatchObject({ type: "string" });
    expect(form.properties?.fullName).toBeDefined();
    const params = doc.paths?.["/api/trainings/apply"]?.post
      ?.parameters as OpenAPIV3_1.ParameterObject[];
    expect(params.map((p) => `${p.in} ${p.name}`)).toContain("header Idempotency-Key");
  });

  it("says how each multipart field is sent: arrays as repeated parts, objects as JSON, which files", () => {
    const encoding = (path: string) => {
      const operation = (doc.paths?.[path] as OpenAPIV3_1.PathItemObject | undefined)?.post;
      const body = operation?.requestBody as OpenAPIV3_1.RequestBodyObject | undefined;
      return body?.content["multipart/form-data"]?.encoding;
    };
    const parts = { style: "form", explode: true };
    // The proof of payment is an image (APP-30): the server refuses a PDF with 415.
    const images = { contentType: "image/png, image/jpeg" };
    expect(encoding("/api/trainings/apply")).toEqual({
      interests: parts,
      paymentScreenshot: images,
    });
    expect(encoding("/api/application/{token}/payment-screenshot")).toEqual({
      paymentScreenshot: images,
    });
    expect(encoding("/api/interpreters/registrations")).toMatchObject({
      interpretingSettings: parts,
      interpretationTypes: parts,
      availability: parts,
      professionalFields: parts,
      proficiencyRatings: { contentType: "application/json" },
      reference1: { contentType: "application/json" },
      reference2: { contentType: "application/json" },
      resumeFile: { contentType: expect.stringContaining("application/pdf") },
    });
    expect(JSON.stringify(doc)).not.toMatch(/image or PDF/i);
  });
});

describe("the served document, as third-party linters see it", () => {
  let database: Database;
  let doc: OpenAPIV3_1.Document;

  beforeAll(async () => {
    if (!pglite) throw new Error("no test database");
    database = await pglite.open();
    doc = (await (await testApp(database).request("/api/openapi.json")).json()) as typeof doc;
  });
  afterAll(async () => {
    await database?.close();
  });

  it("has no finding of Spectral's spectral:oas rules", async () => {
    expect(await spectralFindings(doc)).toEqual([]);
  });

  it("has no finding of Redocly's recommended rules", async () => {
    expect(await redoclyFindings(doc)).toEqual([]);
  });

  it("names its server, licence and the deployment's support address", () => {
    expect(doc.servers).toEqual([{ url: "/", description: expect.any(String) }]);
    expect(doc.info.license?.name).toBeTruthy();
    expect(doc.info.contact?.email).toBe(DEFAULT_PUBLIC_CONFIG.supportEmail);
  });

  it("lists every webhook event with its body's schema, its signature headers and its retries", () => {
    expect(Object.keys(doc.webhooks ?? {}).sort()).toEqual([...WEBHOOK_EVENTS].sort());
    for (const [event, item] of Object.entries(doc.webhooks ?? {})) {
      const post = (item as OpenAPIV3_1.PathItemObject).post as OpenAPIV3_1.OperationObject;
      const params = (post.parameters ?? []) as OpenAPIV3_1.ParameterObject[];
      expect(
        params.map((p) => `${p.in} ${p.name}`),
        event,
      ).toEqual(["header webhook-id", "header webhook-timestamp", "header webhook-signature"]);
      expect(post.description, event).toContain("10 s, 1 min, 5 min, 30 min, 2 h, 6 h, 12 h, 24 h");
      const body = post.requestBody as OpenAPIV3_1.RequestBodyObject;
      const media = body.content["application/json"];
      const ref = (media?.schema as OpenAPIV3_1.ReferenceObject | undefined)?.$ref ?? "";
      const schema = doc.components?.schemas?.[ref.split("/").pop() ?? ""];
      expect(schema?.properties?.type, event).toEqual({ type: "string", const: event });
    }
  });
});

describe("the contract check of the server tests", () => {
  // A route whose description says less than it answers: the check must notice.
  const app = new Hono().get(
    "/api/thing",
    describeRoute({ tag: "T", summary: "A thing", data: z.object({ n: z.int() }), errors: [404] }),
    (c) =>
      c.req.query("bad")
        ? c.json({ success: true, data: { n: "one" } })
        : c.json({ success: false, message: "no" }, 418),
  );

  it("refuses a status the operation does not list, and a body its schema refuses", async () => {
    const doc = await openApiDocument(app);
    expect(doc.paths?.["/api/thing"]?.get).toBeDefined();
    const teapot = await app.request("/api/thing");
    expect(await contractFailure(app, "GET", "/api/thing", teapot)).toContain(
      "a status its description does not list",
    );
    // A failure without its code, or with a code its status does not have.
    const uncoded = new Response(JSON.stringify({ success: false, message: "no" }), {
      status: 404,
      headers: { "content-type": "application/json" },
    });
    expect(await contractFailure(app, "GET", "/api/thing", uncoded)).toContain(
      "a body its schema refuses",
    );
    const miscoded = new Response(
      JSON.stringify({ success: false, code: "SLOT_TAKEN", message: "no" }),
      { status: 404, headers: { "content-type": "application/json" } },
    );
    expect(await contractFailure(app, "GET", "/api/thing", miscoded)).toContain(
      "a body its schema refuses",
    );
    const wrong = await app.request("/api/thing?bad=1");
    expect(await contractFailure(app, "GET", "/api/thing", wrong)).toContain(
      "a body its schema refuses",
    );
  });
});
