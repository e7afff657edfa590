import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { PublicConfig } from "@kairos/shared";

// The public pages the web build rendered to HTML (apps/web/scripts/prerender.mjs writes
// $WEB_DIST/ssr/pages/). They were rendered with the build's public configuration; the page
// the browser hydrates must match the configuration the server writes into it, so when
// Settings (or the environment) make it differ, the page is rendered again with the server
// renderer the build left in $WEB_DIST/ssr/, once per route and configuration.

const OUTLET = "<!--ssr-outlet-->";

interface Renderer {
  render(path: string, config: PublicConfig): Promise<{ html: string }>;
}

export interface PrerenderedPages {
  has(path: string): boolean;
  /** The page of `path` for `config`, without the configuration block. */
  page(path: string, config: PublicConfig): Promise<string>;
}

/** Undefined when the build has no prerendered pages (e.g. a test's fake build). */
export function prerenderedPages(webDist: string): PrerenderedPages | undefined {
  const dir = join(webDist, "ssr", "pages");
  const indexFile = join(dir, "pages.json");
  if (!existsSync(indexFile)) return undefined;
  const built = JSON.parse(readFileSync(indexFile, "utf8")) as {
    config: PublicConfig;
    routes: Record<string, string>;
  };
  const routes = new Map(
    Object.entries(built.routes).map(([path, name]) => [
      path,
      {
        page: readFileSync(join(dir, `${name}.html`), "utf8"),
        shell: readFileSync(join(dir, `${name}.shell.html`), "utf8"),
      },
    ]),
  );
  const builtKey = stableJson(built.config);

  let renderer: Promise<Renderer> | undefined;
  const loadRenderer = () => {
    renderer ??= import(pathToFileURL(join(webDist, "ssr", "entry-server.js")).href).catch(
      (error: unknown) => {
        renderer = undefined;
        throw error;
      },
    ) as Promise<Renderer>;
    return renderer;
  };

  // The configuration object stays the same between settings changes: compare it once.
  const keys = new WeakMap<PublicConfig, string>();
  const keyOf = (config: PublicConfig) => {
    let key = keys.get(config);
    if (key === undefined) {
      key = stableJson(config);
      keys.set(config, key);
    }
    return key;
  };
  // Pages rendered for the configuration in force; a new configuration starts a new cache.
  let rendered: { key: string; pages: Map<string, Promise<string>> } | undefined;

  return {
    has: (path) => routes.has(path),
    page(path, config) {
      const route = routes.get(path);
      if (!route) return Promise.reject(new Error(`${path} is not prerendered`));
      const key = keyOf(config);
      if (key === builtKey) return Promise.resolve(route.page);
      if (rendered?.key !== key) rendered = { key, pages: new Map() };
      const cache = rendered.pages;
      let page = cache.get(path);
      if (!page) {
        page = loadRenderer()
          .then((server) => server.render(path, config))
          .then(({ html }) => route.shell.replace(OUTLET, () => html));
        // A failed render is tried again by the next request.
        page.catch(() => cache.delete(path));
        cache.set(path, page);
      }
      return page;
    },
  };
}

/** JSON with the keys of every object sorted, so that equal configurations compare equal. */
function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  );
}
