import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import {
  isAppRoute,
  isKeyPagePath,
  PUBLIC_ROUTES,
  type PublicConfig,
  publicConfigScriptTag,
} from "@kairos/shared";
import { Hono, type MiddlewareHandler } from "hono";
import {
  type CompressedEntry,
  CompressionCache,
  compress,
  type Encoding,
  isCompressiblePath,
  isCompressibleType,
  pickEncoding,
} from "./http/compression";
import { securedAnswer } from "./http/security";
import { prerenderedPages } from "./prerendered";

const IMMUTABLE = "public, max-age=31536000, immutable";

/** The headers of a compressed app page (constants: see securedAnswer). */
const pageHeaders = (encoding: Encoding) => ({
  "content-type": "text/html; charset=UTF-8",
  "content-encoding": encoding,
  "cache-control": "no-cache",
  vary: "Accept-Encoding",
});
const PAGE_HEADERS: Record<Encoding, Readonly<Record<string, string>>> = {
  br: pageHeaders("br"),
  gzip: pageHeaders("gzip"),
};

/** An inline script of a page: no `src`, not a JSON data block. */
const INLINE_SCRIPT =
  /<script(?![^>]*\ssrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g;

/**
 * The CSP sources ('sha256-…') of the inline scripts of the built app page, which every page the
 * server sends is made from (the one that holds what a person does before the app's code runs:
 * apps/web/src/early/before-hydration.ts). None while the app is not built.
 */
export function inlineScriptHashes(webDist: string): string[] {
  const indexFile = join(webDist, "index.html");
  if (!existsSync(indexFile)) return [];
  return [...readFileSync(indexFile, "utf8").matchAll(INLINE_SCRIPT)].map(
    ([, code]) =>
      `sha256-${createHash("sha256")
        .update(code ?? "")
        .digest("base64")}`,
  );
}

/**
 * The built web app: hashed assets (under /static/) cached for a year, other files for an
 * hour, and the app page for every other GET: 200 on a route of the spec, 404 elsewhere
 * (the app then renders its 'Page Not Found' screen). The page is read once; each answer
 * carries the public configuration in force (the settings service caches it), so Settings
 * reach the page without a deploy and without an extra request from the browser.
 */
export function webRoutes(options: {
  webDist: string;
  publicConfig: () => Promise<PublicConfig>;
  publicUrl: string;
  /** A public page could not be rendered on the server (the app page is served instead). */
  onRenderError?: (path: string, error: unknown) => void;
}) {
  const app = new Hono();
  // Search engines: the public routes of the spec, with this deployment's absolute URLs.
  app.get("/robots.txt", (c) => {
    c.header("Cache-Control", "public, max-age=3600");
    return c.text(
      `User-agent: *\nDisallow: /admin/\nDisallow: /application/\nDisallow: /privacy/confirm/\n\nSitemap: ${options.publicUrl}/sitemap.xml\n`,
    );
  });
  app.get("/sitemap.xml", (c) => {
    const urls = PUBLIC_ROUTES.filter((path) => path !== "/unauthorized")
      .map((path) => `  <url><loc>${options.publicUrl}${path === "/" ? "/" : path}</loc></url>`)
      .join("\n");
    c.header("Content-Type", "application/xml; charset=utf-8");
    c.header("Cache-Control", "public, max-age=3600");
    return c.body(
      `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
    );
  });
  const indexFile = join(options.webDist, "index.html");
  if (!existsSync(indexFile)) {
    return app.get("*", (c) => c.text("The web app is not built. Run `npm run build` first.", 503));
  }
  const appPage = readFileSync(indexFile, "utf8");
  const prerendered = prerenderedPages(options.webDist);
  // The configuration object stays the same between settings changes: each page gets its
  // configuration block once per configuration ("" is the app page of client-rendered paths),
  // and a public page its canonical address on this deployment.
  let last: { config: PublicConfig; pages: Map<string, Page> } | undefined;
  const withConfig = (key: string, html: string, config: PublicConfig): Page => {
    if (last?.config !== config) last = { config, pages: new Map() };
    let page = last.pages.get(key);
    if (page === undefined) {
      const [head, rest] = splitAtHeadEnd(html);
      const canonical = key ? canonicalTags(`${options.publicUrl}${key}`) : "";
      page = { html: `${head}${canonical}${publicConfigScriptTag(config)}${rest}` };
      last.pages.set(key, page);
    }
    return page;
  };
  // A prerendered public page (see prerendered.ts); the app page, which renders in the
  // browser, for every other path, and for a public page whose server render failed.
  const pageFor = async (path: string, config: PublicConfig) => {
    const route = path.length > 1 ? path.replace(/\/+$/, "") : path;
    if (prerendered?.has(route)) {
      try {
        return withConfig(route, await prerendered.page(route, config), config);
      } catch (error) {
        options.onRenderError?.(route, error);
      }
    }
    return withConfig("", appPage, config);
  };

  const cache = new CompressionCache();
  const compressedAnswer = (entry: CompressedEntry & { body: Buffer }, encoding: Encoding) =>
    new Response(new Uint8Array(entry.body), {
      headers: {
        "Content-Type": entry.type,
        "Content-Encoding": encoding,
        "Content-Length": String(entry.body.byteLength),
        Vary: "Accept-Encoding",
      },
    });

  // serveStatic answers with the file, or calls next() when there is none.
  // Text files go out compressed (brotli, else gzip) from the cache above.
  const files = (cacheControl: string): MiddlewareHandler => {
    const serve = serveStatic({ root: options.webDist });
    return async (c, next) => {
      const encoding =
        c.req.method === "GET" && !c.req.header("range") && isCompressiblePath(c.req.path)
          ? pickEncoding(c.req.header("accept-encoding"))
          : undefined;
      const key = `${encoding} ${c.req.path}`;
      const known = encoding ? await cache.get(key) : undefined;
      if (encoding && known?.body) {
        const res = compressedAnswer({ ...known, body: known.body }, encoding);
        res.headers.set("Cache-Control", cacheControl);
        return res;
      }
      const res = await serve(c, next);
      if (!res?.ok) return res;
      res.headers.set("Cache-Control", cacheControl);
      const type = res.headers.get("content-type");
      if (!encoding || known || res.status !== 200 || !isCompressibleType(type)) return res;
      const bytes = new Uint8Array(await res.arrayBuffer());
      const entry = await cache.add(key, bytes, type ?? "application/octet-stream", encoding);
      if (!entry.body) return new Response(bytes, { status: 200, headers: res.headers });
      const compressed = compressedAnswer({ ...entry, body: entry.body }, encoding);
      compressed.headers.set("Cache-Control", cacheControl);
      return compressed;
    };
  };
  app.use("/static/*", files(IMMUTABLE));
  // A missing script or stylesheet gets a plain 404, not the app page.
  app.get("/static/*", (c) => c.text("Not Found", 404));
  // The server renderer and the prerendered pages are the server's, not the browser's.
  app.all("/ssr/*", (c) => c.text("Not Found", 404));
  // Other paths that look like files (favicon, robots.txt, /assets/*.json) are looked up on
  // disk; every other path is a route of the app and gets the page below.
  const otherFiles = files("public, max-age=3600");
  app.use("*", (c, next) =>
    /\.[a-z0-9]+$/i.test(c.req.path) && !c.req.path.endsWith("index.html")
      ? otherFiles(c, next)
      : next(),
  );
  app.get("*", async (c) => {
    const page = await pageFor(c.req.path, await options.publicConfig());
    const status = isAppRoute(c.req.path) ? 200 : 404;
    // A personal link or a staff invitation is a key: no search engine or shared cache keeps
    // it (and the referrer policy never sends a path to another site), in any form of its path.
    if (isUnderKeyPage(c.req.path)) {
      c.header("X-Robots-Tag", "noindex, nofollow");
      c.header("Cache-Control", "no-store");
      return c.html(page.html, status);
    }
    // A prerendered page is about 130 kB of HTML: compressed once per page and configuration.
    const encoding = pickEncoding(c.req.header("accept-encoding"));
    if (encoding) {
      page.compressed ??= new Map();
      let pending = page.compressed.get(encoding);
      if (!pending) {
        pending = compress(Buffer.from(page.html), encoding);
        page.compressed.set(encoding, pending);
      }
      const body = await pending;
      if (body) {
        return securedAnswer(c, body, status, PAGE_HEADERS[encoding]);
      }
    }
    c.header("Cache-Control", "no-cache");
    c.header("Vary", "Accept-Encoding");
    return c.html(page.html, status);
  });
  return app;
}

/**
 * A path at or below a key page's place, however it is written (`/application/<token>/`,
 * doubled slashes, capitals, a malformed token): whatever the app shows there, the headers of
 * a key page hold. "Find my application" (`/application` itself) is no key.
 */
const isUnderKeyPage = (path: string) =>
  isKeyPagePath(path) ||
  /^\/+(?:application|admin\/+invitation|privacy\/+confirm)\/+[^/]/i.test(path);

/** A page as served, and its compressed forms once asked for. */
interface Page {
  html: string;
  compressed?: Map<Encoding, Promise<Buffer | undefined>>;
}

/** The page's own address, for search engines and link previews. */
function canonicalTags(url: string): string {
  const href = url.replace(/&/g, "&amp;").replace(/"/g, "&quot;");
  return `<link rel="canonical" href="${href}"><meta property="og:url" content="${href}">`;
}

function splitAtHeadEnd(html: string): [string, string] {
  const at = html.indexOf("</head>");
  return at < 0 ? [html, ""] : [html.slice(0, at), html.slice(at)];
}
