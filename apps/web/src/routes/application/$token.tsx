import { createFileRoute } from "@tanstack/react-router";
import { applicantPageTexts } from "@/content/applicant";
import { privateSeo } from "@/content/pages";
import { ApplicantPage } from "@/features/applicant/applicant-page";

/** A personal link's page: the token names the application (the server checks it). */
export const Route = createFileRoute("/application/$token")({
  head: () => privateSeo(applicantPageTexts.title),
  component: function ApplicantRoute() {
    const { token } = Route.useParams();
    return <ApplicantPage token={token} />;
  },
});
