import { expect } from "@playwright/test";
import { applicationDraft, openDraft } from "./applicants";
import { test } from "./fixtures";
import { dayFromToday, dayLabel, saveRound3 } from "./rounds";
import { adminToken, signInAsNewAdmin } from "./staff";

// The refund policy and round 3's early-bird deadline (GAP-25, decision 0030), set in Settings
// and shown before payment: the landing page's banner and pricing card and step 5 say until
// when the early-bird price holds, then switch to the regular price once the deadline has
// passed, in the prerendered page too. Both change what every page shows: the "site-wide"
// project runs this spec after the others (playwright.config); it checks both widths itself.

const POLICY = "Full refund until the first class, half until the third, none after it.";
const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 375, height: 740 },
];

test.describe("early-bird deadline and refund policy", () => {
  let before: unknown;
  test.beforeEach(async ({ request }) => {
    const res = await request.get("/api/settings", {
      headers: { Authorization: `Bearer ${await adminToken(request)}` },
    });
    before = ((await res.json()) as { data: { settings: unknown } }).data.settings;
  });
  test.afterEach(async ({ request }) => {
    const res = await request.put("/api/settings", {
      headers: { Authorization: `Bearer ${await adminToken(request)}` },
      data: before,
    });
    expect(res.status()).toBe(200);
    await saveRound3(request);
  });

  test("staff set them in Settings; the landing page and step 5 show them, and switch when the deadline passes", async ({
    page,
    request,
  }) => {
    test.slow();
    await signInAsNewAdmin(page, request, { at: "/admin/settings" });
    const payment = page.getByRole("region", { name: "Payment instructions" });
    await payment.getByLabel("Refund policy").fill(POLICY);
    await payment.getByRole("button", { name: "Save payment instructions" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "Payment instructions saved" }),
    ).toBeVisible();

    const tomorrow = dayFromToday(1);
    await page
      .getByRole("table", { name: "Rounds" })
      .getByRole("button", { name: "Edit Round 3" })
      .click();
    const dialog = page.getByRole("dialog", { name: "Edit Round 3" });
    await dialog.getByLabel("Last early-bird day").fill(tomorrow);
    await dialog.getByLabel("Regular price (EGP)").fill("9000");
    await dialog.getByRole("button", { name: "Save round" }).click();
    await expect(dialog).toHaveCount(0);

    const until = `Early-bird price until ${dayLabel(tomorrow)}`;
    for (const size of WIDTHS) {
      await page.setViewportSize(size);
      await page.goto("/");
      await expect(page.getByText(`${until}. See pricing.`)).toBeVisible();
      await expect(page.getByTestId("early-bird-label")).toHaveText(until);
      await expect(page.getByTestId("early-bird-price")).toHaveText("$450");

      // Step 5, for an applicant living in Egypt: the deadline and the refund policy.
      await openDraft(page, applicationDraft(5));
      await expect(page.getByTestId("price-full-payment")).toHaveText("LE 8,500");
      await expect(page.getByTestId("early-bird-deadline")).toContainText(`${until} (Egypt time)`);
      await expect(
        page.getByRole("region", { name: "Refund policy" }).getByTestId("refund-policy"),
      ).toHaveText(POLICY);
    }

    // The deadline passes: paying in full costs the regular price (pounds: the round's own,
    // dollars: the list price), in the prerendered HTML as well.
    await saveRound3(request, { earlyBirdEndsOn: dayFromToday(-1), regularPriceEgp: 9000 });
    const html = await (await request.get("/")).text();
    expect(html).toContain("See pricing and payment plans.");
    expect(html).not.toContain("Early-bird price until");
    for (const size of WIDTHS) {
      await page.setViewportSize(size);
      await page.goto("/");
      await expect(page.getByText("See pricing and payment plans.")).toBeVisible();
      await expect(page.getByTestId("full-price")).toHaveText("$500");
      await expect(page.getByTestId("early-bird-price")).toHaveCount(0);
      // The course page: the regular price alone, no struck-out list price or saving.
      await page.goto("/medical-training");
      await expect(page.getByTestId("early-bird-price")).toHaveText("$500");
      await expect(page.getByTestId("list-price")).toHaveCount(0);

      await openDraft(page, applicationDraft(5));
      await expect(page.getByTestId("price-full-payment")).toHaveText("LE 9,000");
      await expect(page.getByTestId("early-bird-deadline")).toHaveCount(0);
      await expect(page.getByTestId("refund-policy")).toHaveText(POLICY);
    }
  });
});
