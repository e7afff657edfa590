// Bundles the server and the workspace packages it imports (TypeScript sources) into
// dist/index.js, and each command run beside it into its own file; npm dependencies stay
// external and load from node_modules.
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { bundle } from "./bundle.mjs";

await bundle("dist", [
  "src/index.ts",
  // `npm run db:migrate`: applies pending migrations and exits.
  "src/migrate.ts",
  // `npm run backup` / `npm run restore`.
  "src/backup.ts",
]);

// The API reference's one browser file (api-docs.ts serves it), copied next to the bundle with
// its version and licence name, so that @scalar/api-reference and its ~270 packages stay out of the
// production install.
const scalar = join(dirname(createRequire(import.meta.url).resolve("@scalar/api-reference")), "..");
const { name, version, license } = JSON.parse(readFileSync(join(scalar, "package.json"), "utf8"));
mkdirSync("dist/scalar", { recursive: true });
copyFileSync(join(scalar, "dist", "browser", "standalone.js"), "dist/scalar/standalone.js");
writeFileSync("dist/scalar/package.json", `${JSON.stringify({ name, version, license })}\n`);
