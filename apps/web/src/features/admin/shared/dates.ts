import { EGYPT_TIME, egyptDate, egyptDateTime } from "@kairos/shared";

// Staff read every date and time in Egypt time, as applicants and the assessments do, never
// the browser's: a table says so in the column's header (egyptColumn), anywhere else the value
// carries the label (egyptTimeText).

/** 'Feb 7, 2026' in Egypt (or '—'). */
export const formatDate = (value: string | null | undefined) => (value ? egyptDate(value) : "—");

/** 'Feb 7, 2026, 4:30 PM' in Egypt (or '—'). */
export const formatDateTime = (value: string | null | undefined) =>
  value ? egyptDateTime(value) : "—";

/** 'Feb 7, 2026, 4:30 PM (Egypt time)' (or '—'): a time shown outside a labelled column. */
export const egyptTimeText = (value: string | null | undefined) =>
  value ? `${egyptDateTime(value)} (${EGYPT_TIME})` : "—";

/** The header of a table column of Egypt times: 'Received (Egypt time)'. */
export const egyptColumn = (label: string) => `${label} (${EGYPT_TIME})`;
