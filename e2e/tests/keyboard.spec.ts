import { expect } from "@playwright/test";
import { test } from "./fixtures";
import { createStaff, openConsoleAs } from "./staff";

// Reaching the content: a skip link as the first stop of the keyboard on every page, past the
// bar and, on a staff screen, past the sidebar (on a phone the console's screens are in the
// bar's one menu: auth.spec.ts).

test.describe("skip link", { tag: "@desktop" }, () => {
  test("the first Tab offers 'Skip to main content', which moves past the bar", async ({
    page,
  }) => {
    await page.goto("/contact-us");
    await expect(page.getByRole("heading", { level: 1, name: "Contact Us" })).toBeVisible();
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press("Enter");
    await expect(page.locator("main")).toBeFocused();
    // The next stop is in the page, not in the bar.
    await page.keyboard.press("Tab");
    const inMain = await page.evaluate(
      () => !!document.activeElement?.closest("main") && !document.activeElement?.closest("header"),
    );
    expect(inMain).toBe(true);
  });

  test("on a staff screen it skips the sidebar too", async ({ page, request }) => {
    const staff = await createStaff(request, { role: "moderator" });
    // A staff screen opened afresh (a bookmark, a reload): the keyboard starts at the top.
    await openConsoleAs(page, staff);
    await page.getByRole("heading", { level: 1, name: "Dashboard" }).waitFor();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Skip to main content" })).toBeFocused();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    const inSidebar = await page.evaluate(
      () => !!document.activeElement?.closest('nav[aria-label="Admin"]'),
    );
    expect(inSidebar).toBe(false);
    expect(await page.evaluate(() => !!document.activeElement?.closest("#content"))).toBe(true);
  });
});
