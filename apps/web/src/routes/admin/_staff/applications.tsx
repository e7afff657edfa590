import { createFileRoute } from "@tanstack/react-router";
import { pageTitle } from "@/content/pages";
import { ApplicationsPage } from "@/features/admin/applications/applications-page";
import { applicationsSearch } from "@/features/admin/applications/list-search";

export const Route = createFileRoute("/admin/_staff/applications")({
  validateSearch: applicationsSearch,
  head: () => ({ meta: [{ title: pageTitle("Applications") }] }),
  component: ApplicationsPage,
});
