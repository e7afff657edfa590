import { createFileRoute } from "@tanstack/react-router";
import { pageTitle } from "../../../content/pages";
import { BeingPrepared } from "../../../features/pages/being-prepared";

export const Route = createFileRoute("/admin/_staff/applications")({
  head: () => ({ meta: [{ title: pageTitle("Applications") }] }),
  component: () => <BeingPrepared title="Applications" />,
});
