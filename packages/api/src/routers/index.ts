import { router } from "../trpc";
import { analyticsRouter } from "./analytics";
import { assessmentsRouter } from "./assessments";
import { healthRouter } from "./health";

export const appRouter = router({
  analytics: analyticsRouter,
  assessments: assessmentsRouter,
  health: healthRouter,
});

export type AppRouter = typeof appRouter;
