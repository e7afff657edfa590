import { expect, type Page } from "@playwright/test";
import { test } from "./fixtures";
import { DROPDOWNS, expectScreen, SUPPORT_MAILTO_HREF, SUPPORT_TEL_HREF } from "./support";

// The top navigation (docs/requirements.md, public-site §2; NAV-05..14, NAV-20, NAV-21).

const BAR_LINKS = [
  { label: "Home", href: "/" },
  { label: "About", href: "/about-us" },
  { label: "Partnerships", href: "/partners" },
  { label: "Contact", href: "/contact-us" },
];

const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" });

test.describe("desktop bar", { tag: "@desktop" }, () => {
  test("shows the bar links and no hamburger", async ({ page }) => {
    await page.goto("/");
    const nav = mainNav(page);
    await expect(nav).toBeVisible();
    for (const { label, href } of BAR_LINKS) {
      await expect(nav.getByRole("link", { name: label, exact: true })).toHaveAttribute(
        "href",
        href,
      );
    }
    await expect(page.getByRole("button", { name: "Open menu" })).toBeHidden();
  });

  test("each bar link goes to its page", async ({ page }) => {
    // Start elsewhere so that every link really navigates; then from page to page.
    await page.goto("/jobs");
    for (const { label, href } of BAR_LINKS) {
      await test.step(`'${label}' goes to ${href}`, async () => {
        await mainNav(page).getByRole("link", { name: label, exact: true }).click();
        await expectScreen(page, href);
      });
    }
  });

  test("has no plain 'Courses' link to /courses", async ({ page }) => {
    await page.goto("/");
    const header = page.locator("header");
    await expect(mainNav(page).getByRole("button", { name: "Courses" })).toBeVisible();
    await expect(header.getByRole("link", { name: "Courses", exact: true })).toHaveCount(0);
    await expect(header.locator('a[href="/courses"]')).toHaveCount(0);
  });

  for (const dropdown of DROPDOWNS) {
    test(`the '${dropdown.label}' dropdown lists its ${dropdown.items.length} items`, async ({
      page,
    }) => {
      await page.goto("/");
      const menu = page.getByRole("menu");
      await expect(menu).toBeHidden();
      await mainNav(page).getByRole("button", { name: dropdown.label }).click();
      await expect(menu).toBeVisible();
      const items = menu.getByRole("menuitem");
      await expect(items).toHaveText(dropdown.items.map((item) => item.label));
      for (const [index, item] of dropdown.items.entries()) {
        await expect(items.nth(index)).toHaveAttribute("href", item.href);
      }
    });

    test(`each '${dropdown.label}' item goes to its page`, async ({ page }) => {
      await page.goto("/contact-us");
      for (const item of dropdown.items) {
        await test.step(`'${item.label}' goes to ${item.href}`, async () => {
          await mainNav(page).getByRole("button", { name: dropdown.label }).click();
          await page.getByRole("menu").getByRole("menuitem", { name: item.label }).click();
          await expectScreen(page, item.href);
          await expect(page.getByRole("menu")).toBeHidden();
        });
      }
    });
  }

  test("clicking outside an open dropdown closes it", async ({ page }) => {
    await page.goto("/");
    await mainNav(page).getByRole("button", { name: "Services" }).click();
    const menu = page.getByRole("menu");
    await expect(menu).toBeVisible();
    // The heading's left edge: the open list covers its middle.
    await page.getByRole("heading", { level: 1 }).click({ position: { x: 8, y: 8 } });
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL((url) => url.pathname === "/");
  });

  test("Escape closes an open dropdown", async ({ page }) => {
    await page.goto("/");
    const trigger = mainNav(page).getByRole("button", { name: "Careers" });
    await trigger.focus();
    await page.keyboard.press("Enter");
    const menu = page.getByRole("menu");
    await expect(menu).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL((url) => url.pathname === "/");
  });

  test("a dropdown is used with the keyboard: arrows, Home, End, Escape and Tab", async ({
    page,
  }) => {
    await page.goto("/");
    const trigger = mainNav(page).getByRole("button", { name: "Services" });
    await trigger.focus();
    await page.keyboard.press("Enter");
    const items = page.getByRole("menu", { name: "Services" }).getByRole("menuitem");
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await expect(items.first()).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(items.nth(1)).toBeFocused();
    await page.keyboard.press("End");
    await expect(items.last()).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(items.first()).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await expect(items.last()).toBeFocused();
    await page.keyboard.press("Home");
    await expect(items.first()).toBeFocused();
    // Escape closes the list and gives the focus back to its button.
    await page.keyboard.press("Escape");
    await expect(page.getByRole("menu")).toBeHidden();
    await expect(trigger).toBeFocused();
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    // ArrowDown on the button opens it too; Tab leaves and closes it.
    await page.keyboard.press("ArrowDown");
    await expect(items.first()).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("menu")).toBeHidden();
  });

  test("the dropdown links are in the page's HTML before any script runs", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/");
    for (const dropdown of DROPDOWNS) {
      for (const item of dropdown.items) {
        await expect(
          page.locator(`header nav[aria-label="Main"] a[href="${item.href}"]`).first(),
        ).toHaveAttribute("role", "menuitem");
      }
    }
    await context.close();
  });

  test("has the phone and e-mail links", async ({ page }) => {
    await page.goto("/");
    const header = page.locator("header");
    await expect(header.getByRole("link", { name: /call us/i })).toHaveAttribute(
      "href",
      SUPPORT_TEL_HREF,
    );
    await expect(header.getByRole("link", { name: /e-mail us/i })).toHaveAttribute(
      "href",
      SUPPORT_MAILTO_HREF,
    );
  });

  test("'Apply Now' goes to /register", async ({ page }) => {
    await page.goto("/");
    const applyNow = page.locator("header").getByRole("link", { name: "Apply Now" });
    await expect(applyNow).toHaveAttribute("href", "/register");
    await applyNow.click();
    await expectScreen(page, "/register");
  });
});

