import { expect, type Page } from "@playwright/test";
import { test } from "./fixtures";
import { saveRound3 } from "./rounds";
import { createStaff, signIn } from "./staff";

// A round's application deadline (Settings) and its class times as the form shows them. This
// spec closes the announced round, which every page shows: it runs in the "site-wide" project,
// after the other specs (playwright.config).

const courseStep = async (page: Page) => {
  await page.goto("/register");
  await expect(page.getByRole("radiogroup", { name: "Training Course" })).toBeVisible();
};

test.describe("application deadline", { tag: "@desktop" }, () => {
  test.afterEach(async ({ request }) => {
    await saveRound3(request);
  });

  test("a deadline in the past closes round 3 on /register", async ({ page, request }) => {
    const admin = await createStaff(request, { role: "admin" });
    await page.goto("/admin/login");
    await signIn(page, admin);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await page.goto("/admin/settings");
    const rounds = page.getByRole("table", { name: "Rounds" });
    await rounds.getByRole("button", { name: "Edit Round 3" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Round 3" });
    await dialog.getByLabel("Application deadline").fill("2026-04-01");
    await dialog.getByRole("button", { name: "Save round" }).click();
    await expect(
      dialog.getByText("Application deadline cannot be after the end date"),
    ).toBeVisible();
    await dialog.getByLabel("Application deadline").fill("2026-03-01");
    await dialog.getByRole("button", { name: "Save round" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(rounds.getByRole("row", { name: /Round 3/ })).toContainText(
      "Applications closed after March 1st, 2026",
    );

    await courseStep(page);
    await expect(page.getByRole("radio", { name: "Round 3 - Registration Closed" })).toBeDisabled();
    await expect(page.getByRole("radio", { name: "Round 3 (Next Cohort)" })).toHaveCount(0);
  });

  test.describe("in Cairo", () => {
    test.use({ timezoneId: "Africa/Cairo", locale: "en-US" });

    test("the class times are New York time with the visitor's own beside them", async ({
      page,
    }) => {
      await courseStep(page);
      const details = page.getByRole("region", { name: "Course details" });
      await expect(details).toContainText(
        "Saturdays 4:00-6:30 PM ET (your time: 11:00 PM–1:30 AM until March 7; 10:00 PM–12:30 AM from March 14)",
      );
      await expect(details).not.toContainText("EST");
    });
  });
});
