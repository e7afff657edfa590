import { expect } from "@playwright/test";
import { test } from "./fixtures";
import { saveRound3 } from "./rounds";
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
    await saveRound3(request, { startDate: "2026-05-02", endDate: "2026-06-27" });
    const html = await (await request.get("/")).text();
    expect(html).toContain("May 2nd to June 27th, 2026");
    expect(html).not.toContain("February 7th to March 31st, 2026");

    const errors = collectErrors(page);
    for (const path of ["/", "/medical-training"]) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      await expect(page.getByText("May 2nd to June 27th, 2026").first()).toBeVisible();
    }
    await page.getByRole("button", { name: "Change country of residence" }).click();
    await expect(page.getByRole("dialog", { name: "Where do you live?" })).toBeVisible();
    expect(errors).toEqual([]);
  });
});
