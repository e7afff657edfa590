import type { RouterOutputs } from "@kairos/api";

export type RoundSlots = RouterOutputs["assessmentSlots"]["list"];
export type Slot = RoundSlots["slots"][number];
export type Booking = Slot["bookings"][number];
