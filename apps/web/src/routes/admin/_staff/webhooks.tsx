import { createFileRoute } from "@tanstack/react-router";
import { pageTitle } from "@/content/pages";
import { requireAdmin } from "@/features/admin/require-admin";
import { WebhooksPage } from "@/features/admin/webhooks/webhooks-page";

export const Route = createFileRoute("/admin/_staff/webhooks")({
  beforeLoad: requireAdmin,
  head: () => ({ meta: [{ title: pageTitle("Webhooks") }] }),
  component: WebhooksPage,
});
