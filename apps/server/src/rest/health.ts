import { type ApiDeps, cachedHealth } from "@kairos/api";
import { Hono } from "hono";
import { JSON_TYPE, okShared } from "./envelope";

const NO_STORE = { ...JSON_TYPE, "cache-control": "no-store" };
const asIs = <T>(health: T) => health;

export function healthRoutes(deps: ApiDeps) {
  return new Hono().get("/", async (c) => {
    const health = await cachedHealth(deps.database);
    // A healthy answer is one shared object (checkHealth's), so its JSON is built once.
    if (health.database === "ok") return okShared(c, health, asIs, NO_STORE);
    c.header("Cache-Control", "no-store");
    // As every other answer while the database is away: come back in a few seconds.
    c.header("Retry-After", "5");
    return c.json({ success: false, message: "Database unavailable", data: health }, 503);
  });
}
