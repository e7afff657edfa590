// The ceiling for bench/api.mjs: the same Hono and Node adapter as the production server,
// one JSON route, no middleware, no database. The port is the first argument. With a second
// argument (a file the bench wrote: a page's bytes and headers as the production server sent
// them), GET /page answers those bytes from memory: the ceiling for a page of that size, and
// GET /bytes/<n> answers n random bytes (as incompressible as Brotli) with the same headers.
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { serve } from "@hono/node-server";
import { Hono } from "hono";

const app = new Hono();
app.get("/", (c) => c.json({ success: true, data: { hello: "world" } }));
if (process.argv[3]) {
  const page = JSON.parse(readFileSync(process.argv[3], "utf8"));
  const body = new Uint8Array(Buffer.from(page.body, "base64"));
  app.get("/page", () => new Response(body, { headers: page.headers }));
  const sized = new Map();
  app.get("/bytes/:n", (c) => {
    const n = Number(c.req.param("n"));
    if (!sized.has(n)) sized.set(n, new Uint8Array(randomBytes(n)));
    return new Response(sized.get(n), { headers: page.headers });
  });
}

const server = serve({
  fetch: app.fetch,
  hostname: "127.0.0.1",
  port: Number(process.argv[2] ?? 4311),
});
process.once("SIGTERM", () => server.close(() => process.exit(0)));
