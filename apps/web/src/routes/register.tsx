import { WAITLIST_OUTCOMES, type WaitlistOutcome } from "@kairos/shared";
import { createFileRoute } from "@tanstack/react-router";
import { seo } from "../content/pages";
import { ApplicationPage } from "../features/applications/application-page";
import { loadClosedPage } from "../features/applications/closed-page";
import { validateWizardSearch, type WizardSearch } from "../features/forms/wizard-search";
import { publicConfig } from "../lib/data/config";
import { searchEnum } from "../lib/validation/search-params";

/** The step of the form, or what the server did with a "tell me when" address sent without script. */
type RegisterSearch = WizardSearch & { waitlist?: WaitlistOutcome | undefined };

export const Route = createFileRoute("/register")({
  head: () =>
    seo(
      "Apply for the Medical Interpreter Training",
      "Apply for the 40-hour online medical interpreter training: choose your cohort, pay and book your language assessment.",
    ),
  validateSearch: (search: Record<string, unknown>): RegisterSearch => ({
    ...validateWizardSearch(search),
    waitlist: searchEnum(search.waitlist, WAITLIST_OUTCOMES),
  }),
  // The closed notice's code, while the site takes no applications; the server renderer, which
  // renders for any configuration, always has it.
  loader: async () => {
    if (typeof window === "undefined" || !publicConfig.registrationOpen) await loadClosedPage();
  },
  component: ApplicationPage,
});
