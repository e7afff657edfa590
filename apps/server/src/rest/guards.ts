import { AppError } from "@kairos/api";
import { AUTH_MESSAGES, type Role } from "@kairos/shared";
import { createMiddleware } from "hono/factory";
import type { SessionVariables } from "../session";

/** 401 without a session, 403 without one of `roles`: on every staff route. */
export const requireRole = (...roles: Role[]) =>
  createMiddleware<{ Variables: SessionVariables }>(async (c, next) => {
    const session = c.get("session");
    if (!session) throw new AppError("UNAUTHORIZED", AUTH_MESSAGES.unauthenticated);
    if (!roles.includes(session.user.role)) {
      throw new AppError(
        "FORBIDDEN",
        roles.includes("moderator") ? AUTH_MESSAGES.forbiddenStaff : AUTH_MESSAGES.forbiddenAdmin,
      );
    }
    await next();
  });

export const requireStaff = requireRole("admin", "moderator");
export const requireAdmin = requireRole("admin");

/** The session of a route behind a guard. */
export function sessionOf(c: { get(key: "session"): SessionVariables["session"] }) {
  const session = c.get("session");
  if (!session) throw new AppError("UNAUTHORIZED", AUTH_MESSAGES.unauthenticated);
  return session;
}
