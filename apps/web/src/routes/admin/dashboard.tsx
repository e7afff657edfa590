import { createFileRoute } from "@tanstack/react-router";
import { pageTitle } from "../../content/pages";
import { BeingPrepared } from "../../features/pages/being-prepared";

export const Route = createFileRoute("/admin/dashboard")({
  head: () => ({ meta: [{ title: pageTitle("Dashboard") }] }),
  component: () => <BeingPrepared title="Dashboard" />,
});
