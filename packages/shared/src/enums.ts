// Enumerations of the domain, shared by the database schema (checked enums), the zod
// schemas and the web app, so that a value has one spelling everywhere.

/**
 * The values of a closed list written once beside the label each shows, in their order: the
 * tuple zod's enums and the database's checked enums take.
 */
export const valuesOf = <K extends string>(labels: Readonly<Record<K, string>>) =>
  Object.keys(labels) as [K, ...K[]];

export const ROLES = ["admin", "moderator"] as const;
export type Role = (typeof ROLES)[number];

export const ROUND_STATUSES = ["open", "closed", "in-progress", "past"] as const;
export type RoundStatus = (typeof ROUND_STATUSES)[number];

export const APPLICATION_STATUSES = ["pending", "approved", "rejected", "payment-pending"] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const OCCUPATIONS = ["working", "student", "not-working"] as const;
export const HEAR_ABOUT = ["facebook", "instagram", "linkedin", "word-of-mouth", "other"] as const;
export const PAYMENT_PLANS = ["full-payment", "two-payments"] as const;
export const JOB_REFERRALS = ["yes", "no"] as const;

/** How a payment reached Kairos (the payments ledger). */
export const PAYMENT_METHOD_LABELS = {
  "instant-payment": "Instant payment",
  "online-link": "Online payment link",
  "bank-transfer": "Bank transfer",
  cash: "Cash",
  other: "Other",
} as const;
export type PaymentMethod = keyof typeof PAYMENT_METHOD_LABELS;
export const PAYMENT_METHODS = valuesOf(PAYMENT_METHOD_LABELS);

/** The console's and REST list's payment filter (ledger-sql.ts decides it in the database). */
export const PAYMENT_FILTERS = ["paid", "outstanding", "overdue"] as const;
export type PaymentFilter = (typeof PAYMENT_FILTERS)[number];

/** A ledger entry is money received from the applicant or money given back. */
export const LEDGER_ENTRY_KINDS = ["payment", "refund"] as const;
export type LedgerEntryKind = (typeof LEDGER_ENTRY_KINDS)[number];

/** The reminders of a later installment: a few days before its due date, and the day after. */
export const INSTALLMENT_REMINDER_KINDS = ["before", "overdue"] as const;
export type InstallmentReminderKind = (typeof INSTALLMENT_REMINDER_KINDS)[number];

/** The kinds of staff alert, each mailed one by one, in a daily digest, or not at all. */
export const STAFF_ALERT_KIND_LABELS = {
  applications: "New applications",
  proofs: "Proofs of payment",
  withdrawals: "Withdrawals",
  requests: "Interpreter requests",
  messages: "Contact messages",
  registrations: "Interpreter registrations",
} as const;
export type StaffAlertKind = keyof typeof STAFF_ALERT_KIND_LABELS;
export const STAFF_ALERT_KINDS = valuesOf(STAFF_ALERT_KIND_LABELS);
export const ALERT_DELIVERIES = ["each", "digest", "off"] as const;
export type AlertDelivery = (typeof ALERT_DELIVERIES)[number];

/**
 * What an application's history records: staff changes, mails, bookings and their moves, and
 * the applicant's own actions on their page (decision 0010).
 */
export const APPLICATION_EVENTS = [
  "submitted",
  "status-changed",
  "notes-changed",
  "mail-sent",
  "mail-failed",
  "booking-cancelled",
  "booking-moved",
  "booking-made",
  "proof-replaced",
  "link-sent",
  "link-revoked",
  /** The applicant withdrew (on their page) or staff recorded their withdrawal. */
  "withdrawn",
  /** The payments ledger: a payment or refund recorded, or an entry corrected (none deleted). */
  "payment-recorded",
  "refund-recorded",
  "payment-corrected",
  /** The applicant uploaded the proof of a later installment on their page. */
  "proof-uploaded",
] as const;
export type ApplicationEvent = (typeof APPLICATION_EVENTS)[number];

/** Why a booking row stopped being active: moved to another slot, or cancelled. */
export const BOOKING_END_REASONS = ["moved", "cancelled"] as const;
export type BookingEndReason = (typeof BOOKING_END_REASONS)[number];

export const SERVICE_TYPES = ["onsite", "phone", "video"] as const;

/** Where the interpreting of a request takes place (optional; GAP-02). */
export const SERVICE_SETTINGS = [
  "hospital",
  "clinic",
  "emergency-department",
  "mental-health",
  "telehealth",
  "other",
] as const;
export type ServiceSetting = (typeof SERVICE_SETTINGS)[number];

