// The server renderer of the public pages, built with `vite build --ssr` into dist/ssr/. The
// build prerenders PRERENDERED_ROUTES with it (scripts/prerender.mjs); the server
// (apps/server/src/web.ts) renders them again when Settings make the public configuration
// differ from the build's, so that the HTML always matches the configuration the page carries.
// It also words the services brochure, which the server lays out as a PDF on request.

import type { PublicConfig } from "@kairos/shared";
import { createMemoryHistory } from "@tanstack/react-router";
import { renderToString } from "react-dom/server";
import { App } from "./app";
import { setPublicConfig } from "./lib/data/config";
import { preloadLazyParts } from "./lib/loading/lazy";
import { createAppRouter } from "./router";

export { brochure } from "./content/brochure";
export { PRERENDERED_ROUTES } from "./prerendered-routes";

export interface RenderedPage {
  /** The markup of #root. */
  html: string;
  /** <title> and <meta> tags of the route (its `head`), for the page's <head>. */
  head: string;
}

// React writes the tree's hoisted elements (the route's <title> and <meta>, image preloads)
// first; the page's <head> gets them from headTags, and the browser adds its own on hydration.
const LEADING_HOISTED = /^(?:<title>[^<]*<\/title>|<(?:meta|link)\b[^>]*>)+/;

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** Renders `url` with the public configuration `config`. */
export async function render(url: string, config: PublicConfig): Promise<RenderedPage> {
  const router = createAppRouter({
    history: createMemoryHistory({ initialEntries: [url] }),
    server: true,
  });
  await router.load();
  // After the route's code: its modules register their lazy parts as they load.
  await preloadLazyParts();
  // renderToString is synchronous: no other render can change the configuration meanwhile.
  setPublicConfig(config);
  const html = renderToString(<App router={router} />).replace(LEADING_HOISTED, "");
  return { html, head: headTags(router) };
}

/** The last title and each named meta tag of the matched routes, the way HeadContent picks them. */
function headTags(router: ReturnType<typeof createAppRouter>): string {
  let title: string | undefined;
  const metas = new Map<string, string>();
  for (const match of router.state.matches) {
    for (const meta of match.meta ?? []) {
      if (!meta) continue;
      if ("title" in meta && typeof meta.title === "string") {
        title = meta.title;
        continue;
      }
      const key = meta.name ?? meta.property;
      if (!key || typeof meta.content !== "string") continue;
      const attribute = meta.name ? "name" : "property";
      metas.set(
        key,
        `<meta ${attribute}="${escapeHtml(key)}" content="${escapeHtml(meta.content)}">`,
      );
    }
  }
  return [title ? `<title>${escapeHtml(title)}</title>` : "", ...metas.values()].join("");
}

export { DEFAULT_PUBLIC_CONFIG } from "@kairos/shared";
