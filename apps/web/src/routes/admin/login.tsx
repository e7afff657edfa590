import { createFileRoute, redirect } from "@tanstack/react-router";
import { pageTitle } from "@/content/pages";
import { LoginPage } from "@/features/auth/login-page";
import { ensureSession, safeRedirect } from "@/features/auth/session";

export const Route = createFileRoute("/admin/login")({
  // A plain function: route options are in the first page's bundle, the validator is not.
  validateSearch: (search: Record<string, unknown>): { redirect?: string | undefined } => ({
    redirect: typeof search.redirect === "string" ? search.redirect : undefined,
  }),
  head: () => ({ meta: [{ title: pageTitle("Admin Login") }] }),
  // A signed-in user goes straight on.
  beforeLoad: async ({ search }) => {
    const user = await ensureSession();
    if (user) throw redirect({ href: safeRedirect(search.redirect) ?? "/admin/dashboard" });
  },
  component: LoginPage,
});
