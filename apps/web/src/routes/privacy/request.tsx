import { createFileRoute } from "@tanstack/react-router";
import { seo } from "@/content/pages";
import { privacyFormTexts } from "@/content/privacy-requests";
import { PrivacyRequestPage } from "@/features/privacy-requests/privacy-request-page";

export const Route = createFileRoute("/privacy/request")({
  head: () => seo(privacyFormTexts.title, privacyFormTexts.intro),
  component: PrivacyRequestPage,
});
