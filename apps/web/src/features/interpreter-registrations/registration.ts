import {
  type InterpreterRegistrationInput,
  PROFICIENCY_LEVELS,
  type REFERENCE_FIELDS,
  REGISTRATION_FILE_STEP,
  REGISTRATION_FILES,
  registrationStepFields,
} from "@kairos/shared";
import {
  DOCUMENT_EXTENSIONS,
  DOCUMENT_MAX_MB,
  DOCUMENT_TOO_LARGE,
  DOCUMENT_TYPES,
  DOCUMENT_WRONG_TYPE,
  SUBMIT_FAILED,
} from "@/content/interpreter-registration";
import { readStored, removeStored, writeStored } from "@/lib/data/local-store";
import type { StoredDraft } from "../forms/draft";
import type { FormValues } from "../forms/form-values";

// The pure part of the interpreter registration (docs/requirements.md, public-site §3, §5; REG-01..26): the form's
// values, each step's validation, the draft kept in localStorage, the multipart body of
// POST /api/interpreters/registrations and the reading of the server's answer.

export type ReferenceKey = (typeof REFERENCE_FIELDS)[number][0];

/**
 * The answers as the form holds them; a rating (language name → native, advanced or
 * intermediate) is "" while not chosen.
 */
export type RegistrationValues = FormValues<InterpreterRegistrationInput>;
export type ReferenceValues = RegistrationValues["reference1"];

export type FileKey = keyof typeof REGISTRATION_FILES;
export type RegistrationFilesState = Partial<Record<FileKey, File>>;

export const emptyReference = (): ReferenceValues => ({
  name: "",
  organisation: "",
  position: "",
  address: "",
  email: "",
  telephone: "",
  capacity: "",
});

export function emptyRegistration(): RegistrationValues {
  return {
    fullName: "",
    email: "",
    phoneNumber: "",
    countryOfResidence: "",
    cityZipCode: "",
    languagePair: "",
    otherLanguages: "",
    proficiencyRatings: {},
    yearsOfExperience: "",
    interpretingSettings: [],
    interpretationTypes: [],
    preferredMode: "",
    availability: [],
    availableHours: "",
    isCertifiedMedical: false,
    certificationBody: "",
    trainingPrograms: "",
    professionalFields: [],
    otherFieldSpecify: "",
    workingWithProviders: false,
    providerNames: "",
    workCapacity: "",
    hasQuietWorkspace: false,
    hourlyRate: "",
    perMinuteRate: "",
    workAuthorization: "",
    whyJoinKairos: "",
    reference1: emptyReference(),
    reference2: emptyReference(),
    confirmAccuracy: false,
    consentContact: false,
    website: "",
  };
}

/**
 * The languages named in the language pair and the other languages, split on '-', '/' and ',',
 * trimmed, each once (first spelling kept, compared without case).
 */
export function languagesNamed(
  values: Pick<RegistrationValues, "languagePair" | "otherLanguages">,
) {
  const seen = new Set<string>();
  const names: string[] = [];
  for (const part of `${values.languagePair},${values.otherLanguages}`.split(/[-/,]/)) {
    const name = part.trim().replace(/\s+/g, " ").slice(0, 100);
    if (!name || seen.has(name.toLowerCase())) continue;
    seen.add(name.toLowerCase());
    names.push(name);
  }
  return names;
}

const isLevel = (value: unknown): value is (typeof PROFICIENCY_LEVELS)[number] =>
  typeof value === "string" && (PROFICIENCY_LEVELS as readonly string[]).includes(value);

/** The ratings of the languages still named, chosen ones only. */
export function currentRatings(values: RegistrationValues): Record<string, string> {
  const ratings: Record<string, string> = {};
  for (const name of languagesNamed(values)) {
    const level = values.proficiencyRatings[name];
    if (isLevel(level)) ratings[name] = level;
  }
  return ratings;
}

/**
 * What is validated and sent: the answers without the honeypot, with the ratings of the named
 * languages only, and with a conditional field left out when its condition is off.
 */
