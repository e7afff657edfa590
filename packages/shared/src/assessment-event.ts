// The language assessment as a calendar event: one text for the mail's .ics invitation, the
// success dialog's "Add to calendar" links and (later) the applicant's own page.

export const ASSESSMENT_MINUTES = 30;

export const ASSESSMENT_LOCATION =
  "Online video call (the link is sent by e-mail before the assessment)";

export const assessmentTitle = (roundName: string) => `Kairos language assessment (${roundName})`;

export const ASSESSMENT_DESCRIPTION =
  "Your language assessment for the Kairos medical interpreter training. The call link is sent by e-mail with the reminder 24 hours before, or as soon as it is set.";

/** "20261201T080000Z": the UTC form both calendar links take. */
const utcStamp = (instant: Date) => instant.toISOString().replace(/[-:]/g, "").replace(/\.\d+/, "");

/** "Add to Google Calendar" and "Add to Outlook" links for the assessment at `startsAt`. */
export function assessmentCalendarLinks(startsAt: Date, roundName: string) {
  const endsAt = new Date(startsAt.getTime() + ASSESSMENT_MINUTES * 60_000);
  const title = assessmentTitle(roundName);
  const google = new URL("https://calendar.google.com/calendar/render");
  google.search = new URLSearchParams({
    action: "TEMPLATE",
    text: title,
    dates: `${utcStamp(startsAt)}/${utcStamp(endsAt)}`,
    details: ASSESSMENT_DESCRIPTION,
    location: ASSESSMENT_LOCATION,
  }).toString();
  const outlook = new URL("https://outlook.live.com/calendar/0/deeplink/compose");
  outlook.search = new URLSearchParams({
    path: "/calendar/action/compose",
    rru: "addevent",
    subject: title,
    startdt: startsAt.toISOString(),
    enddt: endsAt.toISOString(),
    body: ASSESSMENT_DESCRIPTION,
    location: ASSESSMENT_LOCATION,
  }).toString();
  return { google: google.toString(), outlook: outlook.toString() };
}
