import { expect, type Page } from "@playwright/test";
import { test } from "./fixtures";
import { cohortDate, dayFromToday, saveRound3, seededRound3 } from "./rounds";
import { createStaff, openConsoleAs } from "./staff";

// A round's application deadline (Settings) and its class times as the form shows them. This
// spec closes the announced round, which every page shows: it runs in the "site-wide" project,
// after the other specs (playwright.config).

const courseStep = async (page: Page) => {
  await page.goto("/register");
  await expect(page.getByRole("radiogroup", { name: "Training Course" })).toBeVisible();
};

/** "March 13" from "2027-03-13". */
const monthDay = (day: string) => cohortDate(day).replace(/(st|nd|rd|th), \d{4}$/, "");

/**
 * Round dates ahead of today around the next change to US daylight-saving time (the second
 * Sunday of March), as the spec's round-3 spanned March 8th, 2026: the Saturday before the
 * change and the one after it.
 */
function aroundDaylightSaving() {
  const today = dayFromToday(0);
  for (let year = Number(today.slice(0, 4)); ; year++) {
    const first = new Date(Date.UTC(year, 2, 1)).getUTCDay();
    const sunday = new Date(Date.UTC(year, 2, 1 + ((7 - first) % 7) + 7));
    const shift = (days: number) =>
      new Date(sunday.getTime() + days * 86_400_000).toISOString().slice(0, 10);
    if (shift(-36) > today) {
      return { startDate: shift(-36), endDate: shift(16), before: shift(-1), after: shift(6) };
    }
  }
}

test.describe("application deadline", { tag: "@desktop" }, () => {
  test.afterEach(async ({ request }) => {
    await saveRound3(request);
  });

  test("a deadline in the past closes round 3, and /register with it", async ({
    page,
    request,
  }) => {
    const seeded = await seededRound3(request);
    const admin = await createStaff(request, { role: "admin" });
    await openConsoleAs(page, admin, "/admin/settings");
    const rounds = page.getByRole("table", { name: "Rounds" });
    await rounds.getByRole("button", { name: "Edit Round 3" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Round 3" });
    const afterEnd = new Date(Date.parse(`${seeded.endDate}T12:00:00Z`) + 86_400_000)
      .toISOString()
      .slice(0, 10);
    await dialog.getByLabel("Application deadline").fill(afterEnd);
    await dialog.getByRole("button", { name: "Save round" }).click();
    await expect(
      dialog.getByText("Application deadline cannot be after the end date"),
    ).toBeVisible();
    const yesterday = dayFromToday(-1);
    await dialog.getByLabel("Application deadline").fill(yesterday);
    await dialog.getByRole("button", { name: "Save round" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(rounds.getByRole("row", { name: /Round 3/ })).toContainText(
      `Applications closed after ${cohortDate(yesterday)}`,
    );

    // The only round ahead takes no applications: /register says that they open soon (GAP-27).
    await page.goto("/register");
    await expect(page.getByRole("heading", { name: "Applications open soon" })).toBeVisible();
    await expect(page.getByRole("radio", { name: "Round 3 (Next Cohort)" })).toHaveCount(0);
  });

  test.describe("in Cairo", () => {
    test.use({ timezoneId: "Africa/Cairo", locale: "en-US" });

    test("the class times are New York time with the visitor's own beside them", async ({
      page,
      request,
    }) => {
      // A round across the change to daylight-saving time, as the spec's (INC-15).
      const { startDate, endDate, before, after } = aroundDaylightSaving();
      await saveRound3(request, { startDate, endDate });
      await courseStep(page);
      const details = page.getByRole("region", { name: "Course details" });
      await expect(details).toContainText(
        `Saturdays 4:00-6:30 PM ET (your time: 11:00 PM–1:30 AM until ${monthDay(before)}; 10:00 PM–12:30 AM from ${monthDay(after)})`,
      );
      await expect(details).not.toContainText("EST");
    });
  });
});
