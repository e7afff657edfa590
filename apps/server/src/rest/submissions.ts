import { type ApiDeps, submitContactMessage, submitInterpreterRequest } from "@kairos/api";
import {
  CONTACT_MESSAGES,
  contactMessageSchema,
  interpreterRequestSchema,
  REQUEST_MESSAGES,
} from "@kairos/shared";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { SessionVariables } from "../session";
import { ok, parseJson } from "./envelope";
import { tooLarge } from "./limits";

const formLimit = bodyLimit({ maxSize: 32 * 1024, onError: tooLarge });

/** `POST /api/interpreters/request` (public-site.md §7). */
export function interpreterRequestRoutes(deps: ApiDeps) {
  return new Hono<{ Variables: SessionVariables }>().post("/request", formLimit, async (c) => {
    const input = await parseJson(c, interpreterRequestSchema);
    const result = await submitInterpreterRequest(deps, input, { ip: c.get("auth").ip });
    return ok(c, result, 201, REQUEST_MESSAGES.success);
  });
}

/** `POST /api/contact/submit` (public-site.md §7). */
export function contactRoutes(deps: ApiDeps) {
  return new Hono<{ Variables: SessionVariables }>().post("/submit", formLimit, async (c) => {
    const input = await parseJson(c, contactMessageSchema);
    const result = await submitContactMessage(deps, input, { ip: c.get("auth").ip });
    return ok(c, result, 201, CONTACT_MESSAGES.success);
  });
}
