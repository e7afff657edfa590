import type { RouterOutputs } from "@kairos/api";

export type RegistrationSummary =
  RouterOutputs["interpreterRegistrations"]["list"]["registrations"][number];
export type RegistrationDetails = RouterOutputs["interpreterRegistrations"]["get"];
export type RegistrationDocument = RegistrationDetails["documents"][number];
