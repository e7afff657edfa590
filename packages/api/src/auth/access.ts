import { AUTH_MESSAGES, type Role } from "@kairos/shared";
import { AppError } from "../platform/errors";
import type { ValidSession } from "./sessions";

/** What a call needs: any staff member, or an admin. */
export type Access = "staff" | "admin";

const ACCESS: Record<Access, { roles: readonly Role[]; forbidden: string }> = {
  staff: { roles: ["admin", "moderator"], forbidden: AUTH_MESSAGES.forbiddenStaff },
  admin: { roles: ["admin"], forbidden: AUTH_MESSAGES.forbiddenAdmin },
};

/** Whether a user with `role` may make a call that needs `access`. */
const canAct = (user: { role: Role }, access: Access) => ACCESS[access].roles.includes(user.role);

/** The caller's session, else a 401: for a call that only needs someone signed in. */
export function signedIn(session: ValidSession | null): ValidSession {
  if (!session) throw new AppError("UNAUTHORIZED", AUTH_MESSAGES.unauthenticated);
  return session;
}

/**
 * The one guard of both transports (tRPC's staff and admin procedures, REST's requireStaff and
 * requireAdmin): the session of a caller allowed `access`; 401 without a session, 403 without
 * the role.
 */
export function authorize(session: ValidSession | null, access: Access): ValidSession {
  const allowed = signedIn(session);
  if (!canAct(allowed.user, access)) throw new AppError("FORBIDDEN", ACCESS[access].forbidden);
  return allowed;
}
