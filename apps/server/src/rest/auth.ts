import { type ApiDeps, signIn, signOut, toPublicUser } from "@kairos/api";
import { loginSchema } from "@kairos/shared";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { describe } from "../openapi/describe";
import { jsonBody } from "../openapi/validate";
import type { SessionVariables } from "../session";
import { oneUser, signedIn, signedOut } from "./answers/staff";
import { ok } from "./envelope";
import { requireStaff, sessionOf } from "./guards";
import { tooLarge } from "./limits";

const tag = "Sign-in";

export function authRoutes(deps: ApiDeps) {
  const { db } = deps.database;
  return new Hono<{ Variables: SessionVariables }>()
    .post(
      "/login",
      describe({
        tag,
        summary: "Sign in",
        description:
          "Sets the session cookie and answers the session's token, for `Authorization: Bearer`.",
        data: signedIn,
        errors: [401, 403, 429],
      }),
      bodyLimit({ maxSize: 8 * 1024, onError: tooLarge }),
      jsonBody(loginSchema, {
        example: { email: "staff@example.com", password: "a long secret" },
      }),
      async (c) => ok(c, await signIn(db, c.req.valid("json"), c.get("auth"))),
    )
    .get(
      "/profile",
      describe({ tag, summary: "The signed-in staff member", data: oneUser }),
      requireStaff,
      (c) => ok(c, { user: toPublicUser(sessionOf(c).user) }),
    )
    .post(
      "/logout",
      describe({ tag, summary: "Sign out", data: signedOut, errors: [403] }),
      async (c) => ok(c, await signOut(db, c.get("auth")), 200, "Signed out"),
    );
}
