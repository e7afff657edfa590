// Bundles the server and the workspace packages it imports (TypeScript sources) into
// dist/<entry>.js; npm dependencies stay external and load from node_modules.
import { build } from "esbuild";

/** The commands the build ships: the server and the deployment's migration step. */
const entryPoints = ["src/index.ts", "src/migrate.ts"];

await build({
  entryPoints,
  outdir: "dist",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: true,
  logLevel: "warning",
  plugins: [
    {
      name: "external-npm-packages",
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith("@kairos/") ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
