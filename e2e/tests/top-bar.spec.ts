import { expect } from "@playwright/test";
import { test } from "./fixtures";
import { headingOf, scrollY } from "./support";

// The top bar is fixed on every page (NAV-05): after scrolling 2000 px (or as far as a shorter
// page goes) it is still fully in view at the top of the window. For the short pages
// (/contact-us, /register) the window is made 400 px high so that they scroll at all.

for (const path of ["/", "/contact-us", "/register"]) {
  test(`the top bar stays in view after scrolling on ${path}`, async ({ page, viewport }) => {
    if (path !== "/") await page.setViewportSize({ width: viewport?.width ?? 1280, height: 400 });
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: headingOf(path) })).toBeVisible();
    const header = page.locator("header");
    await expect(header).toBeInViewport({ ratio: 1 });

    await page.waitForLoadState("networkidle");
    const maxScroll = await page.evaluate(
      () => document.documentElement.scrollHeight - window.innerHeight,
    );
    expect(maxScroll, "the page can scroll").toBeGreaterThan(200);
    if (path === "/") expect(maxScroll, "the landing page is long").toBeGreaterThan(2000);

    await page.mouse.move(200, 400);
    await page.mouse.wheel(0, 2000);
    await expect.poll(() => scrollY(page)).toBe(Math.min(2000, maxScroll));

    await expect(header).toBeInViewport({ ratio: 1 });
    expect((await header.boundingBox())?.y).toBe(0);
    // The page's own heading has scrolled away underneath the bar.
    await expect(page.getByRole("heading", { level: 1 })).not.toBeInViewport({ ratio: 1 });
  });
}
