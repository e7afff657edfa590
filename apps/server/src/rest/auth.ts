import { type ApiDeps, signIn, signOut, toPublicUser } from "@kairos/api";
import { loginSchema } from "@kairos/shared";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { SessionVariables } from "../session";
import { ok, parseJson } from "./envelope";
import { requireStaff, sessionOf } from "./guards";
import { tooLarge } from "./limits";

export function authRoutes(deps: ApiDeps) {
  const { db } = deps.database;
  return new Hono<{ Variables: SessionVariables }>()
    .post("/login", bodyLimit({ maxSize: 8 * 1024, onError: tooLarge }), async (c) =>
      ok(c, await signIn(db, await parseJson(c, loginSchema), c.get("auth"))),
    )
    .get("/profile", requireStaff, (c) => ok(c, { user: toPublicUser(sessionOf(c).user) }))
    .post("/logout", async (c) => ok(c, await signOut(db, c.get("auth")), 200, "Signed out"));
}
