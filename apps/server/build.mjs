// Bundles each entry point (the server, and the commands an operator runs beside it) with the
// workspace packages it imports (TypeScript sources) into dist/<name>.js; npm dependencies stay
// external and load from node_modules.
import { build } from "esbuild";

await build({
  entryPoints: ["src/index.ts", "src/backup.ts"],
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
