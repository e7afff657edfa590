import { INBOX_STATES } from "@kairos/shared";
import { z } from "zod";

/** Text from the URL (the router reads `?q=123` as a number). */
const text = (max: number) =>
  z
    .preprocess(
      (v) => (typeof v === "number" ? String(v) : v),
      z.string().trim().min(1).max(max).optional(),
    )
    .catch(undefined);

/** An inbox's page, search and state filter live in the URL; a value that does not fit is dropped. */
export const inboxSearchSchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).optional().catch(undefined),
  q: text(200),
  state: z.enum(INBOX_STATES).optional().catch(undefined),
});

export type InboxSearch = z.output<typeof inboxSearchSchema>;
