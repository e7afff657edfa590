import { contactMessages as t } from "@kairos/db";
import type { ContactMessageInput } from "@kairos/shared";
import type { ApiDeps } from "../../context";
import { consoleUrl } from "../../mail/outgoing";
import { contactAcknowledgement, staffContactMail } from "../../mail/templates";
import { inbox } from "./inbox";
import { submitToInbox } from "./submissions";

/** Stores a contact message, then mails the staff and an acknowledgement to the sender. */
export const submitContactMessage = (
  deps: ApiDeps,
  input: ContactMessageInput,
  meta: { ip: string },
) =>
  submitToInbox(deps, "contact", t, input, meta, (reference) => ({
    staff: staffContactMail(reference, consoleUrl(deps, "/admin/messages")),
    ack: contactAcknowledgement(reference),
  }));

/** The staff inbox of contact messages; an opened message has its text. */
export const contactMessagesInbox = inbox({
  kind: "contact_message",
  table: t,
  notFound: "Message not found",
  listKey: "messages",
  columns: {
    id: t.id,
    name: t.name,
    email: t.email,
    subject: t.subject,
    inboxState: t.inboxState,
    createdAt: t.createdAt,
  },
  searchable: [t.name, t.email, t.subject, t.message],
});
