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
