import { type ApiDeps, holdRecord, type Inbox, type LimitedForm } from "@kairos/api";
import type { Db } from "@kairos/db";
import { holdChangeSchema, inboxListSchema, inboxStateChangeSchema } from "@kairos/shared";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { z } from "zod";
import { ok } from "../http/envelope";
import { idempotent } from "../http/idempotency";
import type { SessionVariables } from "../http/session";
import { describe } from "../openapi/describe";
import { jsonBody, query, rowId } from "../openapi/validate";
import { holdChanged } from "./answers/erasure";
import { formReceived, inboxStateChanged } from "./answers/inboxes";
import { formGate } from "./form-gate";
import { allow, requireAdmin, requireStaff, sessionOf } from "./guards";
import { tooLarge } from "./limits";

/** The body limits of the public forms that feed an inbox and of a state change. */
const formLimit = bodyLimit({ maxSize: 32 * 1024, onError: tooLarge });
const stateLimit = bodyLimit({ maxSize: 1024, onError: tooLarge });
const stateBody = inboxStateChangeSchema.pick({ state: true });

/** How an inbox is described in the OpenAPI document: its tag, a page of it, one item. */
export interface InboxDocs {
  tag: string;
  /** What one item is called, e.g. "contact message". */
  noun: string;
  page: z.ZodType;
  item: z.ZodType;
}

/**
 * The staff calls of an inbox, mounted under its path (staff only, each route: a public form
 * may share the mount): `GET /` (newest first, `?q&state&page`), `GET /:id` (opening a new
 * item marks it read), `PATCH /:id/state`, `PUT /:id/hold` (admins, decision 0033).
 */
export function inboxRoutes<L, I>(db: Db, inbox: Inbox<L, I>, docs: InboxDocs) {
  const { tag, noun } = docs;
  const itemId = rowId(inbox.notFound);
  return new Hono<{ Variables: SessionVariables }>()
    .get(
      "/",
      describe({ tag, summary: `List ${noun}s, newest first`, data: docs.page }),
      allow("inboxes:read"),
      query(inboxListSchema),
      async (c) => ok(c, await inbox.list(db, c.req.valid("query"))),
    )
    .get(
      "/:id",
      describe({ tag, summary: `Open a ${noun} (a new one is marked read)`, data: docs.item }),
      allow("inboxes:read"),
      itemId,
      async (c) => ok(c, await inbox.get(db, c.req.valid("param").id)),
    )
    .patch(
      "/:id/state",
      describe({ tag, summary: `Mark a ${noun} new, read or handled`, data: inboxStateChanged }),
      requireStaff,
      stateLimit,
      itemId,
      jsonBody(stateBody),
      async (c) => {
        const { id } = c.req.valid("param");
        return ok(c, await inbox.setState(db, { id, state: c.req.valid("json").state }));
      },
    )
    .put(
      "/:id/hold",
      describe({
        tag,
        summary: `Hold a ${noun} from erasure, or release it (admins)`,
        description:
          "A held record is kept past its retention period and refused by erasure requests (409 RECORD_HELD) until released.",
        data: holdChanged,
        errors: [409],
      }),
      requireAdmin,
      stateLimit,
      itemId,
      jsonBody(holdChangeSchema),
      async (c) => {
        const { hold } = c.req.valid("json");
        const done = await holdRecord(db, {
          kind: inbox.kind,
          id: c.req.valid("param").id,
          userId: sessionOf(c).user.id,
          hold,
        });
        return ok(c, done, 200, hold ? "Held from erasure" : "Hold released");
      },
    );
}

/** A public JSON form that feeds an inbox, and that inbox's staff calls beside it. */
export interface FormInbox<Input, L, I> {
  form: LimitedForm;
  /** The form's path and the inbox's, below the mount (`/submit`, `/messages`). */
  submitPath: string;
  inboxPath: string;
  /** The Idempotency-Key scope of the form's route. */
  keyScope: string;
  schema: z.ZodType<Input>;
  submit: (deps: ApiDeps, input: Input, meta: { ip: string }) => Promise<object>;
  success: string;
  inbox: Inbox<L, I>;
  docs: InboxDocs & { submitSummary: string };
}

/**
 * The form's `POST` (limited per address and e-mail, body at most 32 kB, Idempotency-Key) and
 * the inbox's staff calls, as one set of routes.
 */
export function formInboxRoutes<Input, L, I>(deps: ApiDeps, f: FormInbox<Input, L, I>) {
  return new Hono<{ Variables: SessionVariables }>()
    .post(
      f.submitPath,
      describe({
        tag: f.docs.tag,
        summary: f.docs.submitSummary,
        data: formReceived,
        status: 201,
        errors: [409],
      }),
      formGate(deps, f.form),
      formLimit,
      idempotent(deps, f.keyScope),
      jsonBody(f.schema),
      async (c) => {
        const result = await f.submit(deps, c.req.valid("json") as Input, {
          ip: c.get("auth").ip,
        });
        return ok(c, result, 201, f.success);
      },
    )
    .route(f.inboxPath, inboxRoutes(deps.database.db, f.inbox, f.docs));
}
