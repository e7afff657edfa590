import type { ApiDeps } from "../context";
import { sendOrQueue } from "../mail/outbox";
import type { MailContent } from "../mail/templates";
import { recordSubmission, type SubmissionEntry } from "./form-limits";

export interface SubmissionResult {
  id: number;
  emailSent: boolean;
}

/** A filled honeypot: answer like a success so that the robot learns nothing; keep nothing. */
export function ignoreRobot(deps: ApiDeps, form: string): SubmissionResult {
  deps.logger.warn("honeypot submission ignored", { form });
  return { id: 0, emailSent: true };
}

/**
 * A visitor's message into a staff inbox (a contact message, a request for an interpreter):
 * stored first, counted against the form's limits, then mailed to the staff (replies go to the
 * sender) with an acknowledgement to the sender. A failed mail is queued and never loses the
 * row. A honeypot answer counts like a stored one, so a robot is slowed like anyone.
 */
export async function submitToInbox(
  deps: ApiDeps,
  entry: SubmissionEntry,
  honeypot: string | undefined,
  insert: () => Promise<number>,
  mails: (id: number) => { staff: MailContent; ack: MailContent },
): Promise<SubmissionResult> {
  const id = await recordSubmission(deps, entry, async () => (honeypot ? null : insert()));
  if (id === null) return ignoreRobot(deps, entry.form);
  const { staff, ack } = mails(id);
  const [staffSent, ackSent] = await Promise.all([
    sendOrQueue(deps, { to: deps.mail.staffEmail, replyTo: entry.email, ...staff }),
    sendOrQueue(deps, { to: entry.email, ...ack }),
  ]);
  return { id, emailSent: staffSent && ackSent };
}
