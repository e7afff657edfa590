import {
  preferredModeOptions,
  professionalFieldOptions,
  proficiencyOptions,
  workCapacityOptions,
  yearsOfExperienceOptions,
} from "@/content/interpreter-registration";

// Texts of the staff screen of interpreter registrations.

export const FETCH_FAILED = "Failed to fetch registrations";
export const DETAILS_FAILED = "Failed to fetch the registration";

const labelOf =
  (options: readonly { value: string; label: string }[]) =>
  (value: string | null | undefined): string =>
    value ? (options.find((o) => o.value === value)?.label ?? value) : "—";

export const yearsLabel = labelOf(yearsOfExperienceOptions);
export const modeLabel = labelOf(preferredModeOptions);
export const capacityLabel = labelOf(workCapacityOptions);
export const fieldLabel = labelOf(professionalFieldOptions);
export const levelLabel = labelOf(proficiencyOptions);

/** 'Yes' / 'No'. */
export const yesNo = (value: boolean | null | undefined) => (value ? "Yes" : "No");

/** A list as text, or '—'. */
export const listText = (values: readonly string[] | null | undefined, label = (v: string) => v) =>
  values && values.length > 0 ? values.map(label).join(", ") : "—";

/** The download address of a stored document (session cookie). */
export const documentUrl = (url: string) => `/api${url}?download=1`;
