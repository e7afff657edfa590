import { router } from "../trpc";
import { analyticsRouter } from "./analytics";
import { applicationsRouter } from "./applications";
import { slotsRouter } from "./assessment-slots";
import { assessmentsRouter } from "./assessments";
import { authRouter } from "./auth";
import { healthRouter } from "./health";
import { interpreterRegistrationsRouter } from "./interpreter-registrations";
import { settingsRouter } from "./settings";
import { contactRouter, interpreterRequestsRouter } from "./submissions";
import { usersRouter } from "./users";

export const appRouter = router({
  analytics: analyticsRouter,
  applications: applicationsRouter,
  assessments: assessmentsRouter,
  auth: authRouter,
  contact: contactRouter,
  health: healthRouter,
  interpreterRegistrations: interpreterRegistrationsRouter,
  interpreterRequests: interpreterRequestsRouter,
  settings: settingsRouter,
  slots: slotsRouter,
  users: usersRouter,
});

export type AppRouter = typeof appRouter;
