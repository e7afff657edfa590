import { createFileRoute } from "@tanstack/react-router";
import { seo } from "../content/pages";
import { BeingPrepared } from "../features/pages/being-prepared";

export const Route = createFileRoute("/interpreter-registration")({
  head: () => seo("Interpreter Registration", "Register as a medical interpreter with Kairos."),
  component: () => <BeingPrepared title="Interpreter Registration" />,
});
