import { type ApiDeps, deleteSession, login, toPublicUser } from "@kairos/api";
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
    .post("/login", bodyLimit({ maxSize: 8 * 1024, onError: tooLarge }), async (c) => {
      const input = await parseJson(c, loginSchema);
      const auth = c.get("auth");
      const { user, token, expiresAt } = await login(db, input, { ip: auth.ip });
      auth.setSessionCookie(token, expiresAt);
      return ok(c, { user, token });
    })
    .get("/profile", requireStaff, (c) => ok(c, { user: toPublicUser(sessionOf(c).user) }))
    .post("/logout", async (c) => {
      const session = c.get("session");
      if (session) await deleteSession(db, session.id);
      c.get("auth").clearSessionCookie();
      return ok(c, { signedOut: true }, 200, "Signed out");
    });
}
