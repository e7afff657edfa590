import { createFileRoute, redirect } from "@tanstack/react-router";
import { z } from "zod/mini";
import { pageTitle } from "../../content/pages";
import { LoginPage } from "../../features/auth/login-page";
import { safeRedirect, sessionQuery } from "../../features/auth/session";

export const Route = createFileRoute("/admin/login")({
  validateSearch: z.object({ redirect: z.optional(z.string()) }),
  head: () => ({ meta: [{ title: pageTitle("Admin Login") }] }),
  // A signed-in user goes straight on.
  beforeLoad: async ({ context, search }) => {
    const user = await context.queryClient.ensureQueryData(sessionQuery());
    if (user) throw redirect({ href: safeRedirect(search.redirect) ?? "/admin/dashboard" });
  },
  component: LoginPage,
});
