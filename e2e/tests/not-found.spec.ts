import { expect } from "@playwright/test";
import { test } from "./fixtures";
import { expectScreen, NOT_FOUND_HEADING, ROUTE_HEADINGS, SUPPORT_MAILTO_HREF } from "./support";

// The route table, the 404 page and the Access Denied page (NAV-01..04).

// The pages' layout is checked at both widths; where their links go, at desktop width only.
test.describe("404 page", () => {
  // Desktop only: nothing it checks depends on the window's width.
  test("an unknown path answers 404 and shows 'Page Not Found' with its links", {
    tag: "@desktop",
  }, async ({ page }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: NOT_FOUND_HEADING })).toBeVisible();

    const main = page.locator("main");
    const links = [
      { name: "Go Home", href: "/" },
      { name: "Home Page", href: "/" },
      { name: "Course Registration", href: "/register" },
      { name: "Admin Login", href: "/admin/login" },
    ];
    for (const { name, href } of links) {
      await expect(main.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    // The 404 page's own support link (the footer, also inside <main>, has another one).
    const support = main.getByText(/Need help\?/).getByRole("link");
    await expect(support).toBeVisible();
    await expect(support).toHaveAttribute("href", SUPPORT_MAILTO_HREF);
    await expect(main.getByRole("button", { name: "Go Back" })).toBeVisible();
  });

  test("each of its links goes to its page", { tag: "@desktop" }, async ({ page }) => {
    for (const { name, href } of [
      { name: "Go Home", href: "/" },
      { name: "Home Page", href: "/" },
      { name: "Course Registration", href: "/register" },
      { name: "Admin Login", href: "/admin/login" },
    ]) {
      await test.step(`'${name}' goes to ${href}`, async () => {
        await page.goto("/no-such-page");
        await page.locator("main").getByRole("link", { name, exact: true }).click();
        await expectScreen(page, href);
      });
    }
  });

  test("'Go Back' returns to the previous page", { tag: "@desktop" }, async ({ page }) => {
    await page.goto("/about-us");
    await expectScreen(page, "/about-us");
    await page.goto("/no-such-page");
    await expect(page.getByRole("heading", { name: NOT_FOUND_HEADING })).toBeVisible();
    await page.getByRole("button", { name: "Go Back" }).click();
    await expectScreen(page, "/about-us");
  });

  test("a client-side navigation to an unknown path shows the 404 page", {
    tag: "@desktop",
  }, async ({ page }) => {
    await page.goto("/");
    // The prerendered page is on screen before the router listens to history (it hydrates in
    // a transition): the navigation is repeated until the running app has taken it.
    await expect(async () => {
      await page.evaluate(() => {
        window.history.pushState({}, "", "/also-not-a-page");
        window.dispatchEvent(new PopStateEvent("popstate"));
      });
      await expect(page.getByRole("heading", { level: 1, name: NOT_FOUND_HEADING })).toBeVisible({
        timeout: 1_000,
      });
    }).toPass();
  });
});

test.describe("Access Denied page", () => {
  // Desktop only: nothing it checks depends on the window's width.
  test("shows 'Access Denied' with Go Back and Home", { tag: "@desktop" }, async ({ page }) => {
    await page.goto("/about-us");
    await page.goto("/unauthorized");
    await expect(page.getByRole("heading", { level: 1, name: "Access Denied" })).toBeVisible();
    const main = page.locator("main");
    await expect(main.getByRole("link", { name: "Home", exact: true })).toHaveAttribute(
      "href",
      "/",
    );
    await main.getByRole("button", { name: "Go Back" }).click();
    await expectScreen(page, "/about-us");
  });

  test("'Home' goes to /", { tag: "@desktop" }, async ({ page }) => {
    await page.goto("/unauthorized");
    await page.locator("main").getByRole("link", { name: "Home", exact: true }).click();
    await expectScreen(page, "/");
  });
});

test.describe("route table", { tag: "@desktop" }, () => {
  test("each route answers 200 and shows its screen", async ({ page }) => {
    for (const path of Object.keys(ROUTE_HEADINGS)) {
      await test.step(path, async () => {
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        await expectScreen(page, path);
      });
    }
  });

  test("an unknown API path answers a 404 JSON envelope", async ({ request }) => {
    const response = await request.get("/api/no-such");
    expect(response.status()).toBe(404);
    expect(response.headers()["content-type"]).toContain("application/json");
    const body = await response.json();
    expect(body).toMatchObject({ success: false, message: expect.any(String) });
  });
});
