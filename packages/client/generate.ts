import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { restDocument } from "@kairos/server/openapi";
import openapiTS, { astToString, COMMENT_HEADER, type OpenAPITSOptions } from "openapi-typescript";
import ts from "typescript";

// `npm run generate` (in this folder): the server's OpenAPI document, built from its routes
// without a database or a network, and its TypeScript types. Both files are committed, so a
// change of the API shows in review; test/drift.test.ts fails when they are not up to date.

/**
 * A file part (`format: binary`) typed as a Blob (a File is one), so a multipart call passes
 * the file without a cast: openapi-typescript's documented `transform` (its CLI types it as a
 * string). An outside caller generating its own types uses the same option (README).
 */
export const blobFiles: OpenAPITSOptions["transform"] = (schema) =>
  schema.format === "binary"
    ? ts.factory.createTypeReferenceNode(ts.factory.createIdentifier("Blob"))
    : undefined;

export const OPENAPI_JSON = join(import.meta.dirname, "openapi.json");
export const SCHEMA_DTS = join(import.meta.dirname, "src", "schema.d.ts");

/** Both files' contents, by path, as the current code describes the API. */
export async function generatedFiles(): Promise<Record<string, string>> {
  const json = `${JSON.stringify(await restDocument(), null, 2)}\n`;
  // The types are read from the very text written to openapi.json.
  const ast = await openapiTS(json, {
    // The defaults otherwise (unions, not enums; mutable types). This one makes a `{id}` of a
    // path required even on a route that comes without a param validator to describe it:
    // openapi-fetch would otherwise let a call leave it out and send "{id}" as it is.
    generatePathParams: true,
    transform: blobFiles,
  });
  return { [OPENAPI_JSON]: json, [SCHEMA_DTS]: COMMENT_HEADER + astToString(ast) };
}

if (import.meta.main) {
  for (const [path, text] of Object.entries(await generatedFiles())) writeFileSync(path, text);
}
