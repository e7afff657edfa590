import { createFileRoute } from "@tanstack/react-router";
import { pageTitle } from "@/content/pages";
import { requireAdmin } from "@/features/admin/require-admin";
import { SettingsPage } from "@/features/admin/settings/settings-page";

export const Route = createFileRoute("/admin/_staff/settings")({
  beforeLoad: requireAdmin,
  head: () => ({ meta: [{ title: pageTitle("Settings") }] }),
  component: SettingsPage,
});
