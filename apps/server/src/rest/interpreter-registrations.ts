import {
  type ApiDeps,
  AppError,
  checkUpload,
  getRegistration,
  listRegistrations,
  REGISTRATION_DOCUMENT,
  type RegistrationFiles,
  submitRegistration,
  validationError,
} from "@kairos/api";
import {
  interpreterRegistrationSchema,
  paginationQuery,
  REGISTRATION_FILES,
  REGISTRATION_MESSAGES,
} from "@kairos/shared";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { z } from "zod";
import type { SessionVariables } from "../session";
import { fail, ok, parseQuery } from "./envelope";
import { requireStaff } from "./guards";

/** Four documents at their limit, plus room for the text fields. */
const BODY_LIMIT = 4 * REGISTRATION_DOCUMENT.maxBytes + 512 * 1024;
const listQuery = paginationQuery(10, 100).extend({ q: z.string().trim().max(200).optional() });
const idParam = z.coerce.number().int().positive().max(2_147_483_647);

/** `/api/interpreters/registrations`: the public registration and the staff reads. */
export function interpreterRegistrationRoutes(deps: ApiDeps) {
  const { db } = deps.database;
  return new Hono<{ Variables: SessionVariables }>()
    .post(
      "/",
      bodyLimit({
        maxSize: BODY_LIMIT,
        onError: (c) => fail(c, 413, REGISTRATION_DOCUMENT.tooLarge),
      }),
      async (c) => {
        if (!c.req.header("content-type")?.startsWith("multipart/form-data")) {
          throw new AppError(
            "UNSUPPORTED_MEDIA_TYPE",
            "Send the registration as multipart/form-data",
          );
        }
        deps.limits.submissions.hit(`interpreter-registration:${c.get("auth").ip}`);
        const body = await c.req.parseBody();
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
        const { id, reference, emailSent } = await submitRegistration(deps, parsed.data, files);
        return ok(c, { id, reference, emailSent }, 201, REGISTRATION_MESSAGES.success);
      },
    )
    .get("/", requireStaff, async (c) =>
      ok(c, await listRegistrations(db, parseQuery(c, listQuery))),
    )
    .get("/:id", requireStaff, async (c) => {
      const id = idParam.safeParse(c.req.param("id"));
      if (!id.success) return fail(c, 404, "Registration not found");
      return ok(c, await getRegistration(db, id.data));
    });
}
