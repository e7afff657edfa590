// The files a route needs on its first load, from Vite's build manifest: the entry
// (index.html) with its static imports and React's renderer (the "first-load" chunk, which
// main.tsx imports once the router is ready), and the route's code-split component chunk (the
// file router names it `src/routes/<path>.tsx?tsr-split=component`, or `<path>/index.tsx` for a
// folder's own route) with its static imports.

const SPLIT = ".tsx?tsr-split=component";

/** The manifest key of the component chunk of `path`. */
function routeKey(manifest, path) {
  const file = `src/routes/${path === "/" ? "index" : path.slice(1)}`;
  return manifest[`${file}${SPLIT}`] ? `${file}${SPLIT}` : `${file}/index${SPLIT}`;
}

function collect(manifest, key, files) {
  const chunk = manifest[key];
  if (!chunk || files.js.has(chunk.file)) return;
  files.js.add(chunk.file);
  for (const css of chunk.css ?? []) files.css.add(css);
  for (const dep of chunk.imports ?? []) collect(manifest, dep, files);
}

/** { entry, route }: each { js, css } as Sets of file names relative to the build folder. */
export function routeAssets(manifest, path) {
  const key = routeKey(manifest, path);
  if (!manifest[key]) throw new Error(`No chunk for ${path} (${key})`);
  const entry = { js: new Set(), css: new Set() };
  collect(manifest, "index.html", entry);
  for (const dep of manifest["index.html"].dynamicImports ?? []) {
    if (manifest[dep]?.name === "first-load") collect(manifest, dep, entry);
  }
  const all = { js: new Set(entry.js), css: new Set(entry.css) };
  collect(manifest, key, all);
  const minus = (a, b) => new Set([...a].filter((file) => !b.has(file)));
  return { entry, route: { js: minus(all.js, entry.js), css: minus(all.css, entry.css) } };
}
