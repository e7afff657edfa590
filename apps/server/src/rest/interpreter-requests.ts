import {
  type ApiDeps,
  getInterpreterRequest,
  listInterpreterRequests,
  setInterpreterRequestState,
  submitInterpreterRequest,
} from "@kairos/api";
import {
  inboxIdSchema,
  inboxListSchema,
  interpreterRequestSchema,
  REQUEST_MESSAGES,
} from "@kairos/shared";
import { Hono } from "hono";
import { idempotent } from "../idempotency";
import type { SessionVariables } from "../session";
import { fail, ok, parseJson, parseQuery } from "./envelope";
import { formGate } from "./form-gate";
import { requireStaff } from "./guards";
import { formLimit, stateChangeOf, stateLimit } from "./inbox";

/**
 * `POST /api/interpreters/request` (docs/requirements.md, public-site §7), and the staff inbox:
 * `GET /api/interpreters/requests`, `GET .../requests/:id` (marks a new one read),
 * `PATCH .../requests/:id/state`.
 */
export function interpreterRequestRoutes(deps: ApiDeps) {
  const { db } = deps.database;
  const notFound = "Request not found";
  return new Hono<{ Variables: SessionVariables }>()
    .post(
      "/request",
      formGate(deps, "interpreter-request"),
      formLimit,
      idempotent(deps, "interpreters.request"),
      async (c) => {
        const input = await parseJson(c, interpreterRequestSchema);
        const result = await submitInterpreterRequest(deps, input, { ip: c.get("auth").ip });
        return ok(c, result, 201, REQUEST_MESSAGES.success);
      },
    )
    .get("/requests", requireStaff, async (c) =>
      ok(c, await listInterpreterRequests(db, parseQuery(c, inboxListSchema))),
    )
    .get("/requests/:id", requireStaff, async (c) => {
      const id = inboxIdSchema.safeParse(c.req.param("id"));
      if (!id.success) return fail(c, 404, notFound);
      return ok(c, await getInterpreterRequest(db, id.data));
    })
    .patch("/requests/:id/state", requireStaff, stateLimit, async (c) => {
      const id = inboxIdSchema.safeParse(c.req.param("id"));
      if (!id.success) return fail(c, 404, notFound);
      return ok(c, await setInterpreterRequestState(db, await stateChangeOf(c, id.data)));
    });
}
