import type { Role } from "@kairos/shared";
import { createFileRoute, redirect } from "@tanstack/react-router";
import { AdminLayout } from "@/features/admin/admin-layout";
import { fetchSession } from "@/features/auth/session";

/** Roles allowed on the staff screens under this layout. */
const STAFF_ROLES: readonly Role[] = ["admin", "moderator"];

/**
 * The guard of every staff screen: no session → sign-in (then back here), a role that is not
 * allowed → /unauthorized. The session is checked with the server on each entry, so a session
 * ended elsewhere is noticed at the next navigation.
 */
export const Route = createFileRoute("/admin/_staff")({
  beforeLoad: async ({ location }) => {
    const user = await fetchSession();
    if (!user) throw redirect({ to: "/admin/login", search: { redirect: location.href } });
    if (!STAFF_ROLES.includes(user.role)) throw redirect({ to: "/unauthorized" });
    return { user };
  },
  component: AdminLayout,
});
