// A multi-step form keeps its step in the URL (`?step=3`, counted from 1), so the browser's Back
// and Forward move between steps and a link or a reload opens the same step.

export interface WizardSearch {
  step?: number;
}

/** The route's `validateSearch`: a step from 1 to 20, anything else ignored. */
export function validateWizardSearch(search: Record<string, unknown>): WizardSearch {
  const step = Number(search.step);
  return Number.isInteger(step) && step >= 1 && step <= 20 ? { step } : {};
}
