import { createFileRoute } from "@tanstack/react-router";
import { seo } from "@/content/pages";
import { privacyPage } from "@/content/privacy";
import { PrivacyPage } from "@/features/privacy/privacy-page";

export const Route = createFileRoute("/privacy/")({
  head: () => seo(privacyPage.title, privacyPage.description),
  component: PrivacyPage,
});
