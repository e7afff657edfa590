import type { RouterOutputs } from "@kairos/api";

export type ApplicationDto = RouterOutputs["applications"]["list"]["applications"][number];
export type ApplicationDetails = RouterOutputs["applications"]["get"];
export type HistoryEntry = ApplicationDetails["history"][number];
export type BookedSlot = RouterOutputs["bookedSlots"]["list"]["booked_slots"][number];
export type Round = RouterOutputs["assessments"]["rounds"][number];
