import { createFileRoute } from "@tanstack/react-router";
import { pageTitle } from "@/content/pages";
import { validateInboxSearch } from "@/features/admin/inbox/search";
import { InterpreterRequestsPage } from "@/features/admin/interpreter-requests/interpreter-requests-page";

export const Route = createFileRoute("/admin/_staff/requests")({
  validateSearch: validateInboxSearch,
  head: () => ({ meta: [{ title: pageTitle("Requests") }] }),
  component: InterpreterRequestsPage,
});
