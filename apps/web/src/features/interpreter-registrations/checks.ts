import {
  interpreterRegistrationSchema,
  REGISTRATION_FILE_STEP,
  REGISTRATION_MESSAGES,
  registrationStepFields,
} from "@kairos/shared";
import { z } from "zod";
import { REGISTRATION_STEP_COUNT } from "@/content/interpreter-registration";
import { readStored } from "@/lib/data/local-store";
import { draftReader, storedTextRecord, storedValues } from "../forms/draft";
import { schemaErrorsOn } from "../forms/schema-errors";
import {
  documentProblem,
  emptyRegistration,
  type FileKey,
  REGISTRATION_DRAFT_KEY,
  type RegistrationDraft,
  type RegistrationFilesState,
  type RegistrationValues,
  registrationInput,
  type StepErrors,
} from "./registration";

// The interpreter registration's checks (REG-01..26): each step's validation with the shared
// schema, and the stored draft's reading. They bring zod, so the wizard loads them after its
// first step is shown (use-wizard.ts).

/**
 * The errors of step `step` (0-based), keyed by form path ("reference1.email"): the schema's
 * issues on the step's fields (registrationStepFields), plus the step's documents (the resume on
 * step 2 is required). Empty when the step may be left forward.
 */
export function registrationStepErrors(
  values: RegistrationValues,
  step: number,
  files: RegistrationFilesState = {},
): StepErrors {
  const errors: StepErrors = schemaErrorsOn(
    interpreterRegistrationSchema,
    registrationInput(values),
    registrationStepFields[step] ?? [],
    true,
  );
  for (const key of Object.keys(REGISTRATION_FILE_STEP) as FileKey[]) {
    if (REGISTRATION_FILE_STEP[key] !== step) continue;
    const file = files[key];
    if (file) {
      const problem = documentProblem(file);
      if (problem) errors[key] = problem;
    } else if (key === "resumeFile") {
      errors[key] = REGISTRATION_MESSAGES.resumeFile;
    }
  }
  return errors;
}

/**
 * A stored draft, or null when there is none or it cannot be read. A field stored wrong takes its
 * empty value; unknown keys are dropped, and the honeypot's value is never restored.
 */
export const parseRegistrationDraft = draftReader(
  storedValues(emptyRegistration(), {
    proficiencyRatings: storedTextRecord,
    website: z.literal("").catch(""),
  }),
  REGISTRATION_STEP_COUNT,
);

export const readRegistrationDraft = (): RegistrationDraft | null =>
  parseRegistrationDraft(readStored(REGISTRATION_DRAFT_KEY));
