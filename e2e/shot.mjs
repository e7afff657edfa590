import { chromium } from "@playwright/test";

const [url, out, width = "1280"] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
  ],
});
const page = await browser.newPage({ viewport: { width: Number(width), height: 800 } });
page.on("console", (m) => console.log("console:", m.type(), m.text()));
page.on("pageerror", (e) => console.log("pageerror:", e.message));
await page.goto(url);
await page.waitForTimeout(800);
console.log("title:", await page.title());
await page.screenshot({ path: out, fullPage: process.env.FULL === "1" });
await browser.close();
