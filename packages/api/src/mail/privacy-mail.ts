import { PRIVACY_WANTS_LABELS, type PrivacyRequestWants } from "@kairos/shared";
import { type MailContent, render } from "./templates";

// The mails of access and erasure (decision 0034): the confirmation of an applicant's own
// erasure (sent before the address is erased), the public form's confirmation link, and each
// staff decision. None of them carries personal data beyond the address it goes to.

const signOff = (supportEmail: string) => [`Questions? Write to us at ${supportEmail}.`, "Kairos"];

export function erasedMail(args: { reference: string; supportEmail: string }): MailContent {
  return render(
    "Your Kairos data is deleted",
    [
      "As you asked on your application's page, we have deleted your application's personal data and its files.",
      "Your personal link no longer opens anything. We keep only a record that an application was erased, without any of its data.",
    ],
    [{ label: "Reference", value: args.reference }],
    signOff(args.supportEmail),
  );
}

export function privacyVerifyMail(args: {
  wants: PrivacyRequestWants;
  link: string;
  supportEmail: string;
}): MailContent {
  return render(
    "Confirm your request to Kairos",
    [
      `Someone, probably you, asked Kairos for this about the interpreter registrations, interpreter requests and messages sent from this address: ${PRIVACY_WANTS_LABELS[args.wants].toLowerCase()}.`,
      `To confirm it, open this link within 24 hours: ${args.link}`,
      "If you did not ask, ignore this mail: nothing happens without the link.",
    ],
    [],
    signOff(args.supportEmail),
  );
}

export function privacyDecisionMail(args: {
  wants: PrivacyRequestWants;
  outcome: "erased" | "copy" | "refused";
  reason?: string | null;
  erasedCount?: number;
  /** An application's copy: its page, whose "Download my data" gives the archive. */
  link?: string;
  supportEmail: string;
}): MailContent {
  const lines = {
    erased: [
      `We have deleted your data as you asked (${args.erasedCount ?? 0} ${args.erasedCount === 1 ? "record" : "records"}).`,
      "We keep only a record that it was erased, without any of the data.",
    ],
    copy: [
      args.link
        ? `As you asked, you can download a copy of the data we hold about you from your application's page ("Download my data"): ${args.link}`
        : "As you asked, a copy of the data we hold about you is attached to this mail.",
    ],
    refused: [
      `We cannot do what you asked (${PRIVACY_WANTS_LABELS[args.wants].toLowerCase()}).`,
      `Our reason: ${args.reason ?? ""}`,
    ],
  }[args.outcome];
  return render("Your request to Kairos", lines, [], signOff(args.supportEmail));
}
