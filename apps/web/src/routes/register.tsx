import { WAITLIST_OUTCOMES, type WaitlistOutcome } from "@kairos/shared";
import { createFileRoute } from "@tanstack/react-router";
import { seo } from "../content/pages";
import { ApplicationPage } from "../features/applications/application-page";
import { validateWizardSearch, type WizardSearch } from "../features/forms/wizard-search";

/** The step of the form, or what the server did with a "tell me when" address sent without script. */
type RegisterSearch = WizardSearch & { waitlist?: WaitlistOutcome };

const isOutcome = (value: unknown): value is WaitlistOutcome =>
  (WAITLIST_OUTCOMES as readonly unknown[]).includes(value);

export const Route = createFileRoute("/register")({
  head: () =>
    seo(
      "Apply for the Medical Interpreter Training",
      "Apply for the 40-hour online medical interpreter training: choose your cohort, pay and book your language assessment.",
    ),
  validateSearch: (search: Record<string, unknown>): RegisterSearch => ({
    ...validateWizardSearch(search),
    ...(isOutcome(search.waitlist) ? { waitlist: search.waitlist } : {}),
  }),
  component: ApplicationPage,
});
