import { createFileRoute } from "@tanstack/react-router";
import { pageTitle } from "@/content/pages";
import { DashboardPage } from "@/features/admin/dashboard/dashboard-page";

export const Route = createFileRoute("/admin/_staff/dashboard")({
  head: () => ({ meta: [{ title: pageTitle("Dashboard") }] }),
  component: DashboardPage,
});
