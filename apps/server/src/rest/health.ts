import { type ApiDeps, cachedHealth } from "@kairos/api";
import { Hono } from "hono";
import { ok } from "./envelope";

export function healthRoutes(deps: ApiDeps) {
  return new Hono().get("/", async (c) => {
    const health = await cachedHealth(deps.database);
    c.header("Cache-Control", "no-store");
    if (health.database === "ok") return ok(c, { status: "ok", database: "ok" });
    // As every other answer while the database is away: come back in a few seconds.
    c.header("Retry-After", "5");
    return c.json({ success: false, message: "Database unavailable", data: health }, 503);
  });
}
