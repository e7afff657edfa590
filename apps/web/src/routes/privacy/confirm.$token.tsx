import { createFileRoute } from "@tanstack/react-router";
import { privateSeo } from "@/content/pages";
import { privacyFormTexts } from "@/content/privacy-requests";
import { PrivacyConfirmPage } from "@/features/privacy-requests/privacy-confirm-page";

/** The mailed link that confirms a privacy request (a key: never indexed). */
export const Route = createFileRoute("/privacy/confirm/$token")({
  head: () => privateSeo(privacyFormTexts.confirmTitle),
  component: function PrivacyConfirmRoute() {
    const { token } = Route.useParams();
    return <PrivacyConfirmPage token={token} />;
  },
});
