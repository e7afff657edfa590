import { createFileRoute } from "@tanstack/react-router";
import { pageTitle } from "@/content/pages";
import { ApiKeysPage } from "@/features/admin/api-keys/api-keys-page";
import { requireAdmin } from "@/features/admin/require-admin";

export const Route = createFileRoute("/admin/_staff/api-keys")({
  beforeLoad: requireAdmin,
  head: () => ({ meta: [{ title: pageTitle("API keys") }] }),
  component: ApiKeysPage,
});
