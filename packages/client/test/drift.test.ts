import { existsSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { expect, it } from "vitest";
import { generatedFiles } from "../generate";

// The committed document and types are what the server's routes describe now: a route whose
// description changed without `npm run openapi` fails here, before a caller's types go stale.

const root = join(import.meta.dirname, "..");
const files = Object.entries(await generatedFiles()).map(([path, text]) => ({
  name: relative(root, path),
  path,
  text,
}));

it.each(files)("$name is what the routes describe", ({ name, path, text }) => {
  const committed = existsSync(path) ? readFileSync(path, "utf8") : undefined;
  expect(committed, `${name} is not up to date: run npm run openapi`).toBe(text);
});
