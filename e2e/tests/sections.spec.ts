import { expect, type Page } from "@playwright/test";
import { test } from "./fixtures";
import { expectSectionInView, type SectionId } from "./support";

// Trainer / Stories in the bar and the footer's section links (NAV-11, NAV-12, NAV-27, NAV-28).

const BAR_SECTIONS: { label: string; id: SectionId }[] = [
  { label: "Trainer", id: "trainer" },
  { label: "Stories", id: "testimonials" },
];

const FOOTER_SECTIONS: { label: string; id: SectionId; href: string }[] = [
  { label: "Our Trainer", id: "trainer", href: "/#trainer" },
  { label: "Success Stories", id: "testimonials", href: "/#testimonials" },
  { label: "FAQ", id: "faq", href: "/#faq" },
];

const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" });

async function openMobileMenu(page: Page) {
  await page.getByRole("button", { name: "Open menu" }).click();
  const menu = page.getByRole("dialog", { name: "Menu" });
  await expect(menu).toBeVisible();
  return menu;
}

test.describe("bar section links", { tag: "@desktop" }, () => {
  for (const { label, id } of BAR_SECTIONS) {
    test(`'${label}' from /contact-us goes home and scrolls to #${id}`, async ({ page }) => {
      await page.goto("/contact-us");
      await mainNav(page).getByRole("link", { name: label, exact: true }).click();
      await expectSectionInView(page, id);
    });

    test(`'${label}' on / scrolls to #${id}`, async ({ page }) => {
      await page.goto("/");
      await expect(page.locator(`#${id}`)).not.toBeInViewport();
      await mainNav(page).getByRole("link", { name: label, exact: true }).click();
      await expectSectionInView(page, id);
    });
  }
});

test.describe("mobile menu section links", { tag: "@mobile" }, () => {
  for (const { label, id } of BAR_SECTIONS) {
    test(`'${label}' from /contact-us goes home and scrolls to #${id}`, async ({ page }) => {
      await page.goto("/contact-us");
      const menu = await openMobileMenu(page);
      await menu.getByRole("link", { name: label, exact: true }).click();
      await expect(menu).toBeHidden();
      await expectSectionInView(page, id);
    });

    test(`'${label}' on / scrolls to #${id}`, async ({ page }) => {
      await page.goto("/");
      await expect(page.locator(`#${id}`)).not.toBeInViewport();
      const menu = await openMobileMenu(page);
      await menu.getByRole("link", { name: label, exact: true }).click();
      await expect(menu).toBeHidden();
      await expectSectionInView(page, id);
    });
  }
});

test.describe("footer section links", { tag: "@desktop" }, () => {
  for (const { label, id, href } of FOOTER_SECTIONS) {
    test(`'${label}' (${href}) from /contact-us lands on / with #${id} in view`, async ({
      page,
    }) => {
      await page.goto("/contact-us");
      const link = page.locator("footer").getByRole("link", { name: label, exact: true });
      await expect(link).toHaveAttribute("href", href);
      await link.click();
      await expectSectionInView(page, id);
    });
  }
});
