// The ceiling for bench/api.mjs: the same Hono and Node adapter as the production server,
// one JSON route, no middleware, no database. The port is the first argument.
import { serve } from "@hono/node-server";
import { Hono } from "hono";

const app = new Hono();
app.get("/", (c) => c.json({ success: true, data: { hello: "world" } }));

const server = serve({
  fetch: app.fetch,
  hostname: "127.0.0.1",
  port: Number(process.argv[2] ?? 4311),
});
process.once("SIGTERM", () => server.close(() => process.exit(0)));
