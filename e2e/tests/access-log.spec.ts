import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { expect } from "@playwright/test";
import { applyOnFreeSlot } from "./applicants";
import { expectNoAxeViolations } from "./axe";
import { test } from "./fixtures";
import { signInAsNewAdmin } from "./staff";

// The staff access log (decision 0035): an admin who opened an applicant's proof of payment
// finds that access in the console's Access log, filtered to themselves, with a link to the
// application, and exports the log. The table scrolls sideways on a phone as the other staff
// tables do: one width is enough.

test.describe("access log", { tag: "@desktop" }, () => {
  test("an admin sees their own opening of a proof of payment, and exports the log", async ({
    page,
    request,
  }) => {
    // A letter first, as the other lists' tags: a bare hex tag can read as a number in the URL
    // (7544e876 is 7544 × 10^876), which the router's search parsing turns into Infinity.
    const tag = `za${randomUUID().slice(0, 8)}`;
    const fullName = `Proof Owner ${tag}`;
    await applyOnFreeSlot(request, { email: `proof-${tag}@example.com`, fullName });
    const admin = await signInAsNewAdmin(page, request, { firstName: "Auditor" });

    // Open the proof of payment from the applications list.
    await page.goto(`/admin/applications?q=${tag}`);
    await page
      .getByRole("table", { name: "Applications" })
      .getByRole("row")
      .filter({ hasText: fullName })
      .getByRole("button", { name: /^Payment screenshot of/ })
      .click();
    const image = page
      .getByRole("dialog", { name: "Payment screenshot" })
      .getByRole("img", { name: `Payment screenshot of ${fullName}` });
    await expect
      .poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    await page.keyboard.press("Escape");

    await page
      .getByRole("navigation", { name: "Admin" })
      .getByRole("link", { name: "Access log" })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: "Access log" })).toBeVisible();
    await page.getByRole("combobox", { name: "Staff member" }).click();
    await page.getByRole("option", { name: admin.email }).click();
    await expect(page).toHaveURL(/userId=/);

    const table = page.getByRole("table", { name: "Access log" });
    const opened = table.getByRole("row").filter({ hasText: "Proof of payment" });
    await expect(opened.first()).toContainText(admin.email);
    await expect(opened.first()).toContainText("Opened a file");
    const link = opened.first().getByRole("link", { name: /^APP-\d{6}$/ });
    await expect(link).toHaveAttribute("href", /\/admin\/applications\/\d+$/);
    await expectNoAxeViolations(page);

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Export CSV" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^access-log-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync(await download.path(), "utf8");
    expect(csv).toContain("Proof of payment");
    expect(csv).toContain(admin.email);
  });
});
