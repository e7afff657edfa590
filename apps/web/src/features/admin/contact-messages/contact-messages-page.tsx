import { InboxPage } from "../inbox/inbox-page";
import { egyptColumn, formatDateTime } from "../shared/dates";
import { ContactMessageDrawer } from "./contact-message-drawer";

// /admin/messages: the contact form's messages, newest first, searchable and filtered by state.

export function ContactMessagesPage() {
  return (
    <InboxPage
      domain="contactMessages"
      rowsOf={(list) => list.messages}
      frame={{
        title: "Messages",
        noun: { one: "message", many: "messages" },
        placeholder: "Name, e-mail, subject or text",
        fetchFailed: "Failed to fetch messages",
      }}
      table={{
        label: "Contact messages",
        title: { header: "Subject", cell: (m) => m.subject },
        columns: [
          { header: "From", cell: (m) => m.name },
          { header: "E-mail", cell: (m) => m.email, breaks: true },
          { header: egyptColumn("Received"), cell: (m) => formatDateTime(m.createdAt) },
        ],
        openLabel: (m) => `Open the message from ${m.name}`,
      }}
      item={ContactMessageDrawer}
    />
  );
}
