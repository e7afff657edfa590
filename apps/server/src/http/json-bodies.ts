import { AppError } from "@kairos/api";
import type { Context, MiddlewareHandler } from "hono";
import { trpcErrorAnswer } from "./trpc-errors";

// Routes that read JSON take only bodies declared as JSON. A page of another site can send a
// text/plain, form or multipart body without asking first (no CORS preflight), but never an
// application/json one: parsing those bodies anyway would let such a page drive the routes.

export const JSON_BODY_REQUIRED = "Send the request body as JSON (Content-Type: application/json)";

/** Whether the request declares a JSON body (`application/json`, any parameters). */
export function declaresJson(c: Context): boolean {
  const type = c.req.header("content-type")?.split(";", 1)[0]?.trim().toLowerCase();
  return type === "application/json";
}

/**
 * For POST /trpc/*: 415 for any other body, in tRPC's own error shape. tRPC would take a
 * multipart or octet-stream body as a procedure's input, and refuses the others with a terse
 * "Unsupported content-type".
 */
export const trpcJsonBodies: MiddlewareHandler = async (c, next) =>
  declaresJson(c)
    ? next()
    : trpcErrorAnswer(c, new AppError("UNSUPPORTED_MEDIA_TYPE", JSON_BODY_REQUIRED));
