import type { PublicUser } from "@kairos/shared";
import { redirect } from "@tanstack/react-router";

/**
 * The guard of the admin-only screens (users, settings): a moderator goes to /unauthorized.
 * Convenience only: the server refuses their calls with 403 anyway.
 */
export function requireAdmin({ context }: { context: { user: PublicUser } }) {
  if (context.user.role !== "admin") throw redirect({ to: "/unauthorized" });
}
