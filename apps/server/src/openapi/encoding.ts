import type { OpenAPIV3_1 } from "openapi-types";

// What a multipart body's parts hold, said in its `encoding` (API-13): an array field as
// repeated parts (`style: form, explode: true`: one part per value, as OpenAPI clients send
// it; the web form's single part of JSON text is also read, see the operation's description),
// an object field as JSON text, a file as one of the media types the route takes.

type Schema = OpenAPIV3_1.SchemaObject;

/** The media types of a file part (`z.file().mime([...])` writes them as anyOf). */
const mediaTypes = (schema: Schema): string[] =>
  (schema.anyOf ?? [])
    .map((option) => (option as Schema).contentMediaType)
    .filter((type): type is string => typeof type === "string");

function encodingOf(schema: Schema): OpenAPIV3_1.EncodingObject | undefined {
  if (schema.type === "array") return { style: "form", explode: true };
  if (schema.type === "object") return { contentType: "application/json" };
  if (schema.format === "binary") {
    const types = mediaTypes(schema);
    return types.length ? { contentType: types.join(", ") } : undefined;
  }
  return undefined;
}

/** Adds each multipart body's `encoding`, read off its schema's properties. */
export function addMultipartEncoding(operation: OpenAPIV3_1.OperationObject) {
  const body = operation.requestBody as OpenAPIV3_1.RequestBodyObject | undefined;
  const media = body?.content?.["multipart/form-data"];
  const properties = (media?.schema as Schema | undefined)?.properties;
  if (!media || !properties) return;
  const encoding: Record<string, OpenAPIV3_1.EncodingObject> = {};
  for (const [name, schema] of Object.entries(properties)) {
    const found = encodingOf(schema as Schema);
    if (found) encoding[name] = found;
  }
  if (Object.keys(encoding).length) media.encoding = encoding;
}
