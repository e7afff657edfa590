import { readFileSync } from "node:fs";
import { publicConfigFromEnv, publicConfigScriptTag } from "@kairos/shared";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, minify, type Plugin, transformWithOxc } from "vite";

// In development the Vite server serves index.html, so it injects the public configuration
// the way the production server does (apps/server/src/web.ts).
const devPublicConfig = (): Plugin => ({
  name: "kairos-dev-public-config",
  apply: "serve",
  transformIndexHtml: (html) =>
    html.replace("</head>", `${publicConfigScriptTag(publicConfigFromEnv(process.env))}</head>`),
});

// What a person does before the app's code runs is held by a small script that must run before
// the page is painted (src/early/before-hydration.ts): it is inlined, first thing in <head> after the charset, and
// the server allows it by its hash (apps/server/src/http/security.ts).
const inlineBeforeHydration = (): Plugin => ({
  name: "kairos-inline-before-hydration",
  async transformIndexHtml(html) {
    const file = new URL("src/early/before-hydration.ts", import.meta.url);
    const { code } = await transformWithOxc(readFileSync(file, "utf8"), file.pathname, {
      lang: "ts",
      target: "es2020",
    });
    const minified = await minify("before-hydration.js", code, {});
    const script = `<script>${minified.code.trim()}</script>`;
    return html.replace(/<meta charset="[^"]*" \/>/, (charset) => `${charset}\n    ${script}`);
  },
});

const apiTarget = `http://localhost:${process.env.API_PORT ?? 3000}`;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    tanstackRouter({ target: "react", autoCodeSplitting: true, quoteStyle: "double" }),
    react(),
    devPublicConfig(),
    inlineBeforeHydration(),
  ],
  // `@/…` is src/, as tsconfig.json's paths say: no import climbs more than one folder.
  resolve: { alias: { "@/": `${import.meta.dirname}/src/` } },
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
