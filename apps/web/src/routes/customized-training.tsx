import { createFileRoute } from "@tanstack/react-router";
import { pageTitle } from "../content/pages";
import { BeingPrepared } from "../features/pages/being-prepared";

export const Route = createFileRoute("/customized-training")({
  head: () => ({ meta: [{ title: pageTitle("Customized Training") }] }),
  component: () => <BeingPrepared title="Customized Training" />,
});
