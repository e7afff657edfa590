import { type ApiDeps, joinWaitlist, listWaitlist } from "@kairos/api";
import { waitlistJoinSchema, waitlistListQuery } from "@kairos/shared";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { idempotent } from "../idempotency";
import { describe } from "../openapi/describe";
import { jsonBody, query } from "../openapi/validate";
import type { SessionVariables } from "../session";
import * as answers from "./answers/waitlist";
import { ok } from "./envelope";
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
