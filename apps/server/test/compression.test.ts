import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { DEFAULT_PUBLIC_CONFIG } from "@kairos/shared";
import { describe, expect, it } from "vitest";
import { webRoutes } from "../src/web";
import { fakeWebDist } from "./helpers";

// The web app's text files and page go out compressed to browsers that accept it.
describe("compressed web answers", () => {
  const webDist = fakeWebDist();
  mkdirSync(join(webDist, "static"));
  const script = `export const words = ${JSON.stringify("kairos ".repeat(2000))};\n`;
  writeFileSync(join(webDist, "static", "index-abc123.js"), script);
  writeFileSync(join(webDist, "static", "tiny-abc123.js"), "console.log(1)");
  writeFileSync(
    join(webDist, "index.html"),
    `<!doctype html><html><head><title>Kairos</title></head><body>${"<p>app</p>".repeat(500)}</body></html>`,
  );
  const app = webRoutes({
    webDist,
    publicConfig: async () => DEFAULT_PUBLIC_CONFIG,
    publicUrl: "http://localhost:3000",
  });

  it("sends a hashed script as brotli, again from memory, and keeps its caching", async () => {
    for (let i = 0; i < 2; i++) {
      const res = await app.request("/static/index-abc123.js", {
        headers: { "accept-encoding": "gzip, deflate, br" },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get("content-encoding")).toBe("br");
      expect(res.headers.get("vary")).toBe("Accept-Encoding");
      expect(res.headers.get("content-type")).toContain("javascript");
      expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      const body = Buffer.from(await res.arrayBuffer());
      expect(body.byteLength).toBeLessThan(script.length / 10);
      expect(brotliDecompressSync(body).toString()).toBe(script);
    }
  });

  it("falls back to gzip, and to the plain file when the client takes no encoding", async () => {
    const gz = await app.request("/static/index-abc123.js", {
      headers: { "accept-encoding": "gzip" },
    });
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(script);
    const plain = await app.request("/static/index-abc123.js");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(script);
  });

  it("leaves files too small to gain as they are", async () => {
    const res = await app.request("/static/tiny-abc123.js", {
      headers: { "accept-encoding": "br" },
    });
    expect(res.headers.get("content-encoding")).toBeNull();
    expect(await res.text()).toBe("console.log(1)");
  });

  it("compresses the app page with its configuration block and status", async () => {
    const res = await app.request("/no-such-page", { headers: { "accept-encoding": "br" } });
    expect(res.status).toBe(404);
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(res.headers.get("content-type")).toContain("text/html");
    const html = brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString();
    expect(html).toContain('<script id="kairos-config" type="application/json">');
    expect(html).toContain("<p>app</p>");
  });
});
