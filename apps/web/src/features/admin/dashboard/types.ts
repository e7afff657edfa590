import type { AppRouter } from "@kairos/api";
import type { inferRouterOutputs } from "@trpc/server";

export type DashboardOverview = inferRouterOutputs<AppRouter>["users"]["overview"];
