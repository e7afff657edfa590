import { createFileRoute } from "@tanstack/react-router";
import { pageTitle } from "../content/pages";
import { BeingPrepared } from "../features/pages/being-prepared";

export const Route = createFileRoute("/interpreter-registration")({
  head: () => ({ meta: [{ title: pageTitle("Interpreter Registration") }] }),
  component: () => <BeingPrepared title="Interpreter Registration" />,
});
