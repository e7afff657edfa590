import { createFileRoute } from "@tanstack/react-router";
import { pageTitle } from "../content/pages";
import { BeingPrepared } from "../features/pages/being-prepared";

export const Route = createFileRoute("/request-interpreter")({
  head: () => ({ meta: [{ title: pageTitle("Request an Interpreter") }] }),
  component: () => <BeingPrepared title="Request an Interpreter" />,
});
