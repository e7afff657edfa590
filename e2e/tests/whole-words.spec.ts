import { expect, type Page } from "@playwright/test";
import { applicationDraft, applyOnFreeSlot, registerInterpreter } from "./applicants";
import { test } from "./fixtures";
import { createStaff, openConsoleAs } from "./staff";

// No label cut short: a badge or a button shows its whole text ("PEN…" or "… (PD" were seen).

/** The badge and button labels on the page whose text overflows their box. */
const cutLabels = (page: Page) =>
  page
    .locator(".mantine-Badge-label, .mantine-Button-label")
    .evaluateAll((labels) =>
      labels
        .filter((label) => label.scrollWidth > label.clientWidth + 1)
        .map((label) => label.textContent ?? ""),
    );

test.describe("public pages at both widths", () => {
  for (const path of ["/", "/courses", "/about-us", "/partners"]) {
    test(`${path} cuts no badge or button short`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(await cutLabels(page)).toEqual([]);
    });
  }
});

/** How far the page is wider than the window (a phone then scrolls sideways). */
const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

// Each step of the application on a phone: nothing wider than the window, no label cut (the
// payment step's link buttons once widened the page by 86 px).
test("the application's steps fit a phone's width", { tag: "@mobile" }, async ({ page }) => {
  // A US applicant (the payment step's international link) whose answers reach step 6.
  const draft = applicationDraft(6, {
    countryCode: "US",
    phoneNumber: "+12125550199",
    selectedCountry: "United States",
    selectedCity: "Boston",
    paymentPlan: "two-payments",
  });
  await page.addInitScript((value) => {
    window.localStorage.setItem("kairosApplicationDraft", value);
  }, draft);
  for (const step of [1, 2, 3, 4, 5, 6]) {
    await page.goto(`/register?step=${step}`);
    await expect(page.getByTestId("step-indicator")).toHaveText(`Step ${step} of 7`);
    await page.waitForLoadState("networkidle");
    expect(await sideways(page), `step ${step}`).toBeLessThanOrEqual(0);
    expect(await cutLabels(page), `step ${step}`).toEqual([]);
  }
});

test.describe("staff tables", { tag: "@desktop" }, () => {
  test("status and state badges are whole in the staff tables", async ({ page, request }) => {
    const tag = `zw${Date.now()}`;
    await applyOnFreeSlot(request, { fullName: `Whole ${tag}`, email: `${tag}@example.com` });
    const registered = await registerInterpreter(request, {
      fullName: `Whole ${tag}`,
      email: `${tag}@example.com`,
    });
    expect(registered.status()).toBe(201);
    const requested = await request.post("/api/interpreters/request", {
      data: {
        fullName: `Whole ${tag}`,
        email: `${tag}@example.com`,
        countryCode: "US",
        phoneNumber: "+12125550199",
        sourceLanguage: "English",
        targetLanguage: "Arabic",
        serviceType: "video",
      },
    });
    expect(requested.status()).toBe(201);
    const staff = await createStaff(request, { role: "moderator" });
    await openConsoleAs(page, staff);

    for (const [path, table] of [
      ["/admin/applications", "Applications"],
      ["/admin/interpreters", "Interpreter registrations"],
      ["/admin/requests", "Interpreter requests"],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole("table", { name: table })).toBeVisible();
      expect(await cutLabels(page), path).toEqual([]);
      // At 1280 px every column, the row's actions included, is in sight without scrolling
      // (an action cut off by the table's scroll box is not wholly in the viewport).
      await expect(
        page.getByRole("table", { name: table }).getByRole("row").nth(1).getByRole("button").last(),
        path,
      ).toBeInViewport({ ratio: 1 });
    }
  });
});
