import type { AppRouter } from "@kairos/api";
import type { inferRouterOutputs } from "@trpc/server";

type Outputs = inferRouterOutputs<AppRouter>;

export type ApplicationDto = Outputs["applications"]["list"]["applications"][number];
export type ApplicationDetails = Outputs["applications"]["get"];
export type HistoryEntry = ApplicationDetails["history"][number];
export type BookedSlot = Outputs["applications"]["bookedSlots"]["booked_slots"][number];
export type Round = Outputs["assessments"]["rounds"][number];
