import { searchInt } from "@/lib/validation/search-params";

// A multi-step form keeps its step in the URL (`?step=3`, counted from 1), so the browser's Back
// and Forward move between steps and a link or a reload opens the same step.

export interface WizardSearch {
  step?: number | undefined;
}

/** The route's `validateSearch`: a step from 1 to 20, anything else ignored. */
export const validateWizardSearch = (search: Record<string, unknown>): WizardSearch => ({
  step: searchInt(search.step, 1, 20),
});
