import { createFileRoute } from "@tanstack/react-router";
import { pageTitle } from "../content/pages";
import { BeingPrepared } from "../features/pages/being-prepared";

export const Route = createFileRoute("/60-hour-medical-training")({
  head: () => ({ meta: [{ title: pageTitle("60-Hour Medical Interpreter Training") }] }),
  component: () => <BeingPrepared title="60-Hour Medical Interpreter Training" />,
});
