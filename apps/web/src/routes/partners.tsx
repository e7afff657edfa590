import { createFileRoute } from "@tanstack/react-router";
import { pageTitle } from "../content/pages";
import { BeingPrepared } from "../features/pages/being-prepared";

export const Route = createFileRoute("/partners")({
  head: () => ({ meta: [{ title: pageTitle("Partnerships") }] }),
  component: () => <BeingPrepared title="Partnerships" />,
});
