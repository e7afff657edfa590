import type { contactMessages, interpreterRequests } from "@kairos/db";
import {
  type ReferenceKind,
  referenceOf,
  type StaffAlertKind,
  type WebhookData,
} from "@kairos/shared";
import type { ApiDeps } from "../../context";
import { sendOrQueue } from "../../mail/outbox";
import { toPerson } from "../../mail/outgoing";
import { alertStaff } from "../../mail/staff-alerts";
import type { MailContent } from "../../mail/templates";
import { recordSubmission } from "../../platform/form-limits";
import { deliverWebhooksSoon, queueWebhookEvent } from "../webhooks/webhooks";

/** The webhook event of each inbox's new entry. */
const RECEIVED = {
  contact: "contact_message.received",
  "interpreter-request": "interpreter_request.received",
} as const;

/** The kind of staff alert (Settings: each, digest or off) of each inbox's new entry. */
const ALERT_KIND: Record<keyof typeof RECEIVED, StaffAlertKind> = {
  contact: "messages",
  "interpreter-request": "requests",
};

/** The reference each inbox's entry is quoted by. */
const REFERENCE: Record<keyof typeof RECEIVED, ReferenceKind> = {
  contact: "message",
  "interpreter-request": "request",
};

export interface SubmissionResult {
  id: number;
  /** What the sender quotes when they write to us: "REQ-000042". */
  reference: string;
  emailSent: boolean;
}

/** The inboxes that a public JSON form feeds. */
type FormTable = typeof contactMessages | typeof interpreterRequests;

/** A filled honeypot: answer like a success so that the robot learns nothing; keep nothing. */
function ignoreRobot(deps: ApiDeps, form: keyof typeof RECEIVED): SubmissionResult {
  deps.logger.warn("honeypot submission ignored", { form });
  return { id: 0, reference: referenceOf(REFERENCE[form], 0), emailSent: true };
}

/**
 * A visitor's message into a staff inbox (a contact message, a request for an interpreter):
 * counted against the form's limits (recordSubmission) and stored, then mailed to the staff
 * (replies go to the sender) with an acknowledgement to the sender. A failed mail is queued and
 * never loses the row. A honeypot answer counts like a stored one, so a robot is slowed like
 * anyone.
 */
export async function submitToInbox<T extends FormTable>(
  deps: ApiDeps,
  form: keyof typeof RECEIVED,
  table: T,
  input: T["$inferInsert"] & { email: string; website?: string | undefined },
  meta: { ip: string },
  mails: (reference: string) => { staff: MailContent; ack: MailContent },
): Promise<SubmissionResult> {
  const { website: honeypot, ...fields } = input;
  const entry = { form, ip: meta.ip, email: input.email };
  const event = RECEIVED[form];
  const id = await recordSubmission(deps, entry, async () => {
    if (honeypot) return null;
    // One table type for the query builder: the row's fields are the form's.
    const into = table as typeof interpreterRequests;
    // The row and its webhook event are stored together, or neither is.
    return deps.database.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(into)
        .values(fields as typeof into.$inferInsert)
        .returning({ id: into.id });
      if (!row) throw new Error("insert returned nothing");
      // The form's fields as validated (its shared schema) are the event's data.
      const data = { id: row.id, ...fields } as WebhookData<typeof event>;
      await queueWebhookEvent(tx, event, data);
      return row.id;
    });
  });
  if (id === null) return ignoreRobot(deps, form);
  deliverWebhooksSoon(deps);
  const reference = referenceOf(REFERENCE[form], id);
  const { staff, ack } = mails(reference);
  const [staffSent, ackSent] = await Promise.all([
    alertStaff(deps, ALERT_KIND[form], staff),
    toPerson(deps, entry.email, ack).then((mail) => sendOrQueue(deps, mail)),
  ]);
  return { id, reference, emailSent: staffSent && ackSent };
}
