import { egyptTimeLabel } from "@kairos/shared";
import { type MailContent, pageLine, render } from "./templates";

// The two mails of a withdrawal (APP-26): the staff alert ("withdrawals" kind) and the
// applicant's confirmation, each saying what became of the booking and the money.

interface WithdrawalFacts {
  reference: string;
  fullName: string;
  roundName: string;
  /** The assessment the withdrawal cancelled, if one was booked. */
  cancelledAt: Date | null;
  byApplicant: boolean;
}

const bookingLine = (startsAt: Date | null) =>
  startsAt
    ? `The assessment booked for ${egyptTimeLabel(startsAt)} was cancelled and its place freed.`
    : "No assessment was booked.";

/** To staff: the reference and the application's page, not the applicant's name (decision 0035). */
export function withdrawalStaffMail(args: WithdrawalFacts & { url: string }): MailContent {
  return render(
    `Application withdrawn: ${args.reference}`,
    [
      args.byApplicant
        ? `The applicant of ${args.reference} withdrew their application to ${args.roundName} from their page.`
        : `A withdrawal of the application ${args.reference} to ${args.roundName} was recorded by staff.`,
      bookingLine(args.cancelledAt),
      "Any refund is recorded in the payments ledger.",
      `Review it at ${args.url}`,
    ],
    [
      { label: "Reference", value: args.reference },
      { label: "Training", value: args.roundName },
    ],
  );
}

export function withdrawalApplicantMail(
  args: WithdrawalFacts & { refundPolicy: string; supportEmail: string; link: string },
): MailContent {
  return render(
    "Your Kairos application is withdrawn",
    [
      `Dear ${args.fullName},`,
      args.byApplicant
        ? `You have withdrawn your application to the medical interpreter training (${args.roundName}).`
        : `Our team has recorded the withdrawal of your application to the medical interpreter training (${args.roundName}).`,
      bookingLine(args.cancelledAt),
      `Refund: ${args.refundPolicy}`,
      pageLine(args.link),
    ],
    [
      { label: "Reference", value: args.reference },
      { label: "Training", value: args.roundName },
    ],
    [`Questions? Write to us at ${args.supportEmail}.`, "Kairos"],
  );
}
