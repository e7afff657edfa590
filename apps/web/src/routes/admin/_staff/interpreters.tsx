import { createFileRoute } from "@tanstack/react-router";
import { pageTitle } from "@/content/pages";
import { validateInboxSearch } from "@/features/admin/inbox/search";
import { InterpreterRegistrationsPage } from "@/features/admin/interpreter-registrations/interpreter-registrations-page";

export const Route = createFileRoute("/admin/_staff/interpreters")({
  validateSearch: validateInboxSearch,
  head: () => ({ meta: [{ title: pageTitle("Interpreters") }] }),
  component: InterpreterRegistrationsPage,
});
