import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { DEFAULT_PUBLIC_CONFIG, type PublicConfig } from "@kairos/shared";
import { describe, expect, it } from "vitest";
import { webRoutes } from "../src/web";
import { fakeWebDist } from "./helpers";

// The prerendered public pages (apps/web/scripts/prerender.mjs): served as built while the
// public configuration is the build's, rendered again by the build's server renderer when
// Settings change it. The fake build below stands in for `npm run build -w @kairos/web`.

const SHELL =
  '<!doctype html><html><head><title>About</title></head><body><div id="root"><!--ssr-outlet--></div></body></html>';

function fakeBuild(): string {
  const dist = fakeWebDist();
  const pages = join(dist, "ssr", "pages");
  mkdirSync(pages, { recursive: true });
  writeFileSync(join(pages, "about-us.shell.html"), SHELL);
  writeFileSync(
    join(pages, "about-us.html"),
    // A real page is over 100 kB; this one is long enough to be worth compressing (> 1 kB).
    SHELL.replace(
      "<!--ssr-outlet-->",
      `<p>built with the defaults</p>${"<p>Medical interpreting, done well.</p>".repeat(40)}`,
    ),
  );
  writeFileSync(
    join(pages, "pages.json"),
    JSON.stringify({ config: DEFAULT_PUBLIC_CONFIG, routes: { "/about-us": "about-us" } }),
  );
  // The server renderer: renders the support e-mail, and counts its renders.
  writeFileSync(
    join(dist, "ssr", "entry-server.js"),
    `globalThis.aboutRenders = 0;
export async function render(path, config) {
  globalThis.aboutRenders += 1;
  return { html: "<p>" + path + " for " + config.supportEmail + "</p>" };
}`,
  );
  return dist;
}

function app(dist: string, config: () => PublicConfig) {
  return webRoutes({
    webDist: dist,
    publicConfig: async () => config(),
    publicUrl: "http://localhost",
  });
}

const renders = () => (globalThis as { aboutRenders?: number }).aboutRenders ?? 0;

describe("prerendered public pages", () => {
  it("serves the built page, with the configuration block, while the configuration is the build's", async () => {
    // The same values in another key order and another object are the same configuration.
    const same = Object.fromEntries(
      Object.entries(DEFAULT_PUBLIC_CONFIG).reverse(),
    ) as PublicConfig;
    const res = await app(fakeBuild(), () => same).request("/about-us/");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<div id="root"><p>built with the defaults</p>');
    expect(html).toContain('<script id="kairos-config" type="application/json">');
    expect(html.indexOf("kairos-config")).toBeLessThan(html.indexOf("</head>"));
  });

  it("renders the page again once for a changed configuration, and again after the next change", async () => {
    let config: PublicConfig = { ...DEFAULT_PUBLIC_CONFIG, supportEmail: "help@example.org" };
    const web = app(fakeBuild(), () => config);
    const before = renders();
    for (let i = 0; i < 3; i++) {
      const html = await (await web.request("/about-us")).text();
      expect(html).toContain('<div id="root"><p>/about-us for help@example.org</p></div>');
      expect(html).toContain('"supportEmail":"help@example.org"');
    }
    expect(renders() - before).toBe(1);

    config = { ...DEFAULT_PUBLIC_CONFIG, supportEmail: "desk@example.org" };
    expect(await (await web.request("/about-us")).text()).toContain(
      "<p>/about-us for desk@example.org</p>",
    );
    expect(renders() - before).toBe(2);
  });

  it("serves the app page (rendered in the browser) for other routes and when rendering fails", async () => {
    const dist = fakeBuild();
    const web = app(dist, () => ({ ...DEFAULT_PUBLIC_CONFIG, supportEmail: "x@example.org" }));
    const register = await web.request("/register");
    expect(register.status).toBe(200);
    expect(await register.text()).toContain("<body>app</body>");

    writeFileSync(
      join(dist, "ssr", "entry-server.js"),
      "export async function render() { throw new Error('boom'); }",
    );
    const broken = app(dist, () => ({ ...DEFAULT_PUBLIC_CONFIG, supportEmail: "y@example.org" }));
    const about = await broken.request("/about-us");
    expect(about.status).toBe(200);
    expect(await about.text()).toContain("<body>app</body>");
  });

  it("does not serve the server renderer or the prerendered files themselves", async () => {
    const web = app(fakeBuild(), () => DEFAULT_PUBLIC_CONFIG);
    for (const path of [
      "/ssr/entry-server.js",
      "/ssr/pages/pages.json",
      "/ssr/pages/about-us.html",
    ]) {
      expect((await web.request(path)).status).toBe(404);
    }
  });

  it("sends pages and built files compressed to browsers that accept it", async () => {
    const dist = fakeBuild();
    mkdirSync(join(dist, "static"));
    writeFileSync(join(dist, "static", "app-1.js"), "console.log(1);\n".repeat(200));
    const web = app(dist, () => DEFAULT_PUBLIC_CONFIG);
    const plain = await (await web.request("/about-us")).text();

    const page = await web.request("/about-us", { headers: { "Accept-Encoding": "gzip, br" } });
    expect(page.headers.get("content-encoding")).toBe("br");
    expect(page.headers.get("content-type")).toBe("text/html; charset=UTF-8");
    expect(brotliDecompressSync(Buffer.from(await page.arrayBuffer())).toString()).toBe(plain);

    const script = await web.request("/static/app-1.js", {
      headers: { "Accept-Encoding": "gzip" },
    });
    expect(script.headers.get("content-encoding")).toBe("gzip");
    expect(script.headers.get("content-type")).toContain("javascript");
  });
});
