import {
  type ApiDeps,
  getContactMessage,
  getInterpreterRequest,
  listContactMessages,
  listInterpreterRequests,
  setContactMessageState,
  setInterpreterRequestState,
  submitContactMessage,
  submitInterpreterRequest,
} from "@kairos/api";
import {
  CONTACT_MESSAGES,
  contactMessageSchema,
  type InboxStateChange,
  inboxIdSchema,
  inboxListSchema,
  inboxStateChangeSchema,
  interpreterRequestSchema,
  REQUEST_MESSAGES,
} from "@kairos/shared";
import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { idempotent } from "../idempotency";
import type { SessionVariables } from "../session";
import { fail, ok, parseJson, parseQuery } from "./envelope";
import { formGate } from "./form-gate";
import { requireStaff } from "./guards";
import { tooLarge } from "./limits";

const formLimit = bodyLimit({ maxSize: 32 * 1024, onError: tooLarge });
const stateLimit = bodyLimit({ maxSize: 1024, onError: tooLarge });
const stateBody = inboxStateChangeSchema.pick({ state: true });

/** The body `{ state }` of `PATCH .../:id/state`, checked with the shared schema. */
export async function stateChangeOf(c: Context, id: number): Promise<InboxStateChange> {
  const { state } = await parseJson(c, stateBody);
  return { id, state };
}

/**
 * `POST /api/interpreters/request` (public-site.md §7), and the staff inbox:
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

/**
 * `POST /api/contact/submit` (public-site.md §7), and the staff inbox:
 * `GET /api/contact/messages`, `GET .../messages/:id` (marks a new one read),
 * `PATCH .../messages/:id/state`.
 */
export function contactRoutes(deps: ApiDeps) {
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
