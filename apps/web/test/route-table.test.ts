import { readFileSync } from "node:fs";
import { join } from "node:path";
import { isAppRoute } from "@kairos/shared";
import { describe, expect, it } from "vitest";

// The server answers 200 for the app's screens and 404 for anything else (isAppRoute, from
// the route table in packages/shared/src/routes.ts). Every screen of the web app's file routes
// must be in that table, or a direct load or a reload of it answers 404 (as the API keys and
// Webhooks screens did before they were added).

const generated = readFileSync(join(import.meta.dirname, "../src/routeTree.gen.ts"), "utf8");
const byFullPath = /export interface FileRoutesByFullPath \{([^}]*)\}/.exec(generated)?.[1] ?? "";
const screens = [...byFullPath.matchAll(/"([^"]+)": typeof/g)]
  .map(([, path]) => path as string)
  // Layout routes and the personal link's pattern are not screens of their own.
  .filter((path) => path !== "/admin" && !path.includes("$"));

describe("the server's route table", () => {
  it("lists every screen of the web app", () => {
    expect(screens.length).toBeGreaterThan(20);
    for (const path of screens) expect(isAppRoute(path), path).toBe(true);
  });

  it("serves an application's page in the console by its id, and nothing else under it", () => {
    expect(generated).toContain('"/admin/applications/$id"');
    expect(isAppRoute("/admin/applications/42")).toBe(true);
    expect(isAppRoute("/admin/applications/42/")).toBe(true);
    expect(isAppRoute("/admin/applications/abc")).toBe(false);
    expect(isAppRoute("/admin/applications/42/history")).toBe(false);
  });
});
