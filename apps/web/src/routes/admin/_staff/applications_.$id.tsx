import { createFileRoute } from "@tanstack/react-router";
import { pageTitle } from "@/content/pages";
import { ApplicationPage } from "@/features/admin/applications/page/application-page";

/**
 * One application's page in the console. `applications_` keeps it out of the list's route
 * (a leaf): the page replaces the list instead of rendering inside it.
 */
export const Route = createFileRoute("/admin/_staff/applications_/$id")({
  head: ({ params }) => ({ meta: [{ title: pageTitle(`Application ${params.id}`) }] }),
  component: ApplicationPage,
});
