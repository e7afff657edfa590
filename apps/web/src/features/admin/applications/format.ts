import {
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUSES,
  type ApplicationEvent,
  type ApplicationStatus,
  amountDueText,
  type CurrencyCode,
  egyptToday,
  OTHER_LANGUAGE,
  PAYMENT_PLAN_LABELS,
  type PlanId,
  paymentTerms,
  statusMailDue,
  statusMailTemplate,
} from "@kairos/shared";
import { slotLabel } from "../assessment-slots/format";

// Pure helpers of the staff screens (no React, no network), unit-tested in test/admin.test.ts.

/** The page size of the applications and booked-slots lists (docs/requirements.md, application-and-admin §9). */
export const PAGE_SIZE = 10;

export const STATUS_LABELS = APPLICATION_STATUS_LABELS;

export const isApplicationStatus = (value: unknown): value is ApplicationStatus =>
  typeof value === "string" && (APPLICATION_STATUSES as readonly string[]).includes(value);

/** The spec's badge variants (§4 "Application status", APPS-06). */
export type BadgeKind = "outline" | "default" | "destructive" | "secondary" | "neutral";

/**
 * pending → outline (also the default, for a missing status), approved → default (filled),
 * rejected → destructive, payment-pending → secondary; any other value → neutral.
 */
export function badgeKindOf(status: string | null | undefined): BadgeKind {
  switch (status) {
    case undefined:
    case null:
    case "":
    case "pending":
      return "outline";
    case "approved":
      return "default";
    case "rejected":
      return "destructive";
    case "payment-pending":
      return "secondary";
    default:
      return "neutral";
  }
}

/** The Mantine look of each badge kind (colours chosen for AA contrast). */
export const BADGE_STYLES: Record<BadgeKind, { variant: string; color?: string }> = {
  outline: { variant: "outline" },
  default: { variant: "filled" },
  destructive: { variant: "filled", color: "red.9" },
  secondary: { variant: "light", color: "gray" },
  neutral: { variant: "default" },
};

/** The label shown for a status: the known ones spelled out, others as they are. */
export function statusLabel(status: string | null | undefined): string {
  if (!status) return STATUS_LABELS.pending;
  return isApplicationStatus(status) ? STATUS_LABELS[status] : status;
}

/** 'Showing a to b of n results' for page `page` (1-based) of `size` items each. */
export function showingText(page: number, size: number, total: number): string {
  if (total <= 0) return "Showing 0 to 0 of 0 results";
  const from = Math.min((page - 1) * size + 1, total);
  const to = Math.min(page * size, total);
  return `Showing ${from} to ${to} of ${total} results`;
}

/** 'Page X of Y'. */
export const pageOfText = (page: number, totalPages: number) =>
  `Page ${page} of ${Math.max(1, totalPages)}`;

/**
 * The export's file name: the one of the Content-Disposition header (`filename*=UTF-8''…` or
 * `filename="…"`), else `{round or all}-applications-{YYYY-MM-DD}.csv`, Egypt's day (APPS-14).
 */
export function exportFileName(
  disposition: string | null | undefined,
  round: string | undefined,
  today: Date = new Date(),
): string {
  if (disposition) {
    const star = /filename\*\s*=\s*(?:UTF-8'[^']*')?([^;]+)/i.exec(disposition);
    if (star?.[1]) {
      try {
        const name = decodeURIComponent(star[1].trim().replace(/^"|"$/g, ""));
        if (name) return name;
      } catch {
        // A malformed encoded name: fall through to the plain one.
      }
    }
    const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(disposition);
    const name = (plain?.[2] ?? plain?.[1] ?? "").trim();
    if (name) return name;
  }
  return `${round || "all"}-applications-${egyptToday(today)}.csv`;
}

/** The export address, with the list's status, search and payment filters (APPS-13). */
export function exportUrl(
  round: string | undefined,
  filters: { status?: string; q?: string; payment?: string },
) {
  const params = new URLSearchParams();
  if (filters.status) params.set("status", filters.status);
  if (filters.q) params.set("q", filters.q);
  if (filters.payment) params.set("payment", filters.payment);
  const query = params.toString();
  const base = round
    ? `/api/trainings/export/${encodeURIComponent(round)}`
    : "/api/trainings/export";
  return query ? `${base}?${query}` : base;
}

/** The screenshot's address (the session cookie authorises it); `download` asks to save it. */
export const screenshotUrl = (path: string, download = false) =>
  `/api${path}${download ? "?download=1" : ""}`;

export const AUTH_FAILED = "Authentication failed. Please log in again.";
export const ACCESS_DENIED = "Access denied. Admin/Moderator permissions required.";

/** What a failed call reports, as far as the screens need it. */
export interface CallFailure {
  httpStatus?: number;
  /** The server's message, when the server answered. */
  serverMessage?: string;
}

