import { type ConflictCode, FAILURE_CODES_BY_STATUS } from "@kairos/shared";
import type { Env, Hono } from "hono";
import { type GenerateSpecOptions, generateSpecs } from "hono-openapi";
import type { OpenAPIV3_1 } from "openapi-types";
import { onceCompressed } from "../http/once-compressed";
import {
  ACCESS,
  CONFLICT_CODES,
  ERROR_RESPONSES,
  type FailureStatus,
  failures,
  SECURITY_SCHEMES,
} from "./describe";
import { addMultipartEncoding } from "./encoding";
import { WEBHOOKS } from "./webhooks";

/**
 * The document's own part; every path, parameter, body and answer comes from the routes'
 * describe() and validators (describe.ts, validate.ts), so it cannot drift from the code.
 */
const documentation = {
  info: {
    title: "Kairos REST API",
    version: "1.0.0",
    // No open-source licence: every package of the repository is private (package.json).
    license: { name: "Proprietary: all rights reserved", identifier: "LicenseRef-Proprietary" },
    description:
      "The REST API of Kairos: applications to the medical interpreter training, assessment slots and bookings, the inboxes of the public forms, and the staff's tools.\n\nEvery JSON answer is an envelope: `{ success: true, message?, data }` or `{ success: false, code, message, errors? }`, whose `code` (listed per failure response) is stable for a program to branch on, while `message` is for people. Staff call it with a session (the cookie, or `Authorization: Bearer` with the token of `POST /api/auth/login`); other systems with an API key made by an admin (`Authorization: Bearer kairos_…`), within its scopes. Any request may be answered 503 (with `Retry-After`) while the database cannot be reached: try again.",
  },
  // The server that serves the document: its paths start with /api, wherever it is deployed.
  servers: [{ url: "/", description: "The server this document is served by" }],
  // The reference's order: what most callers come for first.
  tags: [
    {
      name: "Applications",
      description:
        "Applications to the training: the staff's list, changes and exports, and the public form.",
    },
    {
      name: "Payments",
      description:
        "Each application's payments ledger: payments received and refunds given, recorded by staff, corrected by a new entry (nothing is deleted); and the proofs of payment still to check.",
    },
    {
      name: "Applicant page",
      description: "The applicant's own page, addressed by the personal link's token.",
    },
    {
      name: "Assessments",
      description: "The public availability of assessment slots, and booking one.",
    },
    { name: "Assessment slots", description: "The staff's slots and bookings." },
    { name: "Interpreter requests", description: "The public request form and its staff inbox." },
    {
      name: "Interpreter registrations",
      description: "The public registration form and its staff inbox.",
    },
    { name: "Contact messages", description: "The public contact form and its staff inbox." },
    { name: "Sign-in", description: "Staff sessions." },
    { name: "Staff accounts", description: "Admins only." },
    { name: "API keys", description: "Admins only; a key cannot manage keys." },
    {
      name: "Access log",
      description:
        "Admins only, or a key with `audit:read`: who opened which uploaded file and who downloaded which export.",
    },
    {
      name: "Webhooks",
      description:
        "Admins only: endpoints, deliveries and their answers. The events sent to an endpoint are the document's `webhooks`.",
    },
    {
      name: "Settings",
      description: "Admins only: prices, payment instructions, support contacts.",
    },
    { name: "Rounds", description: "Admins only: the training rounds." },
    { name: "Waiting list", description: "Joining the waiting list, and the staff's list." },
    {
      name: "Privacy requests",
      description:
        "Requests for a copy of one's data or its deletion: the public form and its confirmation, and the staff queue (decision 0034).",
    },
    { name: "Visitors", description: "First-party analytics and the visitor's location." },
    { name: "Health", description: "For monitors and load balancers." },
  ],
  components: { securitySchemes: SECURITY_SCHEMES, responses: ERROR_RESPONSES },
  webhooks: WEBHOOKS.webhooks,
} satisfies GenerateSpecOptions["documentation"];

/** What any operation may answer: a key that is no longer good (on any route), our fault, the database away. */
const EVERYWHERE = { responses: failures([401, 500, 503]) };

const options: Partial<GenerateSpecOptions> = {
  documentation,
  defaultOptions: {
    GET: EVERYWHERE,
    POST: EVERYWHERE,
    PUT: EVERYWHERE,
    PATCH: EVERYWHERE,
    DELETE: EVERYWHERE,
  },
  // Each route's 400 is its validator's own envelope (validate.ts), added below.
  defaultValidationErrorResponse: false,
  exclude: ["/api/openapi.json", /^\/api\/docs/],
};

type Operation = OpenAPIV3_1.OperationObject;

/**
 * The failures that follow from an operation's inputs, written once here rather than on every
 * route: a body can be malformed (400), too large (413) or of another type (415), a query
 * malformed (400), and a path id name nothing (404).
 */
