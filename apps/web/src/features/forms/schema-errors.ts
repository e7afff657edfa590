import type { z } from "zod";

/**
 * A step's errors from its form's schema: the first message of each issue on one of `fields`,
 * keyed by the field, or by the issue's whole path ("reference1.email") with `byPath`.
 */
export function schemaErrorsOn(
  schema: z.ZodType,
  input: unknown,
  fields: readonly string[],
  byPath = false,
): Record<string, string> {
  const errors: Record<string, string> = {};
  if (fields.length === 0) return errors;
  const result = schema.safeParse(input);
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? "");
    if (!fields.includes(field)) continue;
    const key = byPath ? issue.path.map(String).join(".") : field;
    errors[key] ??= issue.message;
  }
  return errors;
}
