import { egyptTimeLabel, INVITATION_HOURS, type Role } from "@kairos/shared";
import { type MailContent, render } from "./templates";

/**
 * To a new staff member (AUTH-19): the single-use link to choose their own password, until
 * `expiresAt`, and where to sign in afterwards.
 */
export function staffInvitationMail(args: {
  email: string;
  firstName: string | null;
  role: Role;
  /** The inviting admin's name or e-mail; absent when nobody in particular sent it. */
  invitedBy: string | undefined;
  link: string;
  expiresAt: Date;
  signInUrl: string;
}): MailContent {
  const role = args.role === "admin" ? "an admin" : "a moderator";
  return render(
    "Your Kairos staff account: choose your password",
    [
      `Dear ${args.firstName || args.email},`,
      `${args.invitedBy ?? "An admin"} has added you to the Kairos staff console as ${role}. Choose your own password here:`,
      args.link,
      `The link works once, for ${INVITATION_HOURS} hours: until ${egyptTimeLabel(args.expiresAt)}. Nobody else knows or sees your password.`,
      `Then sign in at ${args.signInUrl} with ${args.email}.`,
    ],
    [],
    [
      "If the link has expired, ask an admin to send the invitation again. If you did not expect this e-mail, you can ignore it.",
      "Kairos",
    ],
  );
}
