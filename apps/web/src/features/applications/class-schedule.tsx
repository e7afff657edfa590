import { localClassNote, parseClassSchedule } from "@kairos/shared";
import { Fragment, useMemo } from "react";
import { useBrowserValue } from "@/lib/data/client-value";
import { browserTimeZone } from "@/lib/format/time-zone";

// A round's class schedule in New York time ("ET"), each class followed by the visitor's own
// time. The visitor's time zone is the browser's: the server's render (and the first render of
// a hydrated page) has none and shows New York time only, the local part follows after mount,
// as the residence-based prices do (docs/decisions/0004-prerendered-public-pages.md).

export function ClassSchedule({
  schedule,
  round,
}: {
  schedule: string;
  round: { startDate: string | null; endDate: string | null };
}) {
  const timeZone = useBrowserValue(browserTimeZone, null);
  const { startDate, endDate } = round;
  // The visitor's times walk the round's days through Intl (tens of milliseconds on a phone):
  // once per schedule, not on every render of the form around it.
  const segments = useMemo(
    () =>
      parseClassSchedule(schedule).map((segment) => ({
        text: segment.text,
        note:
          timeZone && segment.classTimes
            ? localClassNote(segment.classTimes, { startDate, endDate }, timeZone)
            : null,
      })),
    [schedule, startDate, endDate, timeZone],
  );
  return segments.map((segment, i) => (
    // The segments of one text never move: their index is their identity.
    // biome-ignore lint/suspicious/noArrayIndexKey: see above
    <Fragment key={i}>
      {segment.text}
      {segment.note && ` ${segment.note}`}
    </Fragment>
  ));
}
