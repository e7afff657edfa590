// The interpreter registration at /interpreter-registration (docs/requirements.md, public-site §2 "Interpreter
// Registration page", §3, §4, §5; requirements REG-01..26): step titles and the option labels.

import { REGISTRATION_DOCUMENT_LABELS } from "@kairos/shared";

export const REGISTRATION_TITLE = "Interpreter Registration";

export const REGISTRATION_LEAD =
  "Join the Kairos network of medical interpreters. Three short steps: your details, your experience and a few final questions.";

export const REGISTRATION_STEP_COUNT = 3;

/** The three steps, in order (REG-02). */
export const registrationStepTitles = [
  "Basic Information",
  "Experience & Qualifications",
  "Final Details",
] as const;

export const registrationStepLabel = (index: number) =>
  `Step ${index + 1} of ${REGISTRATION_STEP_COUNT}`;

/** The share of the steps already completed: 0% on the first step, until it is passed. */
export const registrationPercent = (index: number) =>
  Math.round((index / REGISTRATION_STEP_COUNT) * 100);

/** Said on the documents' step when a restored draft had them: files are never kept. */
export const DOCUMENTS_AGAIN =
  "Your answers were restored, but documents are not kept between visits: please choose your resume/CV (and any other document) again.";

export const proficiencyOptions = [
  { value: "native", label: "Native" },
  { value: "advanced", label: "Advanced" },
  { value: "intermediate", label: "Intermediate" },
] as const;

export const yearsOfExperienceOptions = [
  { value: "less-than-1", label: "Less than 1 year" },
  { value: "1-3", label: "1-3 years" },
  { value: "3-5", label: "3-5 years" },
  { value: "5-plus", label: "5+ years" },
] as const;

export const preferredModeOptions = [
  { value: "in-person", label: "In-person" },
  { value: "remote", label: "Remote" },
  { value: "both", label: "Both" },
] as const;

export const workCapacityOptions = [
  { value: "full-time", label: "Full-time" },
  { value: "part-time", label: "Part-time" },
  { value: "freelance", label: "Freelance" },
  { value: "on-call", label: "On-call" },
] as const;

export const professionalFieldOptions = [
  { value: "medical", label: "Medical" },
  { value: "legal", label: "Legal" },
  { value: "immigration", label: "Immigration" },
  { value: "business", label: "Business" },
  { value: "other", label: "Other" },
] as const;

export const documentKindLabels = REGISTRATION_DOCUMENT_LABELS;

/** The uploads the form accepts (the server checks the content too). */
export const DOCUMENT_MAX_MB = 10;
export const DOCUMENT_TYPES = [
  "application/pdf",
  "application/msword",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  "image/jpeg",
  "image/png",
] as const;
export const DOCUMENT_EXTENSIONS = [".pdf", ".doc", ".docx", ".jpg", ".jpeg", ".png"] as const;
export const DOCUMENT_TOO_LARGE = `The file is larger than ${DOCUMENT_MAX_MB} MB. Please choose a smaller file.`;
export const DOCUMENT_WRONG_TYPE = "Only PDF, DOC, DOCX, JPG and PNG files are accepted.";

/** The phone fields' hint: how a number without its country code is read (the phone rule). */
export const PHONE_HINT =
  "Include the country code; a number without it is read as dialled in your country of residence";

export const STEP_INVALID = "Please fix the errors above before proceeding to the next step.";
export const SUBMIT_FAILED = "Failed to submit your registration. Please try again.";
export const NETWORK_FAILED =
  "Unable to submit your registration. Please check your connection and try again.";
