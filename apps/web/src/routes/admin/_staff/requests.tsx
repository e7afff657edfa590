import { createFileRoute } from "@tanstack/react-router";
import { pageTitle } from "../../../content/pages";
import { type InboxSearch, inboxSearchSchema } from "../../../features/admin/inbox/search";
import { RequestsPage } from "../../../features/admin/interpreter-requests/requests-page";

export const Route = createFileRoute("/admin/_staff/requests")({
  validateSearch: (search: Record<string, unknown>): InboxSearch => inboxSearchSchema.parse(search),
  head: () => ({ meta: [{ title: pageTitle("Requests") }] }),
  component: RequestsPage,
});
