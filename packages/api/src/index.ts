export { hashPassword, verifyPassword } from "./auth/password";
export {
  createSession,
  deleteExpiredSessions,
  deleteSession,
  deleteUserSessions,
  SESSION_IDLE_MS,
  SESSION_MAX_AGE_MS,
  type StaffUser,
  sessionIdOf,
  type ValidSession,
  validateSessionToken,
} from "./auth/sessions";
export type { ApiDeps, Context, RequestAuth } from "./context";
export {
  AppError,
  badInputFromDatabase,
  type ErrorCode,
  type FieldErrors,
  fieldErrorsOf,
  isDatabaseUnavailable,
  STORAGE_FAILED_MESSAGE,
  UNAVAILABLE_MESSAGE,
  UNAVAILABLE_RETRY_AFTER_SECONDS,
  unavailable,
  validationError,
} from "./errors";
export { createLogger, describeError, type Logger, type LogLevel } from "./logger";
export { bookingCancelledMail, bookingMovedMail } from "./mail/booking-mail";
export { createMailer, type Mailer, type MailMessage } from "./mail/mailer";
export {
  MAIL_RETRY_DELAYS_MINUTES,
  type MailOwner,
  type MailRetryRun,
  retryQueuedMail,
  sendOrQueue,
} from "./mail/outbox";
export {
  createLimits,
  createRateLimiter,
  EVENT_LIMIT_DEFAULTS,
  FORM_LIMIT_DEFAULTS,
  type LimitOptions,
  type Limits,
  type RateLimiter,
  TOO_MANY_EVENTS,
  TOO_MANY_SUBMISSIONS,
} from "./rate-limit";
export {
  type AppRouter,
  appRouter,
  type RouterInputs,
  type RouterOutputs,
} from "./routers";
export { applicationFunnel, pageViewsSince, recordVisitorHit } from "./services/analytics";
export {
  type ApplicationFilters,
  applicationsByEmail,
  changeNotes,
  changeStatus,
  deleteApplication,
  getApplication,
  listApplications,
  readStoredFile,
} from "./services/application-admin";
export { exportApplicationsCsv, exportFileName, safeCell } from "./services/application-export";
export {
  type ApplicationDto,
  bookForEmail,
  submitApplication,
  toApplicationDto,
} from "./services/applications";
export {
  CALL_LINK_SEND_TIME,
  type CallLinkRun,
  MISSING_LINK_REMINDER_TIME,
  missingLinkReminderKey,
  type ReminderRun,
  remindStaffOfMissingCallLinks,
  sendCallLinks,
} from "./services/assessment-reminders";
export {
  cancelBooking,
  createSlots,
  deleteSlot,
  listRoundSlots,
  type ManagedSlot,
  moveBooking,
  type SlotBooking,
  updateSlot,
} from "./services/assessment-slots";
export {
  availableDates,
  availableSlots,
  checkAvailability,
  publicAvailableDates,
  type TimeSlot,
} from "./services/assessments";
export { LOGIN_LIMITS, login, toPublicUser } from "./services/auth";
export { type BookedSlot, bookedSlots } from "./services/booked-slots";
export { contactMessagesInbox, submitContactMessage } from "./services/contact-messages";
export { dashboardOverview } from "./services/dashboard";
export {
  deleteExpiredFormSubmissions,
  type LimitedForm,
  noteRefusal,
  recordSubmission,
  refuseOverFormLimit,
} from "./services/form-limits";
export { type GeoHeaders, locateVisitor } from "./services/geo";
export {
  cachedHealth,
  checkHealth,
  databaseUnavailable,
  type Health,
} from "./services/health";
export {
  claimIdempotencyKey,
  completeIdempotencyKey,
  deleteExpiredIdempotencyKeys,
  IDEMPOTENCY_KEY_TTL_MS,
  IDEMPOTENCY_MESSAGES,
  type IdempotencyClaim,
  type IdempotencyScope,
  isValidIdempotencyKey,
  releaseIdempotencyKey,
} from "./services/idempotency";
export type { Inbox } from "./services/inbox";
export {
  interpreterRegistrationsInbox,
  type RegistrationFiles,
  registrationReference,
  submitRegistration,
} from "./services/interpreter-registrations";
export {
  interpreterRequestsInbox,
  submitInterpreterRequest,
} from "./services/interpreter-requests";
export {
  cachedPublicRead,
  invalidatePublicReads,
  keepPublicRead,
  keptPublicRead,
  PUBLIC_READ_TTL_MS,
} from "./services/public-reads";
export {
  createRound,
  getRound,
  listRounds,
  listRoundsForSettings,
  publicRounds,
  updateRound,
} from "./services/rounds";
export {
  getPublicConfig,
  getSiteSettings,
  invalidateSiteSettings,
  SETTINGS_TTL_MS,
  supportEmailOf,
  updateSiteSettings,
} from "./services/settings";
export { createUser, findUserByEmail, getUser, listUsers, updateUser } from "./services/users";
export { localStorage, newStorageKey, putUpload, type Storage } from "./storage/storage";
export { sweepUnreferencedUploads, UPLOAD_SWEEP_DELAY_MS } from "./storage/sweeper";
export {
  type CheckedUpload,
  checkUpload,
  PAYMENT_SCREENSHOT,
  REGISTRATION_DOCUMENT,
} from "./storage/uploads";
export { createCallerFactory } from "./trpc";
