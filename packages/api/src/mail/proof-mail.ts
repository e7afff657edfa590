import { type MailContent, render } from "./templates";

// The staff alerts of a proof uploaded on the applicant's page: the application's reference and
// its page in the console, never the applicant's name nor the screenshot (decision 0035).

/** To staff: an applicant uploaded a new proof of payment on their page. */
export function proofReplacedStaffMail(args: {
  reference: string;
  /** The application's page in the staff console. */
  url: string;
}): MailContent {
  return render(
    `New proof of payment for ${args.reference}`,
    [
      `The applicant of ${args.reference} uploaded a new payment screenshot while the application's payment was pending. The previous screenshot stays on the application's history (the last two are kept). Further uploads within 15 minutes are not mailed again: the application shows the latest.`,
      `Review it at ${args.url}`,
    ],
    [{ label: "Reference", value: args.reference }],
  );
}

/** To staff: an applicant uploaded the proof of a later installment on their page. */
export function laterProofStaffMail(args: {
  reference: string;
  installment: string;
  /** What remained of it, as ledgerOf says ("LE 4,750 (EGP)"). */
  expected: string;
  /** The application's page in the staff console. */
  url: string;
}): MailContent {
  return render(
    `Proof of the ${args.installment} for ${args.reference}`,
    [
      `The applicant of ${args.reference} uploaded a proof of the ${args.installment} on their page. It is listed under Payments to check until a payment recorded in the ledger matches it.`,
      `Review it at ${args.url}`,
    ],
    [
      { label: "Reference", value: args.reference },
      { label: "Expected", value: args.expected },
    ],
  );
}
