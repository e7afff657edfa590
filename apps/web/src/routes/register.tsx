import { createFileRoute } from "@tanstack/react-router";
import { seo } from "../content/pages";
import { BeingPrepared } from "../features/pages/being-prepared";

export const Route = createFileRoute("/register")({
  head: () =>
    seo(
      "Apply for the Medical Interpreter Training",
      "Apply for the 40-hour online medical interpreter training: choose your cohort, pay and book your language assessment.",
    ),
  component: () => <BeingPrepared title="Apply for the Medical Interpreter Training" />,
});
