import type { AppRouter } from "@kairos/api";
import type { inferRouterOutputs } from "@trpc/server";

type Outputs = inferRouterOutputs<AppRouter>;

export type RegistrationSummary =
  Outputs["interpreterRegistrations"]["list"]["registrations"][number];
export type RegistrationDetails = Outputs["interpreterRegistrations"]["get"];
export type RegistrationDocument = RegistrationDetails["documents"][number];
