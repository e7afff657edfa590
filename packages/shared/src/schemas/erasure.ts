import { z } from "zod";
import { ERASABLE_KINDS } from "../enums";
import { paginationQuery } from "./common";

// Holding a record from erasure (decision 0033): staff hold it while it must be kept (a dispute,
// an audit), and release it; the retention job and erasure requests leave a held record alone.

export const holdChangeSchema = z.object({
  hold: z.boolean("Hold is true (keep the record) or false (release it)"),
});
export type HoldChange = z.output<typeof holdChangeSchema>;

/** A page of the erasure log (newest first). */
export const erasureLogQuerySchema = paginationQuery(50, 200);

export const erasableKindSchema = z.enum(ERASABLE_KINDS);
