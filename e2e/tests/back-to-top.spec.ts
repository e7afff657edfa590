import { expect, test } from "@playwright/test";
import { scrollY } from "./support";

// The back-to-top button (LAND-36): hidden up to 300 px of scroll, shown above, scrolls to the top.

test("'Back to top' appears above 300 px and scrolls back to the top", async ({ page }) => {
  await page.goto("/");
  const button = page.getByRole("button", { name: "Back to top" });
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(button).toBeHidden();

  await page.evaluate(() => window.scrollTo(0, 299));
  await expect.poll(() => scrollY(page)).toBe(299);
  await expect(button).toBeHidden();

  await page.evaluate(() => window.scrollTo(0, 301));
  await expect.poll(() => scrollY(page)).toBe(301);
  await expect(button).toBeVisible();

  await page.evaluate(() => window.scrollTo(0, 600));
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => scrollY(page)).toBe(0);
  await expect(button).toBeHidden();
});
