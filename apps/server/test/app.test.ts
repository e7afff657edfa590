import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { analyticsEvents, type Database, seed } from "@kairos/db";
import { testDatabases } from "@kairos/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../src/app";
import { fakeWebDist, testApp } from "./helpers";

describe.each(testDatabases())("HTTP surface on $name", ({ open }) => {
  let database: Database;
  let app: App;
  let webDist: string;
  beforeAll(async () => {
    database = await open();
    await seed(database.db, { demoSlots: false });
    webDist = fakeWebDist();
    mkdirSync(join(webDist, "static"));
    writeFileSync(join(webDist, "static", "index-abc123.js"), "console.log(1)");
    app = testApp(database, { webDist });
  });
  afterAll(async () => {
    await database?.close();
  });

  it("GET /api/health answers ok after a database round trip", async () => {
    const res = await app.request("/api/health");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      success: true,
      data: { status: "ok", database: "ok" },
    });
  });

  it("answers every unknown /api path with a JSON 404, never HTML", async () => {
    for (const [method, path] of [
      ["GET", "/api/no-such"],
      ["POST", "/api/no/such/thing"],
      ["DELETE", "/api"],
    ] as const) {
      const res = await app.request(path, { method });
      expect(res.status, path).toBe(404);
      expect(res.headers.get("content-type")).toContain("application/json");
      expect(await res.json()).toMatchObject({ success: false, message: expect.any(String) });
    }
  });

  it("serves the app with 200 on the spec's routes and 404 elsewhere", async () => {
    for (const path of ["/", "/about-us", "/register", "/admin/login", "/contact-us/"]) {
      const res = await app.request(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get("cache-control")).toBe("no-cache");
      const html = await res.text();
      expect(html).toContain('<script id="kairos-config" type="application/json">');
      expect(html).toContain("support@kairos.example");
    }
    const missing = await app.request("/no-such-page");
    expect(missing.status).toBe(404);
    expect(missing.headers.get("content-type")).toContain("text/html");
    expect(await missing.text()).toContain("kairos-config");
  });

  it("caches hashed assets for a year and answers a missing asset with a plain 404", async () => {
    const asset = await app.request("/static/index-abc123.js");
    expect(asset.status).toBe(200);
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const gone = await app.request("/static/index-gone.js");
    expect(gone.status).toBe(404);
    expect(gone.headers.get("content-type")).toContain("text/plain");
    const icon = await app.request("/favicon.svg");
    expect(icon.status).toBe(200);
    expect(icon.headers.get("cache-control")).toBe("public, max-age=3600");
  });

  it("serves robots.txt and a sitemap of the public routes with absolute URLs", async () => {
    const robots = await app.request("/robots.txt");
    expect(await robots.text()).toBe(
      "User-agent: *\nDisallow: /admin/\nDisallow: /application/\nDisallow: /privacy/confirm/\n\nSitemap: http://localhost:3000/sitemap.xml\n",
    );
    const sitemap = await app.request("/sitemap.xml");
    expect(sitemap.headers.get("content-type")).toContain("application/xml");
    const xml = await sitemap.text();
    expect(xml).toContain("<loc>http://localhost:3000/</loc>");
    expect(xml).toContain("<loc>http://localhost:3000/medical-training</loc>");
    expect(xml).not.toContain("/admin");
    expect(xml).not.toContain("/unauthorized");
  });

  it("serves tRPC procedures", async () => {
    const res = await app.request("/trpc/assessments.rounds");
    expect(res.status).toBe(200);
    const body = (await res.json()) as { result: { data: { id: string }[] } };
    expect(body.result.data.map((r) => r.id)).toEqual(["round-1", "round-2", "round-3"]);
    const health = await app.request("/trpc/health.check");
    expect(((await health.json()) as { result: { data: unknown } }).result.data).toEqual({
      status: "ok",
      database: "ok",
    });
  });

  it("validates analytics hits and limits their size", async () => {
    const post = (body: string) =>
      app.request("/api/events", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body,
      });
    const ok = await post(JSON.stringify({ type: "pageview", path: "/" }));
    expect(ok.status).toBe(202);
    expect(await ok.json()).toEqual({ success: true, data: { recorded: true } });
    const [stored] = await database.db.select().from(analyticsEvents);
    expect(stored).toMatchObject({ type: "pageview", path: "/" });

    const dnt = await app.request("/api/events", {
      method: "POST",
      headers: { "Content-Type": "application/json", DNT: "1" },
      body: JSON.stringify({ type: "pageview", path: "/private" }),
    });
    expect(await dnt.json()).toEqual({ success: true, data: { recorded: false } });
    expect(await database.db.select().from(analyticsEvents)).toHaveLength(1);

    const invalid = await post(JSON.stringify({ type: "event", category: "" }));
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toMatchObject({ success: false, errors: expect.any(Object) });

    const malformed = await post("{not json");
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({
      success: false,
      code: "VALIDATION_FAILED",
      message: "The request body must be valid JSON",
    });

    const huge = await post(JSON.stringify({ type: "pageview", path: "x".repeat(10_000) }));
    expect(huge.status).toBe(413);
    expect(await huge.json()).toMatchObject({ success: false });
  });

  it("GET /api/geo answers the caller's location from trusted headers, else Unknown / XX", async () => {
    const unknown = await app.request("/api/geo");
    expect(unknown.status).toBe(200);
    expect(unknown.headers.get("cache-control")).toBe("private, no-store");
    expect(await unknown.json()).toEqual({
      success: true,
      data: { country: "Unknown", countryCode: "XX", city: "Unknown", ip: "Unknown" },
    });
    const egypt = await app.request("/api/geo", {
      headers: { "CF-IPCountry": "eg", "CF-IPCity": "Alexandria" },
    });
    expect(((await egypt.json()) as { data: object }).data).toMatchObject({
      country: "Egypt",
      countryCode: "EG",
      city: "Alexandria",
    });
  });
});

describe("when the database is down", () => {
  it("GET /api/health answers 503 with database down", async () => {
    const [pglite] = testDatabases();
    if (!pglite) throw new Error("no test database");
    const database = await pglite.open();
    await database.close();
    const res = await testApp(database).request("/api/health");
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({
      success: false,
      data: { status: "degraded", database: "down" },
    });
  });
});
