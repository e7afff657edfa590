// The bulk status change's limits and words, without zod: the console's list page uses them.

/** The most applications one bulk status change takes: a page of 200 is a whole round. */
export const MAX_BULK_STATUS_IDS = 200;

export const BULK_STATUS_MESSAGES = {
  ids: "Choose the applications to change, by their ids",
  none: "Choose at least one application",
  tooMany: `At most ${MAX_BULK_STATUS_IDS} applications can be changed at once`,
  repeated: "Each application may be named once",
} as const;

/** What a bulk status change did, in words: for the REST answer's message and the console. */
export function bulkStatusSummary(result: {
  changed: readonly number[];
  unchanged: readonly number[];
  notEmailed: readonly number[];
}): string {
  const count = (n: number, one: string) => `${n} ${n === 1 ? one : `${one}s`}`;
  const parts = [`${count(result.changed.length, "application")} changed`];
  if (result.unchanged.length) parts.push(`${result.unchanged.length} already had this status`);
  if (result.notEmailed.length)
    parts.push(
      `${count(result.notEmailed.length, "e-mail")} could not be sent now (retried later)`,
    );
  return parts.join("; ");
}
