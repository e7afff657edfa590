import { createFileRoute } from "@tanstack/react-router";
import { seo } from "../content/pages";
import { ComingSoonPage } from "../features/company/coming-soon-page";

const summary =
  "An extended, instructor-led programme for interpreters who want deeper practice. Enrolment will open here.";

export const Route = createFileRoute("/60-hour-medical-training")({
  head: () => seo("60-Hour Medical Interpreter Training", summary),
  component: () => (
    <ComingSoonPage title="60-Hour Medical Interpreter Training" summary={summary} />
  ),
});
