import { type MailContent, render } from "./templates";

/** To staff: an applicant uploaded a new proof of payment on their page (issue 21). */
export function proofReplacedStaffMail(args: {
  reference: string;
  fullName: string;
  /** The staff console's applications list, filtered to this applicant. */
  url: string;
}): MailContent {
  return render(
    `New proof of payment for ${args.reference}`,
    [
      `${args.fullName} (${args.reference}) uploaded a new payment screenshot while the application's payment was pending. The previous screenshot stays on the application's history (the last two are kept). Further uploads within 15 minutes are not mailed again: the application shows the latest.`,
      `Review it at ${args.url}`,
    ],
    [
      { label: "Reference", value: args.reference },
      { label: "Applicant", value: args.fullName },
    ],
  );
}
