// The interpreter registration's choices, steps, documents and messages (docs/requirements.md,
// public-site §3 "Interpreter registration", §5), without zod: the wizard's first step in the
// browser uses them before its checks (./interpreter-registration.ts) are loaded.

export const INTERPRETING_SETTINGS = ["In-person", "Over-the-phone", "Video remote"] as const;
export const INTERPRETATION_TYPES = ["Consecutive", "Simultaneous"] as const;
export const AVAILABILITY = ["Full-time", "Part-time", "On-call", "Specific hours"] as const;
export const PROFICIENCY_LEVELS = ["native", "advanced", "intermediate"] as const;
export const PROFESSIONAL_FIELDS = [
  "medical",
  "legal",
  "immigration",
  "business",
  "other",
] as const;
export const REFERENCE_FIELDS = [
  ["name", "Name"],
  ["organisation", "Organisation"],
  ["position", "Position"],
  ["address", "Address"],
  ["email", "Email"],
  ["telephone", "Telephone"],
  ["capacity", "Capacity"],
] as const;

export const REGISTRATION_MESSAGES = {
  fullName: "Full name is required",
  phoneNumber: "Please enter a valid phone number",
  countryOfResidence: "Country of residence is required",
  cityZipCode: "City/Zip code is required",
  languagePair: "Language pair is required",
  yearsOfExperience: "Please select your years of experience",
  preferredMode: "Please select your preferred mode",
  interpretingSettings: "Please select at least one interpreting setting",
  interpretationTypes: "Please select at least one interpretation type",
  availability: "Please select at least one availability option",
  availableHours: "Please enter your available hours",
  certificationBody: "Certification body is required",
  resumeFile: "Resume/CV is required",
  professionalFields: "Please select at least one professional field",
  otherFieldSpecify: "Please specify the other field",
  providerNames: "Please list the providers you work with",
  workCapacity: "Please select your work capacity",
  hourlyRate: "Hourly rate is required",
  whyJoinKairos: "Please provide at least 50 characters",
  confirmAccuracy: "You must confirm that all information is accurate",
  consentContact: "You must consent to being contacted for opportunities",
  success: "Registration submitted successfully",
} as const;

/** The wizard's steps and the fields each validates (files are checked beside the schema). */
export const registrationStepFields = [
  [
    "fullName",
    "email",
    "phoneNumber",
    "countryOfResidence",
    "cityZipCode",
    "languagePair",
    "otherLanguages",
    "proficiencyRatings",
  ],
  [
    "yearsOfExperience",
    "interpretingSettings",
    "interpretationTypes",
    "preferredMode",
    "availability",
    "availableHours",
    "isCertifiedMedical",
    "certificationBody",
    "trainingPrograms",
    "professionalFields",
    "otherFieldSpecify",
    "workingWithProviders",
    "providerNames",
    "workCapacity",
  ],
  [
    "hasQuietWorkspace",
    "hourlyRate",
    "perMinuteRate",
    "workAuthorization",
    "whyJoinKairos",
    "reference1",
    "reference2",
    "confirmAccuracy",
    "consentContact",
  ],
] as const;

/** Uploaded documents: multipart part names and what each is. */
export const REGISTRATION_FILES = {
  resumeFile: "resume",
  certificateFile: "certificate",
  certificationsFile: "certifications",
  eligibilityProofFile: "eligibility-proof",
} as const;
/** What each document is called, on the form, in refusals and in the staff console. */
export const REGISTRATION_DOCUMENT_LABELS: Record<string, string> = {
  resume: "Resume/CV",
  certificate: "Medical interpreting certificate",
  certifications: "Other certifications",
  "eligibility-proof": "Proof of work eligibility",
};
export const REGISTRATION_FILE_STEP = {
  resumeFile: 1,
  certificateFile: 1,
  certificationsFile: 1,
  eligibilityProofFile: 2,
} as const;
