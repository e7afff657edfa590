import { expect } from "@playwright/test";
import { test } from "./fixtures";
import { consoleDate, dayFromToday, saveRound3 } from "./rounds";
import { createStaff, openConsoleAs } from "./staff";

// A round that has started but is still open in Settings is flagged to staff on the dashboard
// and in Settings: the site shows it as in progress and takes no applications for it (GAP-26).
// This spec starts the announced round, which every page shows: it runs in the "site-wide"
// project (playwright.config).

test.describe("a started round still open", { tag: "@desktop" }, () => {
  test.afterEach(async ({ request }) => {
    await saveRound3(request);
  });

  test("the dashboard warns and leads to Settings, which warns too", async ({ page, request }) => {
    const started = dayFromToday(-3);
    await saveRound3(request, { startDate: started, endDate: dayFromToday(49) });
    const admin = await createStaff(request, { role: "admin" });
    await openConsoleAs(page, admin);
    const warning = page.getByText(
      `Round 3 is open, but it started on ${consoleDate(started)}: the site shows it as in progress and takes no applications for it.`,
      { exact: false },
    );
    await expect(warning).toBeVisible();
    await page.getByRole("link", { name: "Settings", exact: true }).last().click();
    await expect(page).toHaveURL((url) => url.pathname === "/admin/settings");
    await expect(page.getByText(/or change its dates or close it below\./)).toBeVisible();
  });
});
