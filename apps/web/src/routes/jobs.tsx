import { createFileRoute } from "@tanstack/react-router";
import { pageTitle } from "../content/pages";
import { BeingPrepared } from "../features/pages/being-prepared";

export const Route = createFileRoute("/jobs")({
  head: () => ({ meta: [{ title: pageTitle("Careers") }] }),
  component: () => <BeingPrepared title="Careers" />,
});
