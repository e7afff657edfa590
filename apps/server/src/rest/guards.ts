import { type Access, authorize, signedIn } from "@kairos/api";
import { createMiddleware } from "hono/factory";
import type { SessionVariables } from "../session";

/** 401 without a session, 403 without the role `access` needs: on every staff route. */
const requireAccess = (access: Access) =>
  createMiddleware<{ Variables: SessionVariables }>(async (c, next) => {
    authorize(c.get("session"), access);
    await next();
  });

export const requireStaff = requireAccess("staff");
export const requireAdmin = requireAccess("admin");

/** The session of a route behind a guard. */
export const sessionOf = (c: { get(key: "session"): SessionVariables["session"] }) =>
  signedIn(c.get("session"));
