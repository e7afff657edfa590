import { createFileRoute } from "@tanstack/react-router";
import { pageTitle } from "@/content/pages";
import { type InboxSearch, inboxSearchSchema } from "@/features/admin/inbox/search";
import { InterpreterRequestsPage } from "@/features/admin/interpreter-requests/interpreter-requests-page";

export const Route = createFileRoute("/admin/_staff/requests")({
  validateSearch: (search: Record<string, unknown>): InboxSearch => inboxSearchSchema.parse(search),
  head: () => ({ meta: [{ title: pageTitle("Requests") }] }),
  component: InterpreterRequestsPage,
});
