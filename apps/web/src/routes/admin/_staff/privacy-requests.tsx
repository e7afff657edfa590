import { createFileRoute } from "@tanstack/react-router";
import { pageTitle } from "@/content/pages";
import { PrivacyRequestsPage } from "@/features/admin/privacy-requests/privacy-requests-page";

export const Route = createFileRoute("/admin/_staff/privacy-requests")({
  head: () => ({ meta: [{ title: pageTitle("Privacy requests") }] }),
  component: PrivacyRequestsPage,
});
