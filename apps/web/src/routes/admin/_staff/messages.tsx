import { createFileRoute } from "@tanstack/react-router";
import { pageTitle } from "../../../content/pages";
import { type InboxSearch, inboxSearchSchema } from "../../../features/admin/inbox/search";
import { MessagesPage } from "../../../features/admin/messages/messages-page";

export const Route = createFileRoute("/admin/_staff/messages")({
  validateSearch: (search: Record<string, unknown>): InboxSearch => inboxSearchSchema.parse(search),
  head: () => ({ meta: [{ title: pageTitle("Messages") }] }),
  component: MessagesPage,
});
