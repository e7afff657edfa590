import { expect } from "@playwright/test";
import { test } from "./fixtures";
import { scrollY } from "./support";

// The back-to-top button (LAND-36): hidden up to 300 px of scroll, shown above, scrolls to the top.

test("'Back to top' appears above 300 px and scrolls back to the top", async ({ page }) => {
  await page.goto("/");
  const button = page.getByRole("button", { name: "Back to top" });
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(button).toBeHidden();

  await page.evaluate(() => window.scrollTo(0, 299));
  await expect.poll(() => scrollY(page)).toBe(299);
  await expect(button).toBeHidden();

  await page.evaluate(() => window.scrollTo(0, 301));
  await expect.poll(() => scrollY(page)).toBe(301);
  await expect(button).toBeVisible();

  await page.evaluate(() => window.scrollTo(0, 600));
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => scrollY(page)).toBe(0);
  await expect(button).toBeHidden();
});

test("a visitor who scrolls before the scripts arrive stays where they scrolled", {
  tag: "@mobile",
}, async ({ page }) => {
  // The app's entry script is held until the visitor has scrolled, as on a slow phone line.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/static\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/", { waitUntil: "commit" });
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 1200));
  await expect.poll(() => scrollY(page)).toBe(1200);

  release();
  // The menu opens once the app runs (the page has hydrated and the router has rendered); a
  // tap before that does nothing, and the visitor taps again.
  const menu = page.getByRole("dialog", { name: "Menu" });
  await expect(async () => {
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(menu).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  expect(await scrollY(page)).toBe(1200);
});
