import { createFileRoute } from "@tanstack/react-router";
import { findApplicationTexts } from "@/content/applicant";
import { seo } from "@/content/pages";
import { FindApplicationPage } from "@/features/applicant/find-application-page";

export const Route = createFileRoute("/application/")({
  head: () => seo(findApplicationTexts.title, findApplicationTexts.description),
  component: FindApplicationPage,
});