export const YEARS_OF_EXPERIENCE = ["less-than-1", "1-3", "3-5", "5-plus"] as const;
export const PREFERRED_MODES = ["in-person", "remote", "both"] as const;
export const WORK_CAPACITIES = ["full-time", "part-time", "freelance", "on-call"] as const;
export const REGISTRATION_DOCUMENT_KINDS = [
  "resume",
  "certificate",
  "certifications",
  "eligibility-proof",
] as const;

/** Inbox state of interpreter requests, registrations and contact messages. */
export const INBOX_STATES = ["new", "read", "handled"] as const;
export type InboxState = (typeof INBOX_STATES)[number];

// How a person reads each value: the form's options, the staff screens and the CSV export.

export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  pending: "Pending",
  approved: "Approved",
  rejected: "Rejected",
  "payment-pending": "Payment pending",
};

export const OCCUPATION_LABELS: Record<(typeof OCCUPATIONS)[number], string> = {
  working: "Working",
  student: "Student",
  "not-working": "Not working",
};

export const HEAR_ABOUT_LABELS: Record<(typeof HEAR_ABOUT)[number], string> = {
  facebook: "Facebook",
  instagram: "Instagram",
  linkedin: "LinkedIn",
  "word-of-mouth": "Word of mouth",
  other: "Other",
};

export const PAYMENT_PLAN_LABELS: Record<(typeof PAYMENT_PLANS)[number], string> = {
  "full-payment": "Full Payment",
  "two-payments": "Two Payments",
};

export const JOB_REFERRAL_LABELS: Record<(typeof JOB_REFERRALS)[number], string> = {
  yes: "Yes",
  no: "No",
};

export const SERVICE_SETTING_LABELS: Record<ServiceSetting, string> = {
  hospital: "Hospital",
  clinic: "Clinic",
  "emergency-department": "Emergency department",
  "mental-health": "Mental health",
  telehealth: "Telehealth",
  other: "Other",
};

/**
 * The records that hold a person's data and can be erased (retention and the person's own
 * request, decision 0033): one spelling from the erasure log to the console.
 */
export const ERASABLE_KINDS = [
  "application",
  "interpreter_registration",
  "interpreter_request",
  "contact_message",
] as const;
export type ErasableKind = (typeof ERASABLE_KINDS)[number];

/** Who erased a record: staff, the person themself, or the daily retention job. */
export const ERASED_BY = ["staff", "applicant", "retention"] as const;
export type ErasedBy = (typeof ERASED_BY)[number];

/** What the console shows in place of an erased record's name. */
export const ERASED_MARKER = "Erased";

/**
 * What the staff access log records (decision 0035): a staff member or API key opened an uploaded
 * file, or downloaded an export.
 */
export const ACCESS_ACTION_LABELS = {
  "file-opened": "Opened a file",
  "export-downloaded": "Downloaded an export",
} as const;
export type AccessAction = keyof typeof ACCESS_ACTION_LABELS;
export const ACCESS_ACTIONS = valuesOf(ACCESS_ACTION_LABELS);

/**
 * What was opened or exported: a file by its kind (the proof of payment, a later installment's, one replaced,
 * an interpreter's documents by REGISTRATION_DOCUMENT_KINDS), or an export by its list.
 */
export const ACCESS_SUBJECT_LABELS = {
  "payment-proof": "Proof of payment",
  "installment-proof": "Proof of a later installment",
  "replaced-proof": "Replaced proof of payment",
  resume: "CV",
  certificate: "Certificate",
  certifications: "Certifications",
  "eligibility-proof": "Proof of eligibility",
  "applications-csv": "Applications CSV",
  "access-log-csv": "Access log CSV",
} as const;
export type AccessSubject = keyof typeof ACCESS_SUBJECT_LABELS;
export const ACCESS_SUBJECTS = valuesOf(ACCESS_SUBJECT_LABELS);

/**
 * How long personal data is kept, in months (decision 0033 says why these defaults): an
 * application after its round ends, an interpreter registration after its last update, a
 * request for an interpreter or a contact message after it arrived. Here, free of zod: the
 * privacy notice of a public page reads the defaults.
 */
export const RETENTION_MONTHS = { min: 1, max: 120 } as const;
export const DEFAULT_RETENTION = {
  applicationMonths: 24,
  registrationMonths: 36,
  inboxMonths: 12,
} as const;
/** How long each kind of record is kept, in months (Settings; schemas/settings.ts checks it). */
export type RetentionSettings = { [K in keyof typeof DEFAULT_RETENTION]: number };
