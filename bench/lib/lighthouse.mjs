// Shared by bench/web.mjs and bench/web-compare.mjs: Debian's Chromium for Lighthouse, and a
// warm server.
import * as chromeLauncher from "chrome-launcher";

/** Headless Chromium (BENCH_CHROMIUM, /usr/bin/chromium) without its background traffic. */
export function launchChromium() {
  return chromeLauncher.launch({
    chromePath: process.env.BENCH_CHROMIUM ?? "/usr/bin/chromium",
    chromeFlags: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      "--disable-quic",
    ],
  });
}

/**
 * A server that has run a while has compressed and cached its files; the first request of
 * each would otherwise pay for the compression inside Lighthouse's measurement.
 */
export async function warmUp(origin, paths) {
  const headers = { "accept-encoding": "br, gzip" };
  for (const path of paths) {
    const html = await (await fetch(`${origin}${path}`, { headers })).text();
    const assets = [...html.matchAll(/(?:src|href)="(\/[^"]+)"/g)].map((m) => m[1]);
    await Promise.all(
      assets.map(async (asset) => (await fetch(`${origin}${asset}`, { headers })).arrayBuffer()),
    );
  }
}
