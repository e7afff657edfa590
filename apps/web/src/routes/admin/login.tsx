import { createFileRoute, redirect } from "@tanstack/react-router";
import { pageTitle } from "@/content/pages";
import { LoginPage } from "@/features/auth/login-page";
import { ensureSession, safeRedirect } from "@/features/auth/session";
import { searchText } from "@/lib/validation/search-params";

export const Route = createFileRoute("/admin/login")({
  // Where to go once signed in (safeRedirect keeps it on this site).
  validateSearch: (search: Record<string, unknown>): { redirect?: string | undefined } => ({
    redirect: searchText(search.redirect, 2000),
  }),
  head: () => ({ meta: [{ title: pageTitle("Admin Login") }] }),
  // A signed-in user goes straight on.
  beforeLoad: async ({ search }) => {
    const user = await ensureSession();
    if (user) throw redirect({ href: safeRedirect(search.redirect) ?? "/admin/dashboard" });
  },
  component: LoginPage,
});
