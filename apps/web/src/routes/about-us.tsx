import { createFileRoute } from "@tanstack/react-router";
import { seo } from "../content/pages";
import { AboutPage } from "../features/company/about-page";

export const Route = createFileRoute("/about-us")({
  head: () =>
    seo(
      "About Us",
      "Kairos trains medical interpreters and supplies interpreting services: our story, approach and offerings.",
    ),
  component: AboutPage,
});
