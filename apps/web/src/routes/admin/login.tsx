import { createFileRoute } from "@tanstack/react-router";
import { pageTitle } from "../../content/pages";
import { BeingPrepared } from "../../features/pages/being-prepared";

export const Route = createFileRoute("/admin/login")({
  head: () => ({ meta: [{ title: pageTitle("Admin Login") }] }),
  component: () => <BeingPrepared title="Admin Login" />,
});
