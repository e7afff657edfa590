import { createFileRoute } from "@tanstack/react-router";
import { seo } from "../content/pages";
import { ApplicationPage } from "../features/applications/application-page";

export const Route = createFileRoute("/register")({
  head: () =>
    seo(
      "Apply for the Medical Interpreter Training",
      "Apply for the 40-hour online medical interpreter training: choose your cohort, pay and book your language assessment.",
    ),
  component: ApplicationPage,
});
