import { createFileRoute } from "@tanstack/react-router";
import { pageTitle } from "@/content/pages";
import { ContactMessagesPage } from "@/features/admin/contact-messages/contact-messages-page";
import { type InboxSearch, inboxSearchSchema } from "@/features/admin/inbox/search";

export const Route = createFileRoute("/admin/_staff/messages")({
  validateSearch: (search: Record<string, unknown>): InboxSearch => inboxSearchSchema.parse(search),
  head: () => ({ meta: [{ title: pageTitle("Messages") }] }),
  component: ContactMessagesPage,
});
