import { createFileRoute } from "@tanstack/react-router";
import { seo } from "../content/pages";
import { JobsPage } from "../features/company/jobs-page";

export const Route = createFileRoute("/jobs")({
  head: () =>
    seo(
      "Careers",
      "Careers at Kairos: register as a medical interpreter to hear about assignments.",
    ),
  component: JobsPage,
});
