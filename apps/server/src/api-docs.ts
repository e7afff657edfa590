import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { Hono } from "hono";
import { compress, type Encoding, pickEncoding } from "./compression";

// The human reference of the REST API at /api/docs: Scalar's browser bundle rendering
// /api/openapi.json, every byte from this server. The page runs under the site's document CSP
// (security.ts): no inline script, so Scalar is started by a script file of ours.

// Resolved from this module (src under tsx/vitest, dist/index.js in production): the package
// stays in node_modules, next to the server, and its version names the bundle's URL.
const scalarRoot = join(
  dirname(createRequire(import.meta.url).resolve("@scalar/api-reference")),
  "..",
);
const scalarVersion = (
  JSON.parse(readFileSync(join(scalarRoot, "package.json"), "utf8")) as { version: string }
).version;
const scalarBundle = join(scalarRoot, "dist", "browser", "standalone.js");

/**
 * Our script, run before Scalar's (deferred scripts run in order) so that Zod, inside Scalar,
 * is set jitless: otherwise it probes for eval with `Function("")`, which the CSP refuses (the
 * probe is caught, but the browser reports a violation). Scalar starts once both have run.
 * Its options: nothing that reaches another origin (its fonts, telemetry, the agent chat, the
 * MCP and developer tools that call scalar.com, the link to its hosted client). The "Test
 * request" client stays: it calls this API, from this origin.
 */
const START = `globalThis.__zod_globalConfig = { jitless: true };
addEventListener("DOMContentLoaded", () =>
  Scalar.createApiReference("#reference", ${JSON.stringify({
    url: "/api/openapi.json",
    withDefaultFonts: false,
    telemetry: false,
    hideClientButton: true,
    showDeveloperTools: "never",
    agent: { disabled: true },
    mcp: { disabled: true },
    documentDownloadType: "json",
  })}),
);
`;

const SCALAR_PATH = `/scalar-${scalarVersion}.js`;
// Named by its content, as the bundle by its version: both are cached for good.
const START_PATH = `/start-${createHash("sha256").update(START).digest("base64url").slice(0, 10)}.js`;

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Kairos REST API reference</title>
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<script src="/api/docs${START_PATH}" defer></script>
<script src="/api/docs${SCALAR_PATH}" defer></script>
</head>
<body>
<div id="reference"></div>
<noscript><p>The reference needs JavaScript. The OpenAPI document itself: <a href="/api/openapi.json">/api/openapi.json</a>.</p></noscript>
</body>
</html>
`;

const IMMUTABLE = "public, max-age=31536000, immutable";
const SCRIPT = "text/javascript; charset=utf-8";

/**
 * The bundle (4 MB) is read at its first request, not at start (most processes never serve
 * the reference), and kept in memory with its brotli and gzip forms (about 1 MB each), each
 * compressed once on the zlib thread pool: streamed from disk, it would be compressed again
 * for every visitor.
 */
let bundle: Promise<Uint8Array<ArrayBuffer>> | undefined;
const compressedBundles = new Map<Encoding, Promise<Uint8Array<ArrayBuffer> | undefined>>();
const rawBundle = () => {
  bundle ??= readFile(scalarBundle).then((bytes) => new Uint8Array(bytes));
  return bundle;
};
const compressedBundle = (encoding: Encoding) => {
  let compressed = compressedBundles.get(encoding);
  if (!compressed) {
    compressed = rawBundle()
      .then((bytes) => compress(bytes, encoding))
      .then((bytes) => bytes && new Uint8Array(bytes));
    compressedBundles.set(encoding, compressed);
  }
  return compressed;
};

/** `GET /api/docs`, its two scripts; public: the reference holds no data of its own. */
export function apiDocsRoutes() {
  const app = new Hono();
  app.get("/", (c) => {
    c.header("Cache-Control", "no-cache");
    return c.html(PAGE);
  });
  app.get(START_PATH, (c) => {
    c.header("Content-Type", SCRIPT);
    c.header("Cache-Control", IMMUTABLE);
    return c.body(START);
  });
  app.get(SCALAR_PATH, async (c) => {
    const encoding = pickEncoding(c.req.header("accept-encoding"));
    const compressed = encoding ? await compressedBundle(encoding) : undefined;
    c.header("Content-Type", SCRIPT);
    c.header("Cache-Control", IMMUTABLE);
    c.header("Vary", "Accept-Encoding");
    if (!encoding || !compressed) return c.body(await rawBundle());
    c.header("Content-Encoding", encoding);
    return c.body(compressed);
  });
  return app;
}
