import { createFileRoute } from "@tanstack/react-router";
import { seo } from "../content/pages";
import { validateWizardSearch } from "../features/forms/wizard-search";
import { InterpreterRegistrationPage } from "../features/interpreter-registrations/registration-page";

export const Route = createFileRoute("/interpreter-registration")({
  head: () => seo("Interpreter Registration", "Register as a medical interpreter with Kairos."),
  validateSearch: validateWizardSearch,
  component: InterpreterRegistrationPage,
});
