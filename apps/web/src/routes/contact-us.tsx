import { createFileRoute } from "@tanstack/react-router";
import { seo } from "../content/pages";
import { ContactPage } from "../features/contact-messages/contact-page";

export const Route = createFileRoute("/contact-us")({
  head: () =>
    seo(
      "Contact Us",
      "Contact Kairos: questions about the training or interpreting services. We reply within 24 hours.",
    ),
  component: ContactPage,
});
