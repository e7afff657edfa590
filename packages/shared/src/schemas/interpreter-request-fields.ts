// The interpreter request form's limits and messages (docs/requirements.md, public-site §3
// "Interpreter request", §5), without zod: the form in the browser shows them before its
// check (./interpreter-request.ts) is loaded.

/** The duration a caller may give, in minutes. */
export const REQUEST_DURATION_LIMITS = { min: 15, max: 720 } as const;

export const REQUEST_MESSAGES = {
  fullName: "Full name must be at least 2 characters",
  countryCode: "Country code is required",
  phoneShort: "Please enter a valid phone number",
  phoneFormat: "Phone number must start with + followed by numbers",
  sourceLanguage: "Please select a source language",
  targetLanguage: "Please select a target language",
  serviceType: "Please select a service type",
  sameLanguages: "Source and target languages must be different",
  street: "Street address is required for on-site service",
  city: "City is required for on-site service",
  state: "State is required for on-site service",
  zipCode: "Zip code is required for on-site service",
  country: "Country is required for on-site service",
  success: "Request submitted successfully",
  // When and where (GAP-02): the spec has no such fields, so these messages are ours.
  serviceDatePast: "The date cannot be in the past",
  serviceDateForTime: "Please choose the date of this start time",
  startTime: "The start time must be HH:MM (24-hour)",
  durationMinutes: `The duration must be a whole number of minutes from ${REQUEST_DURATION_LIMITS.min} to ${REQUEST_DURATION_LIMITS.max}`,
  setting: "Please choose a setting from the list",
} as const;

/** The durations the form offers, in minutes (any whole number within the limits is taken). */
export const REQUEST_DURATIONS = [30, 60, 90, 120, 180, 240, 480] as const;
