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
export type { ApiDeps, Context, RequestAuth } from "./context";
export { createMailer, type Mailer, type MailMessage } from "./mail/mailer";
export { countQueuedMail, retryQueuedMail } from "./mail/outbox";
export { alertStaff } from "./mail/staff-alerts";
export { followCacheChanges } from "./platform/cache-follow";
export { gatherWorkerMetrics, scrapeMetrics } from "./platform/cluster-metrics";
export {
  AppError,
  fieldErrorsOf,
  isDatabaseUnavailable,
  UNAVAILABLE_RETRY_AFTER_SECONDS,
  unavailable,
  validationError,
} from "./platform/errors";
export { failureOf } from "./platform/failures";
export {
  deleteExpiredFormSubmissions,
  type LimitedForm,
  noteRefusal,
  refuseOverFormLimit,
} from "./platform/form-limits";
export { locateVisitor } from "./platform/geo";
export { cachedHealth, checkHealth, type Health } from "./platform/health";
export {
  claimIdempotencyKey,
  completeIdempotencyKey,
  deleteExpiredIdempotencyKeys,
  IDEMPOTENCY_MESSAGES,
  isValidIdempotencyKey,
  releaseIdempotencyKey,
} from "./platform/idempotency";
export { existingRowId } from "./platform/ids";
export { claimJobRun, deleteOldJobClaims } from "./platform/job-claims";
export {
  createLogger,
  describeError,
  type Logger,
  type LogSink,
  withRequestId,
} from "./platform/logger";
export {
  httpRequestDuration,
  mailQueued,
  metricsRegistry,
  startProcessMetrics,
  webhooksPending,
} from "./platform/metrics";
export { keepPublicRead, keptPublicRead } from "./platform/public-reads";
export {
  API_KEY_LIMIT_DEFAULTS,
  APPLICANT_LIMIT_DEFAULTS,
  CREDENTIAL_FAILURE_DEFAULTS,
  createLimits,
  EVENT_LIMIT_DEFAULTS,
  FORM_LIMIT_DEFAULTS,
  type LimitOptions,
} from "./platform/rate-limit";
export { type AppRouter, appRouter, type RouterOutputs } from "./routers";
export { recordVisitorHit } from "./services/analytics/page-views";
export {
  bookAssessment,
  cancelAssessment,
  notifyWhenSlotsOpen,
  rescheduleAssessment,
} from "./services/applicant/actions";
export { uploadLaterProof } from "./services/applicant/later-proof";
export {
  applicantPageUrl,
  applicationOfToken,
  issueApplicantLink,
  revokeApplicantLinks,
} from "./services/applicant/links";
export { applicantPage, applicantSlots } from "./services/applicant/page";
export { PROOF_FILES_KEPT, replacePaymentProof } from "./services/applicant/payment-proof";
export { applicantPayments } from "./services/applicant/payments";
export {
  applicationsByEmail,
  changeNotes,
  changeStatus,
  deleteApplication,
  getApplication,
  listApplications,
} from "./services/applications/admin";
export { type BulkStatusResult, changeStatuses } from "./services/applications/bulk-status";
export {
  deleteExpiredEmailCodes,
  sendEmailCode,
  verifyEmailCode,
} from "./services/applications/email-codes";
export { findMyApplications, resendApplicantLink } from "./services/applications/existing";
export { exportApplicationsCsv, exportFileName } from "./services/applications/export";
export { mintPriceQuote } from "./services/applications/price-quote";
export {
  refuseWhileRegistrationClosed,
  registrationFacts,
  registrationIsOpen,
  registrationOpens,
} from "./services/applications/registration-gate";
export { type ApplicationDto, submitApplication } from "./services/applications/submit";
export { joinWaitlist, listWaitlist, mailWaitlist } from "./services/applications/waitlist";
export { recordWithdrawal, withdrawByApplicant } from "./services/applications/withdrawal";
export {
  availableDates,
  availableSlots,
  checkAvailability,
  publicAvailableDates,
} from "./services/bookings/availability";
export { bookForEmail } from "./services/bookings/book-for-email";
export { type BookedSlot, bookedSlots, bookedSlotsQuery } from "./services/bookings/booked-slots";
export { cancelBooking, moveBooking } from "./services/bookings/changes";
export {
  missingLinkReminderKey,
  remindStaffOfMissingCallLinks,
  sendAssessmentReminders,
  sendCallLinks,
} from "./services/bookings/reminders";
export {
  createSlots,
  deleteSlot,
  listRoundSlots,
  updateSlot,
} from "./services/bookings/slots";
export { dashboardOverview } from "./services/dashboard/dashboard";
export { paymentsOverview } from "./services/dashboard/payments";
export { contactMessagesInbox, submitContactMessage } from "./services/inbox/contact-messages";
export type { Inbox } from "./services/inbox/inbox";
export {
  interpreterRegistrationsInbox,
  type RegistrationFiles,
  submitRegistration,
} from "./services/inbox/interpreter-registrations";
export {
  interpreterRequestsInbox,
  submitInterpreterRequest,
} from "./services/inbox/interpreter-requests";
export {
  type InstallmentReminderRun,
  sendInstallmentReminders,
} from "./services/payments/installment-reminders";
export {
  correctLedgerEntry,
  type RecordedEntry,
  recordLedgerEntry,
} from "./services/payments/ledger";
export { applicationLedger, type LedgerEntryDto } from "./services/payments/ledger-read";
export {
  closedSql,
  netPaidSql,
  outstandingSql,
  overdueSql,
  secondDueSql,
} from "./services/payments/ledger-sql";
export { type Receipt, receiptFor } from "./services/payments/receipts";
export { countPaymentsToCheck, paymentsToCheck } from "./services/payments/to-check";
export {
  type AccessLogRow,
  type Accessor,
  accessLogFileName,
  exportAccessLogCsv,
  listAccessLog,
  recordAccess,
} from "./services/privacy/access-log";
export {
  applicantData,
  archivedFileName,
  downloadApplicantData,
} from "./services/privacy/applicant-data";
export { deleteMyData } from "./services/privacy/applicant-erasure";
export { decidePrivacyRequest } from "./services/privacy/decisions";
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
} from "./services/privacy/erasure";
export { ERASED_FIELDS } from "./services/privacy/erasure-fields";
export {
  countOpenPrivacyRequests,
  listPrivacyRequests,
  submitPrivacyRequest,
  verifyPrivacyRequest,
} from "./services/privacy/requests";
export {
  eraseExpiredRecords,
  type RetentionRun,
  runDailyRetention,
} from "./services/privacy/retention";
export { openStoredFile } from "./services/privacy/staff-files";
export { listRoundsForSettings, updateRound } from "./services/rounds/edit";
export { getPublicConfig } from "./services/settings/public-config";
export { getSiteSettings } from "./services/settings/settings";
export { updateSiteSettings } from "./services/settings/update";
export {
  deleteOldLoginFailures,
  LOGIN_LIMITS,
  signIn,
  signOut,
  toPublicUser,
} from "./services/staff/auth";
export { type DigestRun, pendingDigestAlerts, sendStaffDigest } from "./services/staff/digest";
export {
  acceptInvitation,
  addStaff,
  invitationOfToken,
  inviteStaff,
  resendInvitation,
} from "./services/staff/invitations";
export { changeOwnPassword } from "./services/staff/password-change";
export { createUser, findUserByEmail, listUsers, updateUser } from "./services/staff/users";
export { type Resolve, validNetworks } from "./services/webhooks/address";
export { WEBHOOK_RESPONSE_KEPT_BYTES } from "./services/webhooks/post";
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
} from "./services/webhooks/webhooks";
export { type CopyCounts, copyUploads } from "./storage/copy";
export { createStorage, type StorageConfig } from "./storage/drivers";
export { type S3Options, s3Storage } from "./storage/s3";
export { localStorage, type OpenedObject, type Storage } from "./storage/storage";
export { sweepUnreferencedUploads, UPLOAD_SWEEP_DELAY_MS } from "./storage/sweeper";
export { checkUpload, PAYMENT_SCREENSHOT, REGISTRATION_DOCUMENT } from "./storage/uploads";
export { trpcErrorOf } from "./trpc";
