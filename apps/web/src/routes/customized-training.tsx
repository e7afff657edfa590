import { createFileRoute } from "@tanstack/react-router";
import { seo } from "../content/pages";
import { ComingSoonPage } from "../features/company/coming-soon-page";

const summary =
  "Medical interpreter training designed around an organisation's setting, languages and schedule. Details will be published here.";

export const Route = createFileRoute("/customized-training")({
  head: () => seo("Customized Training", summary),
  component: () => <ComingSoonPage title="Customized Training" summary={summary} />,
});
