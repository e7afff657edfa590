import dayjs from "dayjs";

/** 'Feb 7, 2026' (or '—'). */
export const formatDate = (value: string | null | undefined) =>
  value ? dayjs(value).format("MMM D, YYYY") : "—";

/** 'Feb 7, 2026 4:30 PM' (or '—'). */
export const formatDateTime = (value: string | null | undefined) =>
  value ? dayjs(value).format("MMM D, YYYY h:mm A") : "—";
