import { expect, type Page } from "@playwright/test";
import { test } from "./fixtures";
import { signInAsNewAdmin } from "./staff";
import { holdRequests, scrollY } from "./support";

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
  const release = await holdRequests(page, /\/static\/index-[^/]+\.js$/);
  await page.goto("/", { waitUntil: "commit" });
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 1200));
  await expect.poll(() => scrollY(page)).toBe(1200);

  release();
  // Once the app has taken over (the page marked ready after hydration), a tap opens the menu.
  // Taps before that are held and replayed by the early script, so repeated taps meanwhile
  // would toggle it: the visitor taps once, after.
  await expect(page.locator("html[data-ready]")).toBeAttached();
  const menu = page.getByRole("dialog", { name: "Menu" });
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(menu).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  expect(await scrollY(page)).toBe(1200);
});

/** Every screen of the staff console, as an admin sees them. */
const CONSOLE_SCREENS = [
  "/admin/dashboard",
  "/admin/applications",
  "/admin/payments",
  "/admin/booked-slots",
  "/admin/slots",
  "/admin/interpreters",
  "/admin/requests",
  "/admin/messages",
  "/admin/users",
  "/admin/api-keys",
  "/admin/webhooks",
  "/admin/access-log",
  "/admin/settings",
];

/** The controls in view that the back-to-top button covers, even in part. */
const coveredControls = (page: Page) =>
  page.evaluate(() => {
    const button = document.querySelector('[aria-label="Back to top"]');
    if (!button) return ["no back-to-top button"];
    const cover = button.getBoundingClientRect();
    const controls = document.querySelectorAll<HTMLElement>(
      "a[href], button, input, select, textarea, [role='button'], [role='combobox'], [tabindex='0']",
    );
    return [...controls]
      .filter((control) => !button.contains(control) && control.checkVisibility())
      .filter((control) => {
        const r = control.getBoundingClientRect();
        return (
          r.width > 0 &&
          r.left < cover.right &&
          r.right > cover.left &&
          r.top < cover.bottom &&
          r.bottom > cover.top
        );
      })
      .map(
        (control) => control.getAttribute("aria-label") || control.textContent || control.tagName,
      );
  });

test("scrolled to the end, the button covers no control: the footer and every staff screen", async ({
  page,
  request,
}) => {
  const button = page.getByRole("button", { name: "Back to top" });
  // The footer's last line (the data credits' links) on a public page.
  await page.goto("/");
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(button).toBeVisible();
  await expect(page.getByRole("link", { name: "MaxMind" })).toBeInViewport();
  expect(await coveredControls(page)).toEqual([]);

  await signInAsNewAdmin(page, request);
  let scrolled = 0;
  for (const path of CONSOLE_SCREENS) {
    await test.step(path, async () => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
      await expect(page.locator("[aria-busy='true']")).toHaveCount(0);
      // The screen's lists arrive after its heading: scrolled before, the page is short.
      await page.waitForLoadState("networkidle");
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      // A screen shorter than the threshold never shows the button.
      if ((await scrollY(page)) <= 300) return;
      scrolled++;
      await expect(button).toBeVisible();
      expect(await coveredControls(page)).toEqual([]);
    });
  }
  // Settings' last section ends with its save button, once under the button (the issue seen).
  expect(scrolled).toBeGreaterThan(0);
  await page.goto("/admin/settings");
  const save = page.getByRole("button", { name: /^Save / }).last();
  await expect(save).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(button).toBeVisible();
  const hit = await save.evaluate((element) => {
    const r = element.getBoundingClientRect();
    const x = r.right - 4;
    const y = r.bottom - 4;
    return element.contains(document.elementFromPoint(x, y));
  });
  expect(hit).toBe(true);
});
