import { expect } from "@playwright/test";
import { test } from "./fixtures";
import { cohortRange, dayFromToday, saveRound3, seededRound3 } from "./rounds";
import { collectErrors } from "./support";

// When Settings differ from the build's configuration, the server renders the public pages
// again with the configuration it writes into them, so hydration still matches. This spec
// changes the announced cohort, which every page shows: it runs in the "site-wide" project.

test.describe("prerendered pages after a Settings change", { tag: "@desktop" }, () => {
  test.afterEach(async ({ request }) => {
    await saveRound3(request);
  });

  test("the page's HTML and the hydrated page show the new cohort, without errors", async ({
    page,
    request,
  }) => {
    const seeded = await seededRound3(request);
    const moved = cohortRange(dayFromToday(150), dayFromToday(206));
    await saveRound3(request, { startDate: dayFromToday(150), endDate: dayFromToday(206) });
    const html = await (await request.get("/")).text();
    expect(html).toContain(moved);
    expect(html).not.toContain(cohortRange(seeded.startDate, seeded.endDate));

    const errors = collectErrors(page);
    for (const path of ["/", "/medical-training"]) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      await expect(page.getByText(moved).first()).toBeVisible();
    }
    await page.getByRole("button", { name: "Change country of residence" }).click();
    await expect(page.getByRole("dialog", { name: "Where do you live?" })).toBeVisible();
    expect(errors).toEqual([]);
  });
});
