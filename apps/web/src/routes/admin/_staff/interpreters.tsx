import { createFileRoute } from "@tanstack/react-router";
import { pageTitle } from "@/content/pages";
import { type InboxSearch, inboxSearchSchema } from "@/features/admin/inbox/search";
import { InterpreterRegistrationsPage } from "@/features/admin/interpreter-registrations/interpreter-registrations-page";

export const Route = createFileRoute("/admin/_staff/interpreters")({
  validateSearch: (search: Record<string, unknown>): InboxSearch => inboxSearchSchema.parse(search),
  head: () => ({ meta: [{ title: pageTitle("Interpreters") }] }),
  component: InterpreterRegistrationsPage,
});
