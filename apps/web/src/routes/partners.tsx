import { createFileRoute } from "@tanstack/react-router";
import { seo } from "../content/pages";
import { PartnersPage } from "../features/company/partners-page";

export const Route = createFileRoute("/partners")({
  head: () =>
    seo(
      "Partnerships",
      "Interpreter outsourcing, customised training, quality assurance and continuing education for healthcare organisations.",
    ),
  component: PartnersPage,
});