test.describe("mobile menu", { tag: "@mobile" }, () => {
  const openMenu = async (page: Page) => {
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeVisible();
    return menu;
  };

  test("the hamburger opens a menu that mirrors the bar", async ({ page }) => {
    await page.goto("/");
    await expect(mainNav(page)).toBeHidden();
    const menu = await openMenu(page);
    const nav = menu.getByRole("navigation", { name: "Mobile" });

    for (const { label, href } of [...BAR_LINKS, { label: "Courses", href: "/courses" }]) {
      await expect(nav.getByRole("link", { name: label, exact: true })).toHaveAttribute(
        "href",
        href,
      );
    }
    for (const dropdown of DROPDOWNS) {
      const group = nav.getByRole("group", { name: dropdown.label });
      await expect(group).toBeVisible();
      const links = group.getByRole("link");
      await expect(links).toHaveText(dropdown.items.map((item) => item.label));
      for (const [index, item] of dropdown.items.entries()) {
        await expect(links.nth(index)).toHaveAttribute("href", item.href);
      }
    }
    await expect(nav.getByRole("link", { name: "Trainer", exact: true })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Stories", exact: true })).toBeVisible();
    await expect(nav.locator(`a[href="${SUPPORT_TEL_HREF}"]`)).toBeVisible();
    await expect(nav.locator(`a[href="${SUPPORT_MAILTO_HREF}"]`)).toBeVisible();
    await expect(nav.getByRole("link", { name: "Apply Now" })).toHaveAttribute("href", "/register");
  });

  const menuLinks: { name: string; href: string; group?: string }[] = [
    ...BAR_LINKS.map(({ label, href }) => ({ name: label, href })),
    { name: "Courses", href: "/courses" },
    ...DROPDOWNS.flatMap((dropdown) =>
      dropdown.items.map((item) => ({ name: item.label, href: item.href, group: dropdown.label })),
    ),
    { name: "Apply Now", href: "/register" },
  ];

  test("each menu link goes to its page and closes the menu", async ({ page }) => {
    await page.goto("/jobs");
    for (const link of menuLinks) {
      const title = link.group ? `${link.group} > ${link.name}` : link.name;
      await test.step(`'${title}' goes to ${link.href}`, async () => {
        const menu = await openMenu(page);
        const scope = link.group ? menu.getByRole("group", { name: link.group }) : menu;
        await scope.getByRole("link", { name: link.name, exact: true }).click();
        await expectScreen(page, link.href);
        await expect(menu).toBeHidden();
        await expect(page.getByRole("button", { name: "Open menu" })).toBeVisible();
      });
    }
  });
});
