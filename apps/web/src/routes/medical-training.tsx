import { createFileRoute } from "@tanstack/react-router";
import { pageTitle } from "../content/pages";
import { BeingPrepared } from "../features/pages/being-prepared";

export const Route = createFileRoute("/medical-training")({
  head: () => ({ meta: [{ title: pageTitle("40-Hour Medical Interpreter Training") }] }),
  component: () => <BeingPrepared title="40-Hour Medical Interpreter Training" />,
});
