import type { inferRouterOutputs } from "@trpc/server";
import { router } from "../trpc";
import { accessLogRouter } from "./access-log";
import { analyticsRouter } from "./analytics";
import { apiKeysRouter } from "./api-keys";
import { applicantRouter } from "./applicant";
import { applicationsRouter } from "./applications";
import { assessmentSlotsRouter } from "./assessment-slots";
import { assessmentsRouter } from "./assessments";
import { authRouter } from "./auth";
import { bookedSlotsRouter } from "./booked-slots";
import { contactMessagesRouter } from "./contact-messages";
import { dashboardRouter } from "./dashboard";
import { erasureRouter } from "./erasure";
import { healthRouter } from "./health";
import { interpreterRegistrationsRouter } from "./interpreter-registrations";
import { interpreterRequestsRouter } from "./interpreter-requests";
import { paymentsRouter } from "./payments";
import { paymentsToCheckRouter } from "./payments-to-check";
import { privacyRequestsRouter } from "./privacy-requests";
import { roundsRouter } from "./rounds";
import { settingsRouter } from "./settings";
import { usersRouter } from "./users";
import { waitlistRouter } from "./waitlist";
import { webhooksRouter } from "./webhooks";

export const appRouter = router({
  accessLog: accessLogRouter,
  analytics: analyticsRouter,
  applicant: applicantRouter,
  applications: applicationsRouter,
  assessmentSlots: assessmentSlotsRouter,
  assessments: assessmentsRouter,
  auth: authRouter,
  bookedSlots: bookedSlotsRouter,
  contactMessages: contactMessagesRouter,
  dashboard: dashboardRouter,
  erasure: erasureRouter,
  health: healthRouter,
  interpreterRegistrations: interpreterRegistrationsRouter,
  interpreterRequests: interpreterRequestsRouter,
  paymentsToCheck: paymentsToCheckRouter,
  payments: paymentsRouter,
  privacyRequests: privacyRequestsRouter,
  rounds: roundsRouter,
  settings: settingsRouter,
  users: usersRouter,
  apiKeys: apiKeysRouter,
  webhooks: webhooksRouter,
  waitlist: waitlistRouter,
});

export type AppRouter = typeof appRouter;
/** What each procedure answers, for the web app's types. */
export type RouterOutputs = inferRouterOutputs<AppRouter>;
