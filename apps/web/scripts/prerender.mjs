// Prerenders the public pages (src/prerendered-routes.ts) into dist/ssr/pages/ with the
// server renderer that `vite build --ssr src/entry-server.tsx --outDir dist/ssr` built:
//   <name>.html        the page for the build's public configuration (the documented defaults)
//   <name>.shell.html  the same page with <!--ssr-outlet--> in #root, for the server to fill
//                      in when Settings make the configuration differ (apps/server/src/web.ts)
//   pages.json         { config, routes: { path: name } }
// Each page links the route's CSS, so it is styled before any script runs; its scripts are not
// preloaded: the entry loads the route's code, and a phone's first paint does not share the
// connection with them (docs/decisions/0004-prerendered-public-pages.md). The server adds the
// public configuration block to every page it serves.
//
//   node scripts/prerender.mjs [--dist dist]

import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { routeAssets } from "./route-assets.mjs";

const args = process.argv.slice(2);
const at = args.indexOf("--dist");
const dist = resolve(
  at >= 0 ? args[at + 1] : join(dirname(fileURLToPath(import.meta.url)), "..", "dist"),
);
const started = Date.now();

const server = await import(pathToFileURL(join(dist, "ssr", "entry-server.js")).href);
const manifest = JSON.parse(readFileSync(join(dist, ".vite", "manifest.json"), "utf8"));
const template = readFileSync(join(dist, "index.html"), "utf8");
const outDir = join(dist, "ssr", "pages");
mkdirSync(outDir, { recursive: true });

const OUTLET = "<!--ssr-outlet-->";

/** The page around #root for `path`: its head tags instead of the default title, its files. */
function shellFor(path, head) {
  const { route } = routeAssets(manifest, path);
  const links = [...route.css]
    .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`)
    .join("\n    ");
  const page = template
    .replace(/<title>[^<]*<\/title>/, head)
    .replace("</head>", `  ${links}\n  </head>`)
    .replace('<div id="root"></div>', `<div id="root">${OUTLET}</div>`);
  if (!page.includes(OUTLET)) throw new Error('index.html has no empty <div id="root"></div>');
  return page;
}

const routes = {};
for (const path of server.PRERENDERED_ROUTES) {
  const name = path === "/" ? "index" : path.slice(1);
  const { html, head } = await server.render(path, server.DEFAULT_PUBLIC_CONFIG);
  // A part that suspended is left to the browser (<!--$!-->) and fails hydration; an inline
  // script would be blocked by the CSP. Neither may reach a page.
  if (html.includes("<!--$!-->")) throw new Error(`${path}: a part did not render on the server`);
  if (/<script(?![^>]*type="application\/(?:ld\+)?json")/.test(html)) {
    throw new Error(`${path}: an inline script in the rendered HTML`);
  }
  const shell = shellFor(path, head);
  // A nested path (/privacy/request) is written in its folder.
  mkdirSync(dirname(join(outDir, name)), { recursive: true });
  writeFileSync(join(outDir, `${name}.shell.html`), shell);
  writeFileSync(
    join(outDir, `${name}.html`),
    shell.replace(OUTLET, () => html),
  );
  routes[path] = name;
}
writeFileSync(
  join(outDir, "pages.json"),
  `${JSON.stringify({ config: server.DEFAULT_PUBLIC_CONFIG, routes }, null, 2)}\n`,
);
console.log(
  `prerender: ${Object.keys(routes).length} pages in ${Date.now() - started} ms (${outDir})`,
);
