export { type Access, authorize, signedIn } from "./auth/access";
export type { StaffActor } from "./auth/actor";
export {
  type ApiKeyPrincipal,
  createApiKey,
  isApiKeyToken,
  listApiKeys,
  revokeApiKey,
  validateApiKey,
} from "./auth/api-keys";
export { recordOfFile, requireScope, type ScopedKey, scopeOfFile } from "./auth/file-scopes";
export { hashPassword } from "./auth/password";
export {
  assertStrongPassword,
  MIN_PASSWORD_SCORE,
  weakPasswordReason,
} from "./auth/password-strength";
export {
  createSession,
  deleteExpiredSessions,
  SESSION_IDLE_MS,
  SESSION_MAX_AGE_MS,
  type ValidSession,
  validateSessionToken,
} from "./auth/sessions";
export { gatherWorkerMetrics, scrapeMetrics } from "./cluster-metrics";
export type { ApiDeps, Context, RequestAuth } from "./context";
export {
  AppError,
  fieldErrorsOf,
  isDatabaseUnavailable,
  UNAVAILABLE_RETRY_AFTER_SECONDS,
  unavailable,
  validationError,
} from "./errors";
export { failureOf } from "./failures";
export { existingRowId } from "./ids";
export {
  createLogger,
  describeError,
  type Logger,
  type LogSink,
  withRequestId,
} from "./logger";
export { createMailer, type Mailer, type MailMessage } from "./mail/mailer";
export { countQueuedMail, retryQueuedMail } from "./mail/outbox";
export { alertStaff } from "./mail/staff-alerts";
export {
  httpRequestDuration,
  mailQueued,
  metricsRegistry,
  startProcessMetrics,
  webhooksPending,
} from "./metrics";
export {
  API_KEY_LIMIT_DEFAULTS,
  APPLICANT_LIMIT_DEFAULTS,
  CREDENTIAL_FAILURE_DEFAULTS,
  createLimits,
  EVENT_LIMIT_DEFAULTS,
  FORM_LIMIT_DEFAULTS,
  type LimitOptions,
} from "./rate-limit";
export { type AppRouter, appRouter, type RouterOutputs } from "./routers";
export {
  type AccessLogRow,
  type Accessor,
  accessLogFileName,
  exportAccessLogCsv,
  listAccessLog,
  recordAccess,
} from "./services/access-log";
export { recordVisitorHit } from "./services/analytics";
export {
  bookAssessment,
  cancelAssessment,
  notifyWhenSlotsOpen,
  rescheduleAssessment,
} from "./services/applicant-actions";
export { applicantData, archivedFileName, downloadApplicantData } from "./services/applicant-data";
export { deleteMyData } from "./services/applicant-erasure";
export {
  applicantPageUrl,
  applicationOfToken,
  issueApplicantLink,
  revokeApplicantLinks,
} from "./services/applicant-links";
export { applicantPage, applicantSlots } from "./services/applicant-page";
export { applicantPayments } from "./services/applicant-payments";
export {
  applicationsByEmail,
  changeNotes,
  changeStatus,
  deleteApplication,
  getApplication,
  listApplications,
} from "./services/application-admin";
export { exportApplicationsCsv, exportFileName } from "./services/application-export";
export { type ApplicationDto, bookForEmail, submitApplication } from "./services/applications";
export {
  missingLinkReminderKey,
  remindStaffOfMissingCallLinks,
  sendAssessmentReminders,
  sendCallLinks,
} from "./services/assessment-reminders";
export {
  cancelBooking,
  createSlots,
  deleteSlot,
  listRoundSlots,
  moveBooking,
  updateSlot,
} from "./services/assessment-slots";
export {
  availableDates,
  availableSlots,
  checkAvailability,
  publicAvailableDates,
} from "./services/assessments";
export {
  deleteOldLoginFailures,
  LOGIN_LIMITS,
  signIn,
  signOut,
  toPublicUser,
} from "./services/auth";
export { type BookedSlot, bookedSlots, bookedSlotsQuery } from "./services/booked-slots";
export { type BulkStatusResult, changeStatuses } from "./services/bulk-status";
export { followCacheChanges } from "./services/cache-follow";
export { contactMessagesInbox, submitContactMessage } from "./services/contact-messages";
export { dashboardOverview } from "./services/dashboard";
export { paymentsOverview } from "./services/dashboard-payments";
export {
  deleteExpiredEmailCodes,
  sendEmailCode,
  verifyEmailCode,
} from "./services/email-codes";
export {
  ERASABLE_KINDS,
  ERASED_APPLICATION_MESSAGE,
  type ErasableKind,
  type EraseRequest,
  type EraseResult,
  type ErasureBy,
  type ErasureLogEntry,
  eraseRecord,
  holdRecord,
  listErasureLog,
  RECORD_HELD_MESSAGE,
  RecordHeldError,
  refuseErasedApplications,
} from "./services/erasure";
export { ERASED_FIELDS } from "./services/erasure-fields";
export { findMyApplications, resendApplicantLink } from "./services/existing-application";
export {
  deleteExpiredFormSubmissions,
  type LimitedForm,
  noteRefusal,
  refuseOverFormLimit,
} from "./services/form-limits";
export { locateVisitor } from "./services/geo";
export { cachedHealth, checkHealth, type Health } from "./services/health";
export {
  claimIdempotencyKey,
  completeIdempotencyKey,
  deleteExpiredIdempotencyKeys,
  IDEMPOTENCY_MESSAGES,
  isValidIdempotencyKey,
  releaseIdempotencyKey,
} from "./services/idempotency";
export type { Inbox } from "./services/inbox";
export {
  type InstallmentReminderRun,
  sendInstallmentReminders,
} from "./services/installment-reminders";
export {
  interpreterRegistrationsInbox,
  type RegistrationFiles,
  submitRegistration,
} from "./services/interpreter-registrations";
export {
  interpreterRequestsInbox,
  submitInterpreterRequest,
} from "./services/interpreter-requests";
export { claimJobRun, deleteOldJobClaims } from "./services/job-claims";
export { uploadLaterProof } from "./services/later-proof";
export { correctLedgerEntry, type RecordedEntry, recordLedgerEntry } from "./services/ledger";
export { applicationLedger, type LedgerEntryDto } from "./services/ledger-read";
export {
  closedSql,
  netPaidSql,
  outstandingSql,
  overdueSql,
  secondDueSql,
} from "./services/ledger-sql";
export { changeOwnPassword } from "./services/password-change";
export { PROOF_FILES_KEPT, replacePaymentProof } from "./services/payment-proof";
export { countPaymentsToCheck, paymentsToCheck } from "./services/payments-to-check";
export { mintPriceQuote } from "./services/price-quote";
export { decidePrivacyRequest } from "./services/privacy-decisions";
export {
  countOpenPrivacyRequests,
  listPrivacyRequests,
  submitPrivacyRequest,
  verifyPrivacyRequest,
} from "./services/privacy-requests";
export { getPublicConfig } from "./services/public-config";
export { keepPublicRead, keptPublicRead } from "./services/public-reads";
export { type Receipt, receiptFor } from "./services/receipts";
export {
  refuseWhileRegistrationClosed,
  registrationFacts,
  registrationIsOpen,
  registrationOpens,
} from "./services/registration-gate";
export {
  eraseExpiredRecords,
  type RetentionRun,
  runDailyRetention,
} from "./services/retention";
export { listRoundsForSettings, updateRound } from "./services/rounds";
export { getSiteSettings } from "./services/settings";
export { updateSiteSettings } from "./services/settings-update";
export { type DigestRun, pendingDigestAlerts, sendStaffDigest } from "./services/staff-digest";
export { openStoredFile } from "./services/staff-files";
export {
  acceptInvitation,
  addStaff,
  invitationOfToken,
  inviteStaff,
  resendInvitation,
} from "./services/staff-invitations";
export { createUser, findUserByEmail, listUsers, updateUser } from "./services/users";
export { joinWaitlist, listWaitlist, mailWaitlist } from "./services/waitlist";
export { type Resolve, validNetworks } from "./services/webhook-address";
export { WEBHOOK_RESPONSE_KEPT_BYTES } from "./services/webhook-post";
export {
  countPendingWebhooks,
  createWebhookEndpoint,
  deliverDueWebhooks,
  disableWebhookEndpoint,
  listWebhookDeliveries,
  listWebhookEndpoints,
  resendWebhookDelivery,
  stopWebhookRetries,
  WEBHOOK_RETRY_DELAYS_SECONDS,
} from "./services/webhooks";
export { recordWithdrawal, withdrawByApplicant } from "./services/withdrawal";
export { type CopyCounts, copyUploads } from "./storage/copy";
export { createStorage, type StorageConfig } from "./storage/drivers";
export { type S3Options, s3Storage } from "./storage/s3";
export { localStorage, type OpenedObject, type Storage } from "./storage/storage";
export { sweepUnreferencedUploads, UPLOAD_SWEEP_DELAY_MS } from "./storage/sweeper";
export { checkUpload, PAYMENT_SCREENSHOT, REGISTRATION_DOCUMENT } from "./storage/uploads";
export { trpcErrorOf } from "./trpc";
