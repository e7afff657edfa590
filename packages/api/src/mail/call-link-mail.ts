import {
  ASSESSMENT_MINUTES,
  EGYPT_TIME_ZONE,
  egyptTimeLabel,
  to12Hour,
  toZonedParts,
} from "@kairos/shared";
import { escapeHtml, type MailContent, render } from "./templates";

// The assessment's call link, mailed the evening before the slot, and the staff reminder of
// booked slots that have no link yet.

/** Makes the link clickable in the HTML part (render() escapes everything as text). */
function linkify(content: MailContent, url: string): MailContent {
  if (!/^https?:\/\//i.test(url)) return content;
  const shown = escapeHtml(url);
  return {
    ...content,
    html: content.html.replaceAll(shown, `<a href="${shown}">${shown}</a>`),
  };
}

export const CALL_LINK_TEMPLATE = "Assessment call link";

export function callLinkMail(args: {
  fullName: string | null;
  roundName: string;
  startsAt: Date;
  callLink: string;
  supportEmail: string;
}): MailContent {
  const when = egyptTimeLabel(args.startsAt);
  const content = render(
    "Your Kairos language assessment: call link",
    [
      args.fullName ? `Dear ${args.fullName},` : "Hello,",
      `Your language assessment for the Kairos medical interpreter training (${args.roundName}) is on ${when}. Join the call with the link below at that time.`,
    ],
    [
      { label: "Assessment", value: when },
      { label: "Call link", value: args.callLink },
      { label: "Duration", value: `About ${ASSESSMENT_MINUTES} minutes` },
    ],
    [
      "Please prepare: a quiet room; a computer or phone with a working camera and microphone (headphones help); a stable internet connection. Join a few minutes early.",
      `If you cannot attend or the link does not work, write to us at ${args.supportEmail}.`,
      "Kairos",
    ],
  );
  return linkify(content, args.callLink);
}

export interface SlotWithoutLink {
  startsAt: Date;
  roundName: string;
  booked: number;
}

/** To staff: tomorrow's booked slots without a call link, before the links go out at 20:00. */
export function missingCallLinksMail(args: {
  /** The slots' Egypt-calendar day, YYYY-MM-DD. */
  day: string;
  slots: SlotWithoutLink[];
  slotsUrl: string;
}): MailContent {
  const n = args.slots.length;
  const content = render(
    `Call links missing for ${n} assessment slot${n === 1 ? "" : "s"} on ${args.day}`,
    [
      `These booked assessment slots on ${args.day} (Egypt time) have no call link yet. Applicants get their call link by e-mail from 20:00 Egypt time the evening before; a slot without a link sends nothing.`,
      `Add the links at ${args.slotsUrl}`,
    ],
    args.slots.map((slot) => ({
      label: `${to12Hour(toZonedParts(slot.startsAt, EGYPT_TIME_ZONE).time)} (Egypt time)`,
      value: `${slot.roundName}: ${slot.booked} booked`,
    })),
    ["Kairos"],
  );
  return linkify(content, args.slotsUrl);
}
