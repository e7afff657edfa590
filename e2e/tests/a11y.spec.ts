import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";

// Automated accessibility checks (axe-core, WCAG 2.x A and AA rules).

type AxeResults = Awaited<ReturnType<AxeBuilder["analyze"]>>;

function describeViolations(violations: AxeResults["violations"]): string {
  return violations
    .map((v) => {
      const nodes = v.nodes
        .map((n) => `    - ${n.target.join(" ")}: ${n.failureSummary?.replace(/\n/g, " ")}`)
        .join("\n");
      return `[${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n${nodes}`;
    })
    .join("\n");
}

/** Lets CSS transitions (the menu's slide-in, fades) finish so that axe sees the final colours. */
async function waitForAnimations(page: Page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== "running"),
  );
}

async function expectNoViolations(page: Page) {
  await waitForAnimations(page);
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map((violation) => violation.id),
    `axe violations:\n${describeViolations(results.violations)}`,
  ).toEqual([]);
}

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
      await expectNoViolations(page);
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
      await expectNoViolations(page);
    });
  }
});
