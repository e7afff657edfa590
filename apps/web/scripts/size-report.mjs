// Prints the gzip size of the JavaScript and CSS a first visit of each given route loads,
// read from the build's manifest: the entry (index.html) with its static imports, plus the
// route's code-split component chunk with its static imports (what the router fetches before
// it renders the route). Lazy parts (dialogs, carousels loaded on demand) are not counted.
//
//   node apps/web/scripts/size-report.mjs [--dist apps/web/dist] [--json] [/ /medical-training ...]

import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { routeAssets } from "./route-assets.mjs";

const args = process.argv.slice(2);
const flag = (name) => {
  const at = args.indexOf(name);
  return at < 0 ? undefined : args.splice(at, 2)[1];
};
const json = args.includes("--json");
const dist = flag("--dist") ?? join(dirname(fileURLToPath(import.meta.url)), "..", "dist");
const routes = args.filter((a) => a.startsWith("/"));
if (routes.length === 0) routes.push("/", "/medical-training", "/register");

const manifest = JSON.parse(readFileSync(join(dist, ".vite", "manifest.json"), "utf8"));

const gzip = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

const report = routes.map((path) => {
  const { entry, route } = routeAssets(manifest, path);
  const files = {
    js: new Set([...entry.js, ...route.js]),
    css: new Set([...entry.css, ...route.css]),
  };
  const sum = (set) => [...set].reduce((total, file) => total + gzip(file), 0);
  return { path, jsGzip: sum(files.js), cssGzip: sum(files.css), jsFiles: files.js.size };
});

if (json) {
  console.log(JSON.stringify(report, null, 2));
} else {
  for (const r of report) {
    console.log(
      `${r.path.padEnd(28)} JS ${kB(r.jsGzip).padStart(9)} gzip (${r.jsFiles} files)   CSS ${kB(r.cssGzip).padStart(8)} gzip`,
    );
  }
}
