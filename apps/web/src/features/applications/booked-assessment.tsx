import { assessmentCalendarLinks, EGYPT_TIME_ZONE, egyptTimeLabel } from "@kairos/shared";
import { Anchor, Group, Stack, Text } from "@mantine/core";
import { useEffect, useState } from "react";
import { visitorTimeLabel } from "@/lib/format/time-zone";

// A booked assessment, in the application's success dialog and on the applicant's own page: its
// time in Egypt and on the visitor's clock, and the ways to put it in a calendar (Google,
// Outlook, the same .ics as the last mail's).

export interface AssessmentBooking {
  startsAt: Date;
  roundName: string;
  /** The invitation's iCalendar text, from the server. */
  calendar: string | null;
}

/** A download link for `text` as a file, revoked when the text changes or the part goes. */
function useFileUrl(text: string | null, type: string) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!text) return;
    const made = URL.createObjectURL(new Blob([text], { type }));
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [text, type]);
  return url;
}

export function BookedAssessment({ booking }: { booking: AssessmentBooking }) {
  const local = visitorTimeLabel(booking.startsAt, EGYPT_TIME_ZONE);
  const links = assessmentCalendarLinks(booking.startsAt, booking.roundName);
  const ics = useFileUrl(booking.calendar, "text/calendar");
  return (
    <Stack gap={6}>
      <Text>
        Your language assessment: <strong>{egyptTimeLabel(booking.startsAt)}</strong>
        {local && ` (${local} your time)`}. The call link is sent to you by e-mail the evening
        before.
      </Text>
      <Group gap="md" aria-label="Add to calendar" role="group">
        <Text size="sm" fw={600}>
          Add to calendar:
        </Text>
        <Anchor size="sm" href={links.google} target="_blank" rel="noopener noreferrer">
          Google Calendar
        </Anchor>
        <Anchor size="sm" href={links.outlook} target="_blank" rel="noopener noreferrer">
          Outlook
        </Anchor>
        {ics && (
          <Anchor size="sm" href={ics} download="kairos-assessment.ics">
            Download .ics
          </Anchor>
        )}
      </Group>
    </Stack>
  );
}