export function registrationInput(values: RegistrationValues) {
  const { website: _website, ...rest } = values;
  return {
    ...rest,
    proficiencyRatings: currentRatings(values),
    availableHours: values.availability.includes("Specific hours") ? values.availableHours : "",
    certificationBody: values.isCertifiedMedical ? values.certificationBody : "",
    otherFieldSpecify: values.professionalFields.includes("other") ? values.otherFieldSpecify : "",
    providerNames: values.workingWithProviders ? values.providerNames : "",
    workCapacity: values.workingWithProviders ? values.workCapacity : "",
  };
}

export type StepErrors = Record<string, string>;

/** Whether a chosen document may be sent: type (or extension) and size. */
export function documentProblem(file: Pick<File, "name" | "type" | "size">): string | null {
  const name = file.name.toLowerCase();
  const typeOk =
    (DOCUMENT_TYPES as readonly string[]).includes(file.type) ||
    DOCUMENT_EXTENSIONS.some((ext) => name.endsWith(ext));
  if (!typeOk) return DOCUMENT_WRONG_TYPE;
  if (file.size > DOCUMENT_MAX_MB * 1024 * 1024) return DOCUMENT_TOO_LARGE;
  return null;
}

/** The first step (0-based) holding one of the error keys, e.g. the server's field errors. */
export function firstRegistrationStepOf(keys: readonly string[]): number | null {
  let first: number | null = null;
  for (const key of keys) {
    const field = key.split(".")[0] ?? "";
    let step: number | null = null;
    if (field in REGISTRATION_FILE_STEP) step = REGISTRATION_FILE_STEP[field as FileKey];
    else {
      const index = registrationStepFields.findIndex((own) =>
        (own as readonly string[]).includes(field),
      );
      if (index >= 0) step = index;
    }
    if (step !== null && (first === null || step < first)) first = step;
  }
  return first;
}

// Draft ----------------------------------------------------------------------------------------

export const REGISTRATION_DRAFT_KEY = "kairosInterpreterRegistrationDraft";

export type RegistrationDraft = StoredDraft<RegistrationValues>;

/** The honeypot's value is never kept. */
export function writeRegistrationDraft(draft: RegistrationDraft): void {
  const { website: _website, ...values } = draft.values;
  writeStored(REGISTRATION_DRAFT_KEY, { step: draft.step, values });
}

export const clearRegistrationDraft = (): void => removeStored(REGISTRATION_DRAFT_KEY);
export const hasRegistrationDraft = (): boolean => readStored(REGISTRATION_DRAFT_KEY) !== null;

// Submit ---------------------------------------------------------------------------------------

/**
 * The multipart body of POST /api/interpreters/registrations: each field its own part; arrays
 * and objects as JSON, booleans as "true"/"false", texts trimmed; the documents as files.
 */
export function registrationFormData(
  values: RegistrationValues,
  files: RegistrationFilesState,
): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(registrationInput(values))) {
    if (typeof value === "string") body.append(key, value.trim());
    else if (typeof value === "boolean") body.append(key, value ? "true" : "false");
    else body.append(key, JSON.stringify(value));
  }
  if (values.website) body.append("website", values.website);
  for (const key of Object.keys(REGISTRATION_FILES) as FileKey[]) {
    const file = files[key];
    if (file) body.append(key, file, file.name);
  }
  return body;
}

export type RegistrationOutcome =
  | { kind: "success"; reference: string; emailSent: boolean }
  | { kind: "error"; text: string; fieldErrors?: StepErrors };

const recordOf = (value: unknown): Record<string, unknown> =>
  value && typeof value === "object" ? (value as Record<string, unknown>) : {};

/** What the answer of POST /api/interpreters/registrations means for the interpreter. */
export function registrationOutcome(status: number, body: unknown): RegistrationOutcome {
  const answer = recordOf(body);
  const message = typeof answer.message === "string" ? answer.message.trim() : "";
  if (status >= 200 && status < 300 && answer.success !== false) {
    const data = recordOf(answer.data);
    return {
      kind: "success",
      reference: typeof data.reference === "string" ? data.reference : "",
      emailSent: data.emailSent === true,
    };
  }
  const fieldErrors: StepErrors = {};
  for (const [field, text] of Object.entries(recordOf(answer.errors))) {
    if (typeof text === "string") fieldErrors[field] = text;
  }
  const outcome: RegistrationOutcome = { kind: "error", text: message || SUBMIT_FAILED };
  if (Object.keys(fieldErrors).length > 0) outcome.fieldErrors = fieldErrors;
  return outcome;
}
