import { contactMessages, type Db } from "@kairos/db";
import {
  type ContactMessageInput,
  type InboxListQuery,
  type InboxStateChange,
  paginationOf,
} from "@kairos/shared";
import { count, desc } from "drizzle-orm";
import type { ApiDeps } from "../context";
import { sendOrQueue } from "../mail/outbox";
import { contactAcknowledgement, staffContactMail } from "../mail/templates";
import { recordSubmission } from "./form-limits";
import { inboxCounts, inboxWhere, openInboxItem, setInboxState } from "./inbox";
import { ignoreRobot, type SubmissionResult } from "./interpreter-requests";

/**
 * Stores a contact message, then mails the staff and an acknowledgement to the sender. A
 * honeypot answer counts against the limits like a stored message.
 */
export async function submitContactMessage(
  deps: ApiDeps,
  input: ContactMessageInput,
  meta: { ip: string },
): Promise<SubmissionResult> {
  const { website: honeypot, ...fields } = input;
  const entry = { form: "contact", ip: meta.ip, email: input.email } as const;
  const id = await recordSubmission(deps, entry, async () => {
    if (honeypot) return null;
    const [row] = await deps.database.db
      .insert(contactMessages)
      .values(fields)
      .returning({ id: contactMessages.id });
    if (!row) throw new Error("insert returned nothing");
    return row.id;
  });
  if (id === null) return ignoreRobot(deps, entry.form);
  const [staff, ack] = await Promise.all([
    sendOrQueue(deps, {
      to: deps.mail.staffEmail,
      replyTo: input.email,
      ...staffContactMail(input, id),
    }),
    sendOrQueue(deps, { to: input.email, ...contactAcknowledgement(input) }),
  ]);
  return { id, emailSent: staff && ack };
}

export const MESSAGE_NOT_FOUND = "Message not found";

const t = contactMessages;
const searchable = [t.name, t.email, t.subject, t.message];

/** The staff inbox of contact messages: newest first, searched, filtered by state. */
export async function listContactMessages(db: Db, query: InboxListQuery) {
  const where = inboxWhere(t, searchable, query);
  const [total] = await db.select({ n: count() }).from(t).where(where);
  const rows = await db
    .select({
      id: t.id,
      name: t.name,
      email: t.email,
      subject: t.subject,
      inboxState: t.inboxState,
      createdAt: t.createdAt,
    })
    .from(t)
    .where(where)
    .orderBy(desc(t.createdAt), desc(t.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  return {
    messages: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    pagination: paginationOf(query.page, query.limit, total?.n ?? 0),
  };
}

/** One message with its text; opening a new one marks it read. */
export const getContactMessage = (db: Db, id: number) =>
  openInboxItem(db, t, id, MESSAGE_NOT_FOUND);

export const setContactMessageState = (db: Db, change: InboxStateChange) =>
  setInboxState(db, t, change, MESSAGE_NOT_FOUND);

export const contactMessageCounts = (db: Db) => inboxCounts(db, t);
