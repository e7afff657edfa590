import {
  calendarDayLabel,
  STAFF_ALERT_KIND_LABELS,
  STAFF_ALERT_KINDS,
  type StaffAlertKind,
} from "@kairos/shared";
import { type MailContent, render } from "./templates";

export interface DigestAlert {
  kind: StaffAlertKind;
  subject: string;
  text: string;
}

export const DIGEST_TEMPLATE = "Staff alerts digest";

/**
 * To staff: the day's digest of the alerts Settings send that way, grouped by kind with how
 * many of each, every alert with its subject and text as it would have been mailed alone.
 */
export function staffDigestMail(day: string, alerts: DigestAlert[]): MailContent {
  const groups = STAFF_ALERT_KINDS.map((kind) => ({
    kind,
    alerts: alerts.filter((a) => a.kind === kind),
  })).filter((g) => g.alerts.length > 0);
  const n = alerts.length;
  return render(
    `Staff alerts of ${calendarDayLabel(day)}: ${n} ${n === 1 ? "alert" : "alerts"}`,
    [
      `${n} ${n === 1 ? "alert" : "alerts"} since the last digest (Settings send these kinds once a day):`,
      ...groups.flatMap((g) => [
        `== ${STAFF_ALERT_KIND_LABELS[g.kind]}: ${g.alerts.length} ==`,
        ...g.alerts.map((a) => `${a.subject}\n${a.text}`),
      ]),
    ],
    groups.map((g) => ({
      label: STAFF_ALERT_KIND_LABELS[g.kind],
      value: String(g.alerts.length),
    })),
  );
}
