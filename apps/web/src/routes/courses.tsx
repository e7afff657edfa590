import { createFileRoute } from "@tanstack/react-router";
import { seo } from "../content/pages";
import { CoursesPage } from "../features/company/courses-page";

export const Route = createFileRoute("/courses")({
  head: () =>
    seo(
      "Courses",
      "Kairos medical interpreter courses: the 40-hour training is enrolling; more are coming soon.",
    ),
  component: CoursesPage,
});
