import {
  type ApiDeps,
  checkUpload,
  interpreterRegistrationsInbox,
  REGISTRATION_DOCUMENT,
  type RegistrationFiles,
  submitRegistration,
} from "@kairos/api";
import {
  interpreterRegistrationSchema,
  REGISTRATION_DOCUMENT_LABELS,
  REGISTRATION_FILES,
  REGISTRATION_MESSAGES,
} from "@kairos/shared";
import { Hono, type MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { fail, ok } from "../http/envelope";
import { idempotent } from "../http/idempotency";
import type { SessionVariables } from "../http/session";
import { describe } from "../openapi/describe";
import { multipart } from "../openapi/validate";
import {
  formReceived,
  interpreterRegistrationDetail,
  interpreterRegistrationPage,
} from "./answers/inboxes";
import { formGate } from "./form-gate";
import { inboxRoutes } from "./inbox";

/** Four documents at their limit, plus room for the text fields. */
const BODY_LIMIT = 4 * REGISTRATION_DOCUMENT.maxBytes + 512 * 1024;

const tag = "Interpreter registrations";
const DOCUMENT_PARTS = Object.fromEntries(
  Object.entries(REGISTRATION_FILES).map(([part, kind]) => [
    part,
    { description: `The ${kind} document`, kinds: REGISTRATION_DOCUMENT.kinds },
  ]),
);

/** `/api/interpreters/registrations`: the public registration and the staff reads. */
export function interpreterRegistrationRoutes(deps: ApiDeps, uploads: MiddlewareHandler) {
  const { db } = deps.database;
  return new Hono<{ Variables: SessionVariables }>()
    .post(
      "/",
      describe({
        tag,
        summary: "Register as an interpreter (public)",
        description:
          "The registration form with its documents (PDF, DOC, DOCX, JPG or PNG). An array field (e.g. `availability`) is sent as repeated parts, one value each, or as one part holding JSON text, as the web form does; an object field (`proficiencyRatings`, `reference1`, `reference2`) as JSON text. Any other value is refused with 400 at the field.",
        data: formReceived,
        status: 201,
        errors: [409, 507],
      }),
      formGate(deps, "interpreter-registration", {
        multipart: "Send the registration as multipart/form-data",
      }),
      bodyLimit({
        maxSize: BODY_LIMIT,
        onError: (c) => fail(c, 413, REGISTRATION_DOCUMENT.tooLarge()),
      }),
      uploads,
      idempotent(deps, "interpreters.registrations"),
      multipart(interpreterRegistrationSchema, DOCUMENT_PARTS),
      async (c) => {
        const { files: parts, ...fields } = c.req.valid("form");
        const files: RegistrationFiles = {};
        for (const field of Object.keys(
          REGISTRATION_FILES,
        ) as (keyof typeof REGISTRATION_FILES)[]) {
          const part = parts[field];
          if (part && part.size > 0) {
            // A refusal names the document and its field: the form takes the person there.
            const what = REGISTRATION_DOCUMENT_LABELS[REGISTRATION_FILES[field]];
            files[field] = await checkUpload(part, REGISTRATION_DOCUMENT, field, what);
          }
        }
        const { id, reference, emailSent } = await submitRegistration(deps, fields, files, {
          ip: c.get("auth").ip,
        });
        return ok(c, { id, reference, emailSent }, 201, REGISTRATION_MESSAGES.success);
      },
    )
    .route(
      "/",
      inboxRoutes(db, interpreterRegistrationsInbox, {
        tag,
        noun: "interpreter registration",
        page: interpreterRegistrationPage,
        item: interpreterRegistrationDetail,
      }),
    );
}
