import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { isAppRoute, type PublicConfig, publicConfigScriptTag } from "@kairos/shared";
import { Hono } from "hono";

const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * The built web app: hashed assets (under /static/) cached for a year, other files for an
 * hour, and the app page for every other GET: 200 on a route of the spec, 404 elsewhere
 * (the app then renders its 'Page Not Found' screen). The page is read once and carries the
 * public configuration.
 */
export function webRoutes(options: { webDist: string; publicConfig: PublicConfig }) {
  const app = new Hono();
  const indexFile = join(options.webDist, "index.html");
  if (!existsSync(indexFile)) {
    return app.get("*", (c) => c.text("The web app is not built. Run `npm run build` first.", 503));
  }
  const page = readFileSync(indexFile, "utf8").replace(
    "</head>",
    `${publicConfigScriptTag(options.publicConfig)}</head>`,
  );

  app.use(
    "/static/*",
    serveStatic({
      root: options.webDist,
      onFound: (_path, c) => {
        c.header("Cache-Control", IMMUTABLE);
      },
    }),
  );
  // A missing script or stylesheet gets a plain 404, not the app page.
  app.get("/static/*", (c) => c.text("Not Found", 404));
  app.use("*", async (c, next) => {
    // Only paths that look like files are looked up on disk; routes go to the page below.
    if (!/\.[a-z0-9]+$/i.test(c.req.path) || c.req.path.endsWith("index.html")) return next();
    return serveStatic({
      root: options.webDist,
      onFound: (_path, ctx) => {
        ctx.header("Cache-Control", "public, max-age=3600");
      },
    })(c, next);
  });
  app.get("*", (c) => {
    c.header("Cache-Control", "no-cache");
    return c.html(page, isAppRoute(c.req.path) ? 200 : 404);
  });
  return app;
}
