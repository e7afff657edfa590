import { formatCohortRange, type NextCohort } from "@kairos/shared";
import { type MailContent, render } from "./templates";

// To an address on the "tell me when" list (GAP-27): sent once, when registration opens.

export function registrationOpenMail(args: {
  cohort: NextCohort | null;
  registerUrl: string;
  supportEmail: string;
}): MailContent {
  const { cohort } = args;
  const dates =
    cohort?.startDate && cohort.endDate
      ? formatCohortRange(cohort.startDate, cohort.endDate)
      : undefined;
  return render(
    "Applications are open: medical interpreter training",
    [
      "Hello,",
      "You asked us to tell you when applications open for the medical interpreter training. They are open now.",
      `To apply, choose your cohort, pay and book your language assessment at ${args.registerUrl}`,
    ],
    [
      { label: "Cohort", value: cohort?.name },
      { label: "Dates", value: dates },
      { label: "Apply", value: args.registerUrl },
    ],
    [
      "This is the only e-mail we send about it: your address is not used for anything else.",
      `Questions? Write to us at ${args.supportEmail}.`,
      "Kairos",
    ],
  );
}
