import type { AppRouter } from "@kairos/api";
import type { inferRouterOutputs } from "@trpc/server";

type Outputs = inferRouterOutputs<AppRouter>;

export type RoundSlots = Outputs["slots"]["list"];
export type Slot = RoundSlots["slots"][number];
export type Booking = Slot["bookings"][number];
