import {
  type ApiDeps,
  getContactMessage,
  listContactMessages,
  setContactMessageState,
  submitContactMessage,
} from "@kairos/api";
import {
  CONTACT_MESSAGES,
  contactMessageSchema,
  inboxIdSchema,
  inboxListSchema,
} from "@kairos/shared";
import { Hono } from "hono";
import { idempotent } from "../idempotency";
import type { SessionVariables } from "../session";
import { fail, ok, parseJson, parseQuery } from "./envelope";
import { formGate } from "./form-gate";
import { requireStaff } from "./guards";
import { formLimit, stateChangeOf, stateLimit } from "./inbox";

/**
 * `POST /api/contact/submit` (docs/requirements.md, public-site §7), and the staff inbox:
 * `GET /api/contact/messages`, `GET .../messages/:id` (marks a new one read),
 * `PATCH .../messages/:id/state`.
 */
export function contactMessageRoutes(deps: ApiDeps) {
  const { db } = deps.database;
  const notFound = "Message not found";
  return new Hono<{ Variables: SessionVariables }>()
    .post(
      "/submit",
      formGate(deps, "contact"),
      formLimit,
      idempotent(deps, "contact.submit"),
      async (c) => {
        const input = await parseJson(c, contactMessageSchema);
        const result = await submitContactMessage(deps, input, { ip: c.get("auth").ip });
        return ok(c, result, 201, CONTACT_MESSAGES.success);
      },
    )
    .get("/messages", requireStaff, async (c) =>
      ok(c, await listContactMessages(db, parseQuery(c, inboxListSchema))),
    )
    .get("/messages/:id", requireStaff, async (c) => {
      const id = inboxIdSchema.safeParse(c.req.param("id"));
      if (!id.success) return fail(c, 404, notFound);
      return ok(c, await getContactMessage(db, id.data));
    })
    .patch("/messages/:id/state", requireStaff, stateLimit, async (c) => {
      const id = inboxIdSchema.safeParse(c.req.param("id"));
      if (!id.success) return fail(c, 404, notFound);
      return ok(c, await setContactMessageState(db, await stateChangeOf(c, id.data)));
    });
}
