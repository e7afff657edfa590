// Bundles the server and the workspace packages it imports (TypeScript sources) into
// dist/index.js, and each command run beside it into its own file; npm dependencies stay
// external and load from node_modules.
import { build } from "esbuild";

const entryPoints = [
  "src/index.ts",
  // `npm run db:migrate`: applies pending migrations and exits.
  "src/migrate.ts",
];

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
