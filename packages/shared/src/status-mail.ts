import type { ApplicationStatus } from "./enums";

/**
 * The e-mail an applicant gets when staff set a status, by status. A status missing here
 * (pending) sends nothing. The names appear in the status dialog and on the history.
 */
export const STATUS_MAIL_TEMPLATES: Partial<Record<ApplicationStatus, string>> = {
  approved: "Application approved",
  rejected: "Application not accepted",
  "payment-pending": "Payment pending",
};

export function statusMailTemplate(status: ApplicationStatus): string | undefined {
  return STATUS_MAIL_TEMPLATES[status];
}

/**
 * The template a status change mails the applicant (staff may still untick it), or undefined:
 * a new status's template; saving the same status again mails only with a message to the
 * applicant (APPS-09), which would otherwise reach them only on their page.
 */
export function statusMailDue(
  from: ApplicationStatus,
  to: ApplicationStatus,
  applicantMessage: string | undefined,
): string | undefined {
  if (from === to && !applicantMessage) return undefined;
  return statusMailTemplate(to);
}
