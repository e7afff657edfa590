import type { BookingMailFacts } from "../services/bookings/applicant-mail";
import { type MailContent, pageLine, render } from "./templates";

// To an applicant without a booking who asked to hear when new assessment times open
// (decision 0010): sent once, when staff next add slots to their round.

export const NEW_SLOTS_TEMPLATE = "New assessment times";

export function newSlotsMail(args: BookingMailFacts): MailContent {
  return render(
    "New assessment times are open",
    [
      `Dear ${args.fullName},`,
      `As you asked, we let you know that new times are open for the language assessment of the medical interpreter training (${args.roundName}).`,
      "To book one, open your page, choose a time that suits you and confirm it. The times are taken as applicants book them.",
      pageLine(args.link),
    ],
    [{ label: "Training", value: args.roundName }],
    [`Questions? Write to us at ${args.supportEmail}.`, "Kairos"],
  );
}
