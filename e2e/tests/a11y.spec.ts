import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";

// Automated accessibility checks (axe-core, WCAG 2.x A and AA rules).

const PAGES = [
  { path: "/", heading: "40-Hour Online Medical Interpreter Training" },
  { path: "/contact-us", heading: "Contact Us" },
  { path: "/no-such-page", heading: "Page Not Found" },
  { path: "/unauthorized", heading: "Access Denied" },
];

// At desktop width the landing page and /contact-us are scanned by their own specs
// (landing.spec.ts, forms.spec.ts), with their content settled.
const DESKTOP_PAGES = PAGES.filter(({ path }) => path !== "/" && path !== "/contact-us");

test.describe("accessibility at desktop width", { tag: "@desktop" }, () => {
  for (const { path, heading } of DESKTOP_PAGES) {
    test(`${path} has no axe violations`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});

test.describe("accessibility at mobile width", { tag: "@mobile" }, () => {
  for (const { path, heading } of PAGES) {
    test(`${path} with the menu open has no axe violations`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await page.getByRole("button", { name: "Open menu" }).click();
      await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});
