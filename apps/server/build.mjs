// Bundles the server and the workspace packages it imports (TypeScript sources) into
// dist/index.js; npm dependencies stay external and load from node_modules.
import { build } from "esbuild";

await build({
  entryPoints: ["src/index.ts"],
  outfile: "dist/index.js",
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
