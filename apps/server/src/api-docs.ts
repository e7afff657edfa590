import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { Hono } from "hono";
import { onceCompressed } from "./http/once-compressed";

// The human reference of the REST API at /api/docs: Scalar's browser bundle rendering
// /api/openapi.json, every byte from this server. The page runs under the site's document CSP
// (security.ts): no inline script, so Scalar is started by a script file of ours.

// The bundle and its version: in production, the copy build.mjs leaves next to dist/index.js
// (the package itself is a devDependency, absent from a production install); when running
// from source (tsx, vitest), the package in node_modules.
function scalarFiles(): { version: string; bundle: string } {
  const copied = join(import.meta.dirname, "scalar");
  if (existsSync(join(copied, "standalone.js"))) {
    return { version: versionIn(copied), bundle: join(copied, "standalone.js") };
  }
  const root = join(dirname(createRequire(import.meta.url).resolve("@scalar/api-reference")), "..");
  return { version: versionIn(root), bundle: join(root, "dist", "browser", "standalone.js") };
}
const versionIn = (dir: string) =>
  (JSON.parse(readFileSync(join(dir, "package.json"), "utf8")) as { version: string }).version;
const { version: scalarVersion, bundle: scalarBundle } = scalarFiles();

/**
 * Scalar's light theme, darkened where its grey text and method colours fall below WCAG AA's
 * 4.5:1 (axe measured 3.2-4.3) on its white and light grey backgrounds; and its dark code
 * blocks' red (DELETE), lightened.
 */
const CONTRAST = `.light-mode {
  --scalar-color-2: #595959; --scalar-color-3: #5e5e5e;
  --scalar-color-blue: #0062a3; --scalar-color-green: #1a7336; --scalar-color-orange: #9a4700;
  --scalar-color-red: #b3261e; --scalar-color-purple: #6a35a8; --scalar-color-yellow: #755a00;
}
.dark-mode { --scalar-color-red: #ff7070; }`;

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
    customCss: CONTRAST,
  })}),
);
// For screen readers, as Scalar renders: its copy buttons have an icon and no name, and each
// operation's answers are a region named by its status tabs, the same name for every
// operation with the same statuses: name it after its operation instead.
new MutationObserver(() => {
  for (const button of document.querySelectorAll('button[class*="copy-button"]:not([aria-label])'))
    button.setAttribute("aria-label", "Copy");
  for (const region of document.querySelectorAll('[role="region"][aria-labelledby]')) {
    const tabs = document.getElementById(region.getAttribute("aria-labelledby"));
    const operation = region.closest("section")?.querySelector("h3")?.textContent;
    if (!operation || !tabs?.textContent.startsWith("Status:")) continue;
    region.removeAttribute("aria-labelledby");
    region.setAttribute("aria-label", "Answers of " + operation.trim());
  }
}).observe(document.documentElement, { childList: true, subtree: true });
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
  // 4 MB, about 1 MB compressed: kept in memory rather than compressed for every visitor.
  app.get(
    SCALAR_PATH,
    onceCompressed(() => readFile(scalarBundle), {
      "Content-Type": SCRIPT,
      "Cache-Control": IMMUTABLE,
    }),
  );
  return app;
}
