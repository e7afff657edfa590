import {
  type ApiDeps,
  checkUpload,
  interpreterRegistrationsInbox,
  REGISTRATION_DOCUMENT,
  type RegistrationFiles,
  submitRegistration,
  validationError,
} from "@kairos/api";
import {
  interpreterRegistrationSchema,
  REGISTRATION_FILES,
  REGISTRATION_MESSAGES,
} from "@kairos/shared";
import { Hono, type MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { idempotent } from "../idempotency";
import type { SessionVariables } from "../session";
import { fail, ok, parseForm } from "./envelope";
import { formGate } from "./form-gate";
import { inboxRoutes } from "./inbox";

/** Four documents at their limit, plus room for the text fields. */
const BODY_LIMIT = 4 * REGISTRATION_DOCUMENT.maxBytes + 512 * 1024;

/** `/api/interpreters/registrations`: the public registration and the staff reads. */
export function interpreterRegistrationRoutes(deps: ApiDeps, uploads: MiddlewareHandler) {
  const { db } = deps.database;
  return new Hono<{ Variables: SessionVariables }>()
    .post(
      "/",
      formGate(deps, "interpreter-registration", {
        multipart: "Send the registration as multipart/form-data",
      }),
      bodyLimit({
        maxSize: BODY_LIMIT,
        onError: (c) => fail(c, 413, REGISTRATION_DOCUMENT.tooLarge),
      }),
      uploads,
      idempotent(deps, "interpreters.registrations"),
      async (c) => {
        const body = await parseForm(c);
        const parsed = interpreterRegistrationSchema.safeParse(body);
        if (!parsed.success) throw validationError(parsed.error);
        const files: RegistrationFiles = {};
        for (const field of Object.keys(
          REGISTRATION_FILES,
        ) as (keyof typeof REGISTRATION_FILES)[]) {
          const part = body[field];
          if (part instanceof File && part.size > 0) {
            files[field] = await checkUpload(part, REGISTRATION_DOCUMENT, field);
          }
        }
        const { id, reference, emailSent } = await submitRegistration(deps, parsed.data, files, {
          ip: c.get("auth").ip,
        });
        return ok(c, { id, reference, emailSent }, 201, REGISTRATION_MESSAGES.success);
      },
    )
    .route("/", inboxRoutes(db, interpreterRegistrationsInbox));
}
