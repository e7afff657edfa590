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

/** To staff: an applicant uploaded the proof of a later installment on their page. */
export function laterProofStaffMail(args: {
  reference: string;
  fullName: string;
  installment: string;
  /** What remained of it, as ledgerOf says ("LE 4,750 (EGP)"). */
  expected: string;
  /** The staff console's applications list, filtered to this applicant. */
  url: string;
}): MailContent {
  return render(
    `Proof of the ${args.installment} for ${args.reference}`,
    [
      `${args.fullName} (${args.reference}) uploaded a proof of the ${args.installment} on their page. It is listed under Payments to check until a payment recorded in the ledger matches it.`,
      `Review it at ${args.url}`,
    ],
    [
      { label: "Reference", value: args.reference },
      { label: "Applicant", value: args.fullName },
      { label: "Expected", value: args.expected },
    ],
  );
}
