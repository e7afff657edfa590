import { build } from "esbuild";

/**
 * Bundles `entryPoints` (paths under apps/server) and the workspace packages they import
 * (TypeScript sources) into `outdir`, one file per entry point; npm dependencies stay external
 * and load from node_modules. The build (build.mjs) and the tests that start the real processes
 * (test/bundle-setup.ts) bundle alike.
 */
export async function bundle(outdir, entryPoints) {
  await build({
    absWorkingDir: import.meta.dirname,
    entryPoints,
    outdir,
    bundle: true,
    platform: "node",
    format: "esm",
    // The runtime: the `node` package and the engines field of the root package.json.
    target: "node24",
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
}
