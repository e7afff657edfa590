import { createFileRoute } from "@tanstack/react-router";
import { pageTitle } from "@/content/pages";
import { ContactMessagesPage } from "@/features/admin/contact-messages/contact-messages-page";
import { validateInboxSearch } from "@/features/admin/inbox/search";

export const Route = createFileRoute("/admin/_staff/messages")({
  validateSearch: validateInboxSearch,
  head: () => ({ meta: [{ title: pageTitle("Messages") }] }),
  component: ContactMessagesPage,
});
