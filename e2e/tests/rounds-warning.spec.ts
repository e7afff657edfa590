import { expect } from "@playwright/test";
import { test } from "./fixtures";
import { createStaff, signIn } from "./staff";

// A round that has started but is still open (the seeded Round 3 began on 7 February 2026) is
// flagged to staff on the dashboard and in Settings, until they change its dates or close it.

test.describe("a started round still open", { tag: "@desktop" }, () => {
  test("the dashboard warns and leads to Settings, which warns too", async ({ page, request }) => {
    const admin = await createStaff(request, { role: "admin" });
    await page.goto("/admin/login");
    await signIn(page, admin);
    await expect(page).toHaveURL((url) => url.pathname === "/admin/dashboard");
    const warning = page.getByText(
      "Round 3 is open and announced as the next cohort, but it started on February 7, 2026.",
      { exact: false },
    );
    await expect(warning).toBeVisible();
    await page.getByRole("link", { name: "Settings", exact: true }).last().click();
    await expect(page).toHaveURL((url) => url.pathname === "/admin/settings");
    await expect(
      page.getByText(/started on February 7, 2026\. Change its dates or close it below/),
    ).toBeVisible();
  });
});
