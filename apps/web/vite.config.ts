import { publicConfigFromEnv, publicConfigScriptTag } from "@kairos/shared";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";

// In development the Vite server serves index.html, so it injects the public configuration
// the way the production server does (apps/server/src/web.ts).
const devPublicConfig = (): Plugin => ({
  name: "kairos-dev-public-config",
  apply: "serve",
  transformIndexHtml: (html) =>
    html.replace("</head>", `${publicConfigScriptTag(publicConfigFromEnv(process.env))}</head>`),
});

const apiTarget = `http://localhost:${process.env.API_PORT ?? 3000}`;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    tanstackRouter({ target: "react", autoCodeSplitting: true, quoteStyle: "double" }),
    react(),
    devPublicConfig(),
  ],
  build: {
    // /assets/ belongs to the spec's static data files (lang.json, cr.json).
    assetsDir: "static",
    sourcemap: !isSsrBuild,
    // The server renderer needs no copy of public/ (the static data files).
    copyPublicDir: !isSsrBuild,
    // Which files each route needs: scripts/prerender.mjs links them in the prerendered
    // pages and scripts/size-report.mjs measures them.
    manifest: true,
    modulePreload: false,
    // Rolldown moves every module a lazy chunk also imports into a shared chunk of its own,
    // even when the entry already loads it: a first visit fetched about 40 small files, each
    // compressed alone. Everything the entry statically reaches ($initial) is one chunk, and
    // React's renderer, which main.tsx imports once the router is ready, goes with it.
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            codeSplitting: {
              groups: [
                { name: "first-load", tags: ["$initial"] },
                { name: "first-load", test: /node_modules[\\/]react-dom[\\/]/ },
              ],
            },
          },
        },
  },
  // The server renderer (src/entry-server.tsx, `vite build --ssr`) runs from the built app's
  // folder, wherever WEB_DIST puts it, without node_modules: bundle every dependency into it.
  ssr: { noExternal: true },
  server: {
    port: 5173,
    proxy: { "/api": apiTarget, "/trpc": apiTarget },
  },
}));
