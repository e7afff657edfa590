import type { ApiDeps, Inbox, LimitedForm } from "@kairos/api";
import type { Db } from "@kairos/db";
import { type InboxStateChange, inboxListSchema, inboxStateChangeSchema } from "@kairos/shared";
import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { z } from "zod";
import { idempotent } from "../idempotency";
import type { SessionVariables } from "../session";
import { ok, parseJson, parseQuery } from "./envelope";
import { formGate } from "./form-gate";
import { allow, requireStaff } from "./guards";
import { tooLarge } from "./limits";
import { rowIdOf } from "./params";

/** The body limits of the public forms that feed an inbox and of a state change. */
const formLimit = bodyLimit({ maxSize: 32 * 1024, onError: tooLarge });
const stateLimit = bodyLimit({ maxSize: 1024, onError: tooLarge });
const stateBody = inboxStateChangeSchema.pick({ state: true });

/** The body `{ state }` of `PATCH .../:id/state`, checked with the shared schema. */
async function stateChangeOf(c: Context, id: number): Promise<InboxStateChange> {
  const { state } = await parseJson(c, stateBody);
  return { id, state };
}

/**
 * The staff calls of an inbox, mounted under its path (staff only, each route: a public form
 * may share the mount): `GET /` (newest first, `?q&state&page`), `GET /:id` (opening a new
 * item marks it read), `PATCH /:id/state`.
 */
export function inboxRoutes<L, I>(db: Db, inbox: Inbox<L, I>) {
  return new Hono<{ Variables: SessionVariables }>()
    .get("/", allow("inboxes:read"), async (c) =>
      ok(c, await inbox.list(db, parseQuery(c, inboxListSchema))),
    )
    .get("/:id", allow("inboxes:read"), async (c) =>
      ok(c, await inbox.get(db, rowIdOf(c.req.param("id"), inbox.notFound))),
    )
    .patch("/:id/state", requireStaff, stateLimit, async (c) => {
      const id = rowIdOf(c.req.param("id"), inbox.notFound);
      return ok(c, await inbox.setState(db, await stateChangeOf(c, id)));
    });
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
}

/**
 * The form's `POST` (limited per address and e-mail, body at most 32 kB, Idempotency-Key) and
 * the inbox's staff calls, as one set of routes.
 */
export function formInboxRoutes<Input, L, I>(deps: ApiDeps, f: FormInbox<Input, L, I>) {
  return new Hono<{ Variables: SessionVariables }>()
    .post(
      f.submitPath,
      formGate(deps, f.form),
      formLimit,
      idempotent(deps, f.keyScope),
      async (c) => {
        const input = await parseJson(c, f.schema);
        const result = await f.submit(deps, input, { ip: c.get("auth").ip });
        return ok(c, result, 201, f.success);
      },
    )
    .route(f.inboxPath, inboxRoutes(deps.database.db, f.inbox));
}
