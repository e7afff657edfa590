import { createFileRoute } from "@tanstack/react-router";
import { privateSeo } from "@/content/pages";
import { InvitationPage } from "@/features/auth/invitation-page";

/** A staff invitation's link (AUTH-19): the new member chooses their password here. */
export const Route = createFileRoute("/admin/invitation/$token")({
  head: () => privateSeo("Choose your password"),
  component: function InvitationRoute() {
    const { token } = Route.useParams();
    return <InvitationPage token={token} />;
  },
});
