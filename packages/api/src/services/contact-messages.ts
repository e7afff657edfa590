import { contactMessages, type Db } from "@kairos/db";
import type { ContactMessageInput, InboxListQuery, InboxStateChange } from "@kairos/shared";
import type { ApiDeps } from "../context";
import { contactAcknowledgement, staffContactMail } from "../mail/templates";
import { inboxCounts, inboxPage, openInboxItem, setInboxState } from "./inbox";
import { type SubmissionResult, submitToInbox } from "./inbox-submissions";

const t = contactMessages;

/** Stores a contact message, then mails the staff and an acknowledgement to the sender. */
export function submitContactMessage(
  deps: ApiDeps,
  input: ContactMessageInput,
  meta: { ip: string },
): Promise<SubmissionResult> {
  const { website: honeypot, ...fields } = input;
  const entry = { form: "contact", ip: meta.ip, email: input.email } as const;
  const insert = async () => {
    const [row] = await deps.database.db.insert(t).values(fields).returning({ id: t.id });
    if (!row) throw new Error("insert returned nothing");
    return row.id;
  };
  return submitToInbox(deps, entry, honeypot, insert, (id) => ({
    staff: staffContactMail(input, id),
    ack: contactAcknowledgement(input),
  }));
}

export const MESSAGE_NOT_FOUND = "Message not found";

const searchable = [t.name, t.email, t.subject, t.message];

/** The staff inbox of contact messages: newest first, searched, filtered by state. */
export async function listContactMessages(db: Db, query: InboxListQuery) {
  const columns = {
    id: t.id,
    name: t.name,
    email: t.email,
    subject: t.subject,
    inboxState: t.inboxState,
    createdAt: t.createdAt,
  };
  const { rows, pagination } = await inboxPage(db, t, columns, searchable, query);
  return { messages: rows, pagination };
}

/** One message with its text; opening a new one marks it read. */
export const getContactMessage = (db: Db, id: number) =>
  openInboxItem(db, t, id, MESSAGE_NOT_FOUND);

export const setContactMessageState = (db: Db, change: InboxStateChange) =>
  setInboxState(db, t, change, MESSAGE_NOT_FOUND);

export const contactMessageCounts = (db: Db) => inboxCounts(db, t);

export const contactMessagesInbox = {
  notFound: MESSAGE_NOT_FOUND,
  list: listContactMessages,
  get: getContactMessage,
  setState: setContactMessageState,
  counts: contactMessageCounts,
};
