import { createFileRoute } from "@tanstack/react-router";
import { pageTitle } from "@/content/pages";
import { requireAdmin } from "@/features/admin/require-admin";
import { UsersPage } from "@/features/admin/users/users-page";

export const Route = createFileRoute("/admin/_staff/users")({
  beforeLoad: requireAdmin,
  head: () => ({ meta: [{ title: pageTitle("Users") }] }),
  component: UsersPage,
});
