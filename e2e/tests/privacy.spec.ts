import { expect, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { test } from "./fixtures";

// The privacy notice (decision 0032) on the suite's server, which has no GA_MEASUREMENT_ID: the
// notice is prerendered at /privacy, linked from the footer and under the submit button of every
// public form, and no analytics banner or Google request appears. The consent banner with an id
// configured: analytics-consent.spec.ts.

const FORM_PAGES = [
  "/register",
  "/request-interpreter",
  "/interpreter-registration",
  "/contact-us",
  "/application",
];

const isGoogle = (url: string) => /google(tagmanager|-analytics)\.com/.test(new URL(url).hostname);

/** The form's own submit button, and the notice's link under it. */
async function expectNoticeUnderSubmit(page: Page) {
  const form = page
    .locator("form")
    .filter({ has: page.locator('button[type="submit"]') })
    .first();
  const submit = form.locator('button[type="submit"]');
  const link = form.getByRole("link", { name: "privacy notice" });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute("href", "/privacy");
  const [button, note] = await Promise.all([submit.boundingBox(), link.boundingBox()]);
  expect(note?.y, "the link is under the submit button").toBeGreaterThan(
    (button?.y ?? 0) + (button?.height ?? 0) - 1,
  );
}

test("every public form links to the privacy notice under its submit button", async ({ page }) => {
  const google: string[] = [];
  page.on("request", (r) => {
    if (isGoogle(r.url())) google.push(r.url());
  });
  for (const path of FORM_PAGES) {
    await page.goto(path);
    await expectNoticeUnderSubmit(page);
  }
  await page.getByRole("form").getByRole("link", { name: "privacy notice" }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole("heading", { level: 1, name: "Privacy Notice" })).toBeVisible();
  // Without a measurement id: no banner, no footer choice, nothing sent to Google.
  await expect(page.getByRole("region", { name: "Analytics cookies" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Analytics cookies" })).toHaveCount(0);
  expect(google).toEqual([]);
});

// Desktop only: nothing it checks depends on the window's width.
test("the footer links to the notice, which names the business, each form and each recipient", {
  tag: "@desktop",
}, async ({ page }) => {
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Privacy notice" }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  const main = page.getByRole("main");
  for (const heading of [
    "Who we are",
    "What each form collects and why",
    "Visits and cookies",
    "Who receives your data",
    "How long we keep it",
    "Your rights",
  ]) {
    await expect(main.getByRole("heading", { level: 2, name: heading })).toBeVisible();
  }
  // The business and its contacts come from Settings (the suite's are the documented defaults).
  await expect(main.getByRole("link", { name: "support@kairos.example" }).first()).toHaveAttribute(
    "href",
    "mailto:support@kairos.example",
  );
  await expect(main).toContainText("Kairos runs this website");
  await expect(main).toContainText("Our e-mail provider");
  await expect(main).toContainText("storage providers");
  await expect(main).toContainText("(webhooks)");
  await expect(main).toContainText("24 months after the end of the round");
  await expect(main).toContainText("36 months after the registration was last updated");
  await expect(main).toContainText("12 months after we receive them");
  // No Google Analytics configured: the notice does not mention it.
  await expect(main).not.toContainText("Google Analytics");
  await expectNoAxeViolations(page);
});

test("the notice is in the page before any script runs", { tag: "@desktop" }, async ({
  request,
}) => {
  const res = await request.get("/privacy");
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(html).toContain("<title>Privacy Notice | Kairos</title>");
  expect(html).toContain("What each form collects and why");
  expect(html).toContain('href="mailto:support@kairos.example"');
});
