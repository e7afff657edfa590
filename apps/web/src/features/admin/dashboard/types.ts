import type { RouterOutputs } from "@kairos/api";

export type DashboardOverview = RouterOutputs["dashboard"]["overview"];
