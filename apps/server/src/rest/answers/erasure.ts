import { ERASABLE_KINDS, ERASED_BY } from "@kairos/shared";
import { z } from "zod";
import { dateTime, text } from "./common";

// Erasure and hold as the staff's REST answers carry them (decision 0033): an erased record is
// still listed, its personal fields null, with when it was erased; a held one with its hold.

const erasureFields = {
  erasedAt: dateTime.nullable().meta({
    description: "When its personal data was erased (those fields are null since); null if not",
  }),
  heldAt: dateTime.nullable().meta({
    description: "When staff held it from erasure (retention skips it); null when not held",
  }),
};

/** `schema` as staff read an erasable record: `fields` null once erased, erasure and hold beside. */
export function erasable<T extends z.ZodObject>(schema: T, fields: readonly string[]) {
  const shape = schema.shape as Record<string, z.ZodType>;
  const nullable = Object.fromEntries(
    fields.filter((f) => f in shape).map((f) => [f, (shape[f] as z.ZodType).nullable()]),
  );
  return schema.extend({ ...nullable, ...erasureFields });
}

export const holdChanged = z
  .object({ id: z.int(), heldAt: dateTime.nullable() })
  .meta({ id: "HoldChanged", description: "The record's hold as it now is (null: released)" });

export const erasureLogEntry = z
  .object({
    id: z.int(),
    kind: z.enum(ERASABLE_KINDS),
    recordId: z.int(),
    byType: z.enum(ERASED_BY),
    byUserId: text,
    reason: z.string(),
    erasedAt: dateTime,
    filesDeleted: z.int(),
  })
  .meta({ id: "ErasureLogEntry" });
