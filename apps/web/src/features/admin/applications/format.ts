import {
  type ApplicationEvent,
  type ApplicationStatus,
  egyptToday,
  statusMailDue,
  statusMailTemplate,
} from "@kairos/shared";
import { humanize } from "../shared/application-text";
import { isApplicationStatus, STATUS_LABELS } from "../shared/status";

// Pure helpers of the applications screens (no React, no network), unit-tested in test/admin.test.ts.

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
