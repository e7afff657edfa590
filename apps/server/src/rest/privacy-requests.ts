import {
  type ApiDeps,
  decidePrivacyRequest,
  listPrivacyRequests,
  submitPrivacyRequest,
  verifyPrivacyRequest,
} from "@kairos/api";
import {
  PRIVACY_MESSAGES,
  privacyDecisionSchema,
  privacyRequestSchema,
  privacyVerifySchema,
} from "@kairos/shared";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { ok } from "../http/envelope";
import type { SessionVariables } from "../http/session";
import { describe } from "../openapi/describe";
import { jsonBody, rowId } from "../openapi/validate";
import * as answers from "./answers/privacy-requests";
import { formGate } from "./form-gate";
import { actorOf, allow } from "./guards";
import { tooLarge } from "./limits";

const jsonLimit = bodyLimit({ maxSize: 4 * 1024, onError: tooLarge });
const tag = "Privacy requests";

/**
 * `/api/privacy-requests` (decision 0034): the public form's request and its confirmation
 * link, and the staff queue with its decisions (`privacy:manage` for an API key).
 */
export function privacyRequestRoutes(deps: ApiDeps) {
  return new Hono<{ Variables: SessionVariables }>()
    .post(
      "/",
      describe({
        tag,
        summary: "Ask for a copy of one's data, or its deletion (public)",
        description:
          "For interpreter registrants, requesters and senders of messages: mails a link to `email`, working once within 24 hours; the request reaches staff only once it is opened (`POST /api/privacy-requests/verify`). The same answer whether or not the address has sent anything. Form limits apply.",
        data: answers.privacyRequested,
        status: 201,
      }),
      formGate(deps, "privacy-request"),
      jsonLimit,
      jsonBody(privacyRequestSchema, { example: { email: "amal@example.com", wants: "copy" } }),
      async (c) => {
        const { message } = await submitPrivacyRequest(deps, c.req.valid("json"), {
          ip: c.get("auth").ip,
        });
        return ok(c, { requested: true as const }, 201, message);
      },
    )
    .post(
      "/verify",
      describe({
        tag,
        summary: "Confirm a request with the mailed link's token (public)",
        description: "Works once; 404 for an unknown, used or expired token.",
        data: answers.privacyVerified,
        errors: [400, 404],
      }),
      jsonLimit,
      jsonBody(privacyVerifySchema),
      async (c) => {
        const { message } = await verifyPrivacyRequest(deps, c.req.valid("json").token);
        return ok(c, { verified: true as const }, 200, message);
      },
    )
    .get(
      "/",
      describe({
        tag,
        summary: "The open requests, oldest first",
        data: answers.privacyRequestList,
      }),
      allow("privacy:manage"),
      async (c) => ok(c, await listPrivacyRequests(deps.database.db)),
    )
    .post(
      "/:id/decision",
      describe({
        tag,
        summary: "Decide a request: erase, send a copy, or refuse with a reason",
        description:
          '`erase` erases every record the request is about (logged: who, when, what kind); `copy` mails the requester their application\'s page link (its "Download my data") or, for an address, a ZIP of its records; `refuse` mails the reason. The requester is mailed each decision and their address is then forgotten. 409 when the request was already decided, or a record is on hold (the request stays open).',
        data: answers.privacyDecided,
        errors: [400, 404, 409],
      }),
      allow("privacy:manage"),
      jsonLimit,
      jsonBody(privacyDecisionSchema, {
        example: { action: "refuse", reason: "We must keep invoices for 5 years." },
      }),
      rowId("Request not found"),
      async (c) => {
        const done = await decidePrivacyRequest(
          deps,
          c.req.valid("param").id,
          c.req.valid("json"),
          actorOf(c),
        );
        return ok(c, done, 200, PRIVACY_MESSAGES.decided);
      },
    );
}
