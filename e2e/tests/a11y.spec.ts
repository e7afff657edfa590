import { expect } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { test } from "./fixtures";
import { createStaff, openConsoleAs } from "./staff";
import { holdRequests } from "./support";

// Automated accessibility checks (axe-core, WCAG 2.x A and AA rules).

const PAGES = [
  { path: "/", heading: "40-Hour Online Medical Interpreter Training" },
  { path: "/contact-us", heading: "Contact Us" },
  { path: "/no-such-page", heading: "Page Not Found" },
  { path: "/unauthorized", heading: "Access Denied" },
];

// The public pages no other spec scans (the others are scanned where their content is tested).
const MORE_PUBLIC_PATHS = ["/60-hour-medical-training", "/customized-training"];

// The staff pages are scanned by their own specs (applications, inboxes, slots, booked slots,
// Settings, the dashboard in auth.spec.ts); Users here, and the folded sidebar on a phone.
const STAFF_PATHS = { desktop: ["/admin/users"], mobile: ["/admin/dashboard", "/admin/users"] };

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

test.describe("accessibility of the remaining public pages", { tag: "@desktop" }, () => {
  for (const path of MORE_PUBLIC_PATHS) {
    test(`${path} has no axe violations`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});

test.describe("accessibility of the staff pages", () => {
  test("the staff pages no other spec scans have no axe violations", async ({
    page,
    request,
  }, testInfo) => {
    const paths = testInfo.project.name === "mobile" ? STAFF_PATHS.mobile : STAFF_PATHS.desktop;
    const admin = await createStaff(request, { role: "admin" });
    await openConsoleAs(page, admin);
    for (const path of paths) {
      await test.step(path, async () => {
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        // Each page's lists have loaded (nothing is busy) before the scan.
        await expect(page.locator("[aria-busy='true']")).toHaveCount(0);
        await page.waitForLoadState("networkidle");
        await expectNoAxeViolations(page);
      });
    }
  });
});

test("a list still loading shows a named spinner that axe accepts", { tag: "@desktop" }, async ({
  page,
  request,
}) => {
  const admin = await createStaff(request, { role: "admin" });
  await openConsoleAs(page, admin);
  // The list's answer is held until the scan is done: the spinner is what the page shows.
  const release = await holdRequests(page, /\/trpc\/[^?]*users\.list/);
  await page.goto("/admin/users");
  await expect(page.getByRole("status", { name: "Loading users" })).toBeVisible();
  await expectNoAxeViolations(page, { include: "main", loading: true });
  release();
  await expect(page.getByRole("status", { name: "Loading users" })).toHaveCount(0);
  await expect(page.getByRole("table")).toBeVisible();
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
