import { createFileRoute } from "@tanstack/react-router";
import { pageTitle } from "../content/pages";
import { BeingPrepared } from "../features/pages/being-prepared";

export const Route = createFileRoute("/register")({
  head: () => ({ meta: [{ title: pageTitle("Apply for the Medical Interpreter Training") }] }),
  component: () => <BeingPrepared title="Apply for the Medical Interpreter Training" />,
});
