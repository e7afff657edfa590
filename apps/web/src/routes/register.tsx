import { createFileRoute } from "@tanstack/react-router";
import { seo } from "../content/pages";
import { ApplicationPage } from "../features/applications/application-page";
import { validateWizardSearch } from "../features/forms/wizard-search";

export const Route = createFileRoute("/register")({
  head: () =>
    seo(
      "Apply for the Medical Interpreter Training",
      "Apply for the 40-hour online medical interpreter training: choose your cohort, pay and book your language assessment.",
    ),
  validateSearch: validateWizardSearch,
  component: ApplicationPage,
});