function inputFailures(operation: Operation): FailureStatus[] {
  const statuses: FailureStatus[] = [];
  const params = (operation.parameters ?? []) as OpenAPIV3_1.ParameterObject[];
  if (operation.requestBody) statuses.push(400, 413, 415);
  if (params.some((p) => p.in === "query" && p.schema)) statuses.push(400);
  if (params.some((p) => p.in === "path")) statuses.push(404);
  return statuses;
}

/**
 * The operation's 409 with the codes it can give (decision 0023): its route's own (the general
 * CONFLICT unless it names specific ones), and REQUEST_IN_PROGRESS where it takes an
 * Idempotency-Key. The general one alone stays the shared `Conflict` answer.
 */
function narrowConflict(operation: Operation, doc: OpenAPIV3_1.Document) {
  const extended = operation as Record<string, unknown>;
  const own =
    (extended[CONFLICT_CODES] as ConflictCode[] | undefined) ??
    (operation.responses?.[409] ? ["CONFLICT"] : []);
  delete extended[CONFLICT_CODES];
  const params = (operation.parameters ?? []) as OpenAPIV3_1.ParameterObject[];
  const idempotent = params.some((p) => p.in === "header" && p.name === "Idempotency-Key");
  const codes = FAILURE_CODES_BY_STATUS[409].filter(
    (code) => own.includes(code) || (idempotent && code === "REQUEST_IN_PROGRESS"),
  );
  if (codes.length === 0 || (codes.length === 1 && codes[0] === "CONFLICT")) return;
  const general = doc.components?.schemas?.ConflictFailure as OpenAPIV3_1.SchemaObject;
  const conflict = ERROR_RESPONSES.Conflict as OpenAPIV3_1.ResponseObject;
  operation.responses = {
    ...operation.responses,
    409: {
      description: conflict.description,
      content: {
        "application/json": {
          schema: {
            ...general,
            properties: {
              ...general.properties,
              code: { ...(general.properties?.code as object), enum: codes },
            },
          },
        },
      },
    },
  };
}

const PUBLIC = "Anyone may call it: no session or API key is needed.";

const unique = <T>(items: T[]) => [
  ...new Map(items.map((item) => [JSON.stringify(item), item])).values(),
];

async function generate<E extends Env>(app: Hono<E>): Promise<OpenAPIV3_1.Document> {
  const doc = (await generateSpecs(app, options)) as OpenAPIV3_1.Document;
  for (const item of Object.values(doc.paths ?? {})) {
    for (const operation of Object.values(item ?? {}) as Operation[]) {
      operation.responses = { ...failures(inputFailures(operation)), ...operation.responses };
      narrowConflict(operation, doc);
      const access = (operation as Record<string, unknown>)[ACCESS];
      if (typeof access === "string") {
        operation.description = [operation.description, access].filter(Boolean).join("\n\n");
        delete (operation as Record<string, unknown>)[ACCESS];
      }
      addMultipartEncoding(operation);
      // A mount's guard is merged into each of its routes' parts: once is enough.
      if (operation.security) operation.security = unique(operation.security);
      else {
        // No guard: said outright, so that a reader (and a linter) does not take it for a
        // route that forgot its own.
        operation.security = [];
        operation.description = [operation.description, PUBLIC].filter(Boolean).join("\n\n");
      }
    }
  }
  doc.components = {
    ...doc.components,
    schemas: { ...doc.components?.schemas, ...WEBHOOKS.schemas },
  };
  return doc;
}

const documents = new WeakMap<object, Promise<OpenAPIV3_1.Document>>();

/** The OpenAPI 3.1 document of `app`'s REST routes (`/api/...`), built once per app. */
export function openApiDocument<E extends Env>(app: Hono<E>): Promise<OpenAPIV3_1.Document> {
  let doc = documents.get(app);
  if (!doc) {
    doc = generate(app);
    documents.set(app, doc);
  }
  return doc;
}

/** The deployment's part: whom callers write to (SUPPORT_EMAIL). */
export interface Deployment {
  supportEmail: string;
}

/** `doc` as this deployment serves it. */
export const deployedDocument = (
  doc: OpenAPIV3_1.Document,
  { supportEmail }: Deployment,
): OpenAPIV3_1.Document => ({
  ...doc,
  info: { ...doc.info, contact: { name: "Kairos support", email: supportEmail } },
});

/** `GET /api/openapi.json`: the same bytes until the next deploy, revalidated by its ETag. */
export const openApiRoute = <E extends Env>(app: Hono<E>, deployment: Deployment) =>
  onceCompressed(
    async () => {
      const doc = deployedDocument(await openApiDocument(app), deployment);
      return new TextEncoder().encode(JSON.stringify(doc));
    },
    {
      "Content-Type": "application/json",
      "Cache-Control": "no-cache",
    },
  );
