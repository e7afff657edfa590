import { z } from "zod";

// A wizard's draft in localStorage: the step and the answers. It is read back as far as it still
// fits the form, so that a field stored wrong (an older version of the form, a hand edit) costs
// that field only; a draft that is not JSON or has no values is ignored.

export interface StoredDraft<V> {
  step: number;
  values: V;
}

/** The strings of a stored list: a stray entry is dropped, not the whole list. */
const storedStrings = z
  .array(z.unknown())
  .transform((list) => list.filter((item): item is string => typeof item === "string"));

/** A record of texts, e.g. a rating per language; entries that are not texts are dropped. */
export const storedTextRecord = z
  .record(z.string(), z.unknown())
  .transform((record) => {
    const texts: Record<string, string> = {};
    for (const [key, value] of Object.entries(record)) {
      if (typeof value === "string") texts[key] = value;
    }
    return texts;
  })
  .catch(() => ({}));

function storedValue(empty: unknown): z.ZodType {
  // Fresh lists and groups on each read: a caught value is otherwise one shared object.
  if (Array.isArray(empty)) return storedStrings.catch(() => []);
  if (empty && typeof empty === "object") {
    const group = storedValues(empty);
    return group.catch(() => group.parse({}));
  }
  // A text or a flag (or a number) is kept when stored as one.
  return z.custom((value) => typeof value === typeof empty).catch(empty);
}

/**
 * The schema of stored answers shaped like `empty`, the form's empty values: each field keeps a
 * stored value of its own type and falls back to its empty one; `special` reads a field
 * otherwise. Unknown keys are dropped.
 */
export function storedValues<V extends object>(
  empty: V,
  special: { [K in keyof V]?: z.ZodType<V[K]> } = {},
): z.ZodType<V> {
  const shape: Record<string, z.ZodType> = {};
  for (const [key, value] of Object.entries(empty)) {
    shape[key] = special[key as keyof V] ?? storedValue(value);
  }
  // Each field's schema follows `empty`'s own value, which the type system cannot follow.
  return z.object(shape) as unknown as z.ZodType<V>;
}

/** Reads a stored draft of a `stepCount`-step wizard; the step is kept within the wizard. */
export function draftReader<V>(values: z.ZodType<V>, stepCount: number) {
  const schema = z.object({
    step: z
      .number()
      .refine(Number.isInteger)
      .transform((step) => Math.min(Math.max(step, 0), stepCount - 1))
      .catch(0),
    values,
  });
  return (raw: string | null): StoredDraft<V> | null => {
    if (!raw) return null;
    try {
      const draft = schema.safeParse(JSON.parse(raw));
      return draft.success ? draft.data : null;
    } catch {
      return null;
    }
  };
}
