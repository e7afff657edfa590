import { type ApiDeps, cachedHealth } from "@kairos/api";
import { Hono } from "hono";
import { okShared } from "./envelope";

const HEALTHY = { status: "ok", database: "ok" } as const;
const NO_STORE = { "cache-control": "no-store" };

export function healthRoutes(deps: ApiDeps) {
  return new Hono().get("/", async (c) => {
    const health = await cachedHealth(deps.database);
    if (health.database === "ok") return okShared(c, HEALTHY, (v) => v, NO_STORE);
    c.header("Cache-Control", "no-store");
    // As every other answer while the database is away: come back in a few seconds.
    c.header("Retry-After", "5");
    return c.json({ success: false, message: "Database unavailable", data: health }, 503);
  });
}