/** Booked slots and applications by e-mail (ERR-26..28): 401, 403, else the server or `fallback`. */
export function bookingErrorText(failure: CallFailure, fallback: string): string {
  if (failure.httpStatus === 401) return AUTH_FAILED;
  if (failure.httpStatus === 403) return ACCESS_DENIED;
  return failure.serverMessage || fallback;
}

/** The applications screen: a 403 shows the server's message, anything else the fixed text. */
export function staffErrorText(failure: CallFailure, fallback: string): string {
  return failure.httpStatus === 403 && failure.serverMessage ? failure.serverMessage : fallback;
}

/** The second language as shown: the custom one when 'Other (specify below)' was chosen. */
export function secondLanguageOf(app: {
  secondLanguage: string | null;
  customLanguage: string | null;
}): string {
  if (app.secondLanguage === OTHER_LANGUAGE && app.customLanguage) return app.customLanguage;
  return app.secondLanguage || "—";
}

/** Values whose spelling is not just the capitalised words. */
const SPELLED: Record<string, string> = { linkedin: "LinkedIn" };

/** 'full-payment' → 'Full payment'; empty → '—'. */
export function humanize(value: string | null | undefined): string {
  if (!value) return "—";
  const spelled = SPELLED[value];
  if (spelled) return spelled;
  const text = value.replace(/[-_]+/g, " ").trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * What the status dialog says about the applicant's e-mail before saving: which template goes,
 * or why none does (the checkbox is then disabled).
 */
export function statusMailNote(
  current: string,
  next: ApplicationStatus,
  withMessage = false,
): { template: string; note: string } | { template: null; note: string } {
  const message = withMessage ? "message" : undefined;
  if (!statusMailTemplate(next))
    return { template: null, note: `No e-mail is sent for ${STATUS_LABELS[next]}.` };
  const template = statusMailDue(isApplicationStatus(current) ? current : next, next, message);
  if (!template)
    return {
      template: null,
      note: "The status is unchanged: no e-mail is sent unless you write a message to the applicant.",
    };
  return {
    template,
    note: `Sends the "${template}" e-mail${withMessage ? " with your message" : ""}.`,
  };
}

/** The notification after a status change, saying whether the applicant was e-mailed. */
export function statusSavedText(
  fullName: string,
  status: ApplicationStatus,
  emailSent: boolean | null,
): string {
  const changed = `Status of ${fullName} changed to ${STATUS_LABELS[status]}.`;
  if (emailSent === true) return `${changed} The applicant was e-mailed.`;
  if (emailSent === false)
    return `${changed} The e-mail to the applicant could not be sent; the failure is listed on the application's history.`;
  return `${changed} No e-mail was sent.`;
}

/** How the application's history names each event. */
export const EVENT_LABELS: Record<ApplicationEvent, string> = {
  submitted: "Submitted",
  "status-changed": "Status changed",
  "notes-changed": "Notes changed",
  "mail-sent": "Mail sent",
  "mail-failed": "Mail failed",
  "booking-cancelled": "Booking cancelled",
  "booking-moved": "Booking moved",
  "booking-made": "Assessment booked",
  "proof-replaced": "Proof of payment replaced",
  "link-sent": "Personal link sent",
  "link-revoked": "Personal links revoked",
  withdrawn: "Withdrawn",
  "payment-recorded": "Payment recorded",
  "refund-recorded": "Refund recorded",
  "payment-corrected": "Payment corrected",
  "proof-uploaded": "Proof of payment uploaded",
};

/** A history event's label; an event this screen does not know yet, as it is spelled. */
export const eventLabel = (event: string) =>
  (EVENT_LABELS as Record<string, string | undefined>)[event] ?? humanize(event);

/**
 * Who did a history entry: the applicant on their own page, a staff member (through an API key
 * of theirs, named), or the system.
 */
export const historyActorText = (entry: {
  byApplicant: boolean;
  actor: string | null;
  apiKey?: string | null;
}) => {
  if (entry.byApplicant) return "Applicant";
  if (entry.apiKey) return `API key "${entry.apiKey}" (${entry.actor ?? "its admin"})`;
  return entry.actor ?? "the system";
};

/**
 * The plan and what the application owes, as recorded when it was submitted (APP-26): "Two
 * Payments: LE 9,500 (LE 4,750 + LE 4,750)", the same amounts as the applicant's mail and page.
 */
export function planAmountText(app: {
  paymentPlan: PlanId;
  amountDue: number;
  currency: CurrencyCode;
}): string {
  const terms = paymentTerms({
    plan: app.paymentPlan,
    currency: app.currency,
    total: app.amountDue,
    roundStart: null,
  });
  return `${PAYMENT_PLAN_LABELS[app.paymentPlan]}: ${amountDueText(terms)}`;
}

/** The booked assessment as staff read it: "Tue, Nov 3, 2026 · 3:30 PM (Egypt time)", or "—". */
export const assessmentText = (app: { assessmentStartsAt: string | null }) =>
  app.assessmentStartsAt ? `${slotLabel(app.assessmentStartsAt)} (Egypt time)` : "—";
