import { InboxFrame } from "../inbox/inbox-frame";
import { InboxTable } from "../inbox/inbox-table";
import { useInboxPage } from "../inbox/use-inbox";
import { egyptColumn, formatDateTime } from "../shared/dates";
import { ContactMessageDrawer } from "./contact-message-drawer";

// /admin/messages: the contact form's messages, newest first, searchable and filtered by state.

export function ContactMessagesPage() {
  const inbox = useInboxPage("contactMessages");
  const messages = inbox.data?.messages ?? [];
  return (
    <>
      <InboxFrame
        {...inbox.frame}
        title="Messages"
        noun={{ one: "message", many: "messages" }}
        placeholder="Name, e-mail, subject or text"
        itemCount={messages.length}
        fetchFailed="Failed to fetch messages"
      >
        <InboxTable
          label="Contact messages"
          rows={messages}
          title={{ header: "Subject", cell: (m) => m.subject }}
          columns={[
            { header: "From", cell: (m) => m.name },
            { header: "E-mail", cell: (m) => m.email, breaks: true },
            { header: egyptColumn("Received"), cell: (m) => formatDateTime(m.createdAt) },
          ]}
          openLabel={(m) => `Open the message from ${m.name}`}
          onOpen={(m) => inbox.open(m.id)}
        />
      </InboxFrame>
      <ContactMessageDrawer id={inbox.openId} onClose={inbox.close} />
    </>
  );
}
