import { APPLICATION_MESSAGES, applicationSchema, stepFields } from "@kairos/shared";
import { z } from "zod";
import { STEP_COUNT } from "@/content/application";
import { readStored } from "@/lib/data/local-store";
import { draftReader, storedValues } from "../forms/draft";
import { schemaErrorsOn } from "../forms/schema-errors";
import {
  type ApplicationValues,
  DRAFT_KEY,
  type Draft,
  emptyValues,
  isAcceptedScreenshot,
  STEP,
  type StepErrors,
} from "./steps";

// The application form's checks (APP-03, §5): each step's validation with the shared schema,
// and the stored draft's reading. They bring zod, so the form loads them after its first step
// is shown (use-wizard.ts).

/** The schema's input: the form values without the date and the e-mail check, not answers. */
export function schemaInput(values: ApplicationValues) {
  const { assessmentDate: _date, emailCheck: _check, ...rest } = values;
  return rest;
}

/**
 * The errors of one step: the schema's issues on that step's fields (stepFields), plus the
 * screenshot on step 6 and the slot on step 7. Empty when the step may be left forward.
 */
export function stepErrors(
  values: ApplicationValues,
  step: number,
  screenshot: File | null = null,
): StepErrors {
  const errors: StepErrors = schemaErrorsOn(
    applicationSchema,
    schemaInput(values),
    stepFields[step] ?? [],
  );
  if (step === STEP.payment) {
    if (!screenshot) errors.paymentScreenshot = APPLICATION_MESSAGES.screenshot;
    else if (!isAcceptedScreenshot(screenshot)) {
      errors.paymentScreenshot = "Only image files (JPG, PNG, JPEG) are accepted.";
    }
  }
  if (step === STEP.assessment && values.assessmentSlot.trim() === "") {
    errors.assessmentSlot = APPLICATION_MESSAGES.assessmentSlot;
  }
  return errors;
}

/**
 * A stored draft, or null when there is none or it cannot be read. A field stored wrong takes its
 * empty value; unknown keys are dropped.
 */
export const parseDraft = draftReader(
  storedValues(emptyValues(), {
    // Only a whole check counts: anything else asks for the code again.
    emailCheck: z
      .object({
        email: z.string(),
        course: z.string(),
        outcome: z.enum(["", "confirmed", "unchecked"]),
      })
      .catch(() => emptyValues().emailCheck),
  }),
  STEP_COUNT,
);

export const readDraft = (): Draft | null => parseDraft(readStored(DRAFT_KEY));
