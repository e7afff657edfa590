// How a multipart array field is read, one rule for every form (API-13, SLOT-11, APPS-08):
// the web client sends an array as one part holding JSON text; an OpenAPI client sends it as
// repeated parts (encoding `style: form, explode: true`), which the server collects into a
// list. One plain part is a list of one (repeated parts with a single item look just so).
// Nothing here splits on commas: a joined "a,b" stays one item, which the field's own list of
// values then refuses instead of storing it.

/** A multipart array field as a list: repeated parts, JSON text, or one plain value. */
export function multipartList(value: unknown): unknown {
  if (typeof value !== "string") return value;
  try {
    const parsed: unknown = JSON.parse(value);
    if (Array.isArray(parsed)) return parsed;
    if (typeof parsed === "string") return [parsed];
  } catch {
    // Not JSON: the value itself.
  }
  return [value];
}
