import {
  type ApiDeps,
  AppError,
  describeError,
  joinWaitlist,
  listWaitlist,
  refuseOverFormLimit,
} from "@kairos/api";
import { type WaitlistOutcome, waitlistJoinSchema, waitlistListQuery } from "@kairos/shared";
import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { ok } from "../http/envelope";
import { idempotent } from "../http/idempotency";
import type { SessionVariables } from "../http/session";
import { describe } from "../openapi/describe";
import { jsonBody, query } from "../openapi/validate";
import * as answers from "./answers/waitlist";
import { formGate } from "./form-gate";
import { requireStaff } from "./guards";
import { tooLarge } from "./limits";

const jsonLimit = bodyLimit({ maxSize: 4 * 1024, onError: tooLarge });
const tag = "Waiting list";

/**
 * `/api/waitlist` (GAP-27): `POST /` leaves an address to be mailed once when applications
 * open (public, the forms' limits), `GET /` the list for staff.
 */
export function waitlistRoutes(deps: ApiDeps) {
  return new Hono<{ Variables: SessionVariables }>()
    .post(
      "/",
      describe({
        tag,
        summary: "E-mail me when applications open (public)",
        description:
          "The same answer whether or not the address is on the list; it is mailed once, when the site takes applications (at once if it does already).",
        data: answers.waitlistJoined,
        status: 201,
      }),
      formGate(deps, "waitlist"),
      jsonLimit,
      idempotent(deps, "waitlist.join"),
      jsonBody(waitlistJoinSchema, { example: { email: "amal@example.com" } }),
      async (c) => {
        const { message } = await joinWaitlist(deps, c.req.valid("json"), {
          ip: c.get("auth").ip,
        });
        return ok(c, { joined: true as const }, 201, message);
      },
    )
    .get(
      "/",
      describe({ tag, summary: "The waiting list, newest first", data: answers.waitlistPage }),
      requireStaff,
      query(waitlistListQuery),
      async (c) => ok(c, await listWaitlist(deps.database.db, c.req.valid("query"))),
    );
}

/**
 * `POST /register`: the closed page's "tell me when" form as the browser sends it by itself,
 * when it is submitted before the page's script has taken over (a slow phone). The address is
 * kept as by the API (the same limits), and the visitor is sent back to the page, which says
 * what happened; a failure is said there too, never as a bare error page.
 */
export function waitlistPagePost(deps: ApiDeps) {
  const back = (c: Context, outcome: WaitlistOutcome) =>
    c.redirect(`/register?waitlist=${outcome}`, 303);
  return async (c: Context<{ Variables: SessionVariables }>) => {
    const { ip } = c.get("auth");
    try {
      await refuseOverFormLimit(deps, "waitlist", ip);
      const body = await c.req.parseBody();
      const parsed = waitlistJoinSchema.safeParse({
        email: typeof body.email === "string" ? body.email : "",
        website: typeof body.website === "string" && body.website ? body.website : undefined,
      });
      if (!parsed.success) return back(c, "invalid");
      await joinWaitlist(deps, parsed.data, { ip });
      return back(c, "joined");
    } catch (error) {
      // A limit, or the database gone: the page says it was not saved. Anything else is ours.
      if (!(error instanceof AppError)) {
        deps.logger.error("tell-me-when form not saved", describeError(error));
      }
      return back(c, "failed");
    }
  };
}
