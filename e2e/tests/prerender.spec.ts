import { expect, type Page, test } from "@playwright/test";
import { headingOf } from "./support";

// Prerendered public pages (issue 10, item 1): the hero, headings, USD prices and the links are
// in the HTML before any script runs, and the browser hydrates that HTML without a mismatch.

const TOP_LINKS = [
  { name: "Home", href: "/" },
  { name: "About", href: "/about-us" },
  { name: "Partnerships", href: "/partners" },
  { name: "Contact", href: "/contact-us" },
];

// The bar's dropdowns open in the browser; the footer links their main pages (sitemap.xml
// lists every public page).
const FOOTER_LINKS = [
  { name: "Request an Interpreter", href: "/request-interpreter" },
  { name: "I am an Interpreter", href: "/interpreter-registration" },
];

test.describe("with scripts disabled", { tag: "@desktop" }, () => {
  test.use({ javaScriptEnabled: false });

  test("the landing page shows its hero, USD prices and the site's links", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(headingOf("/"));
    const pricing = page.locator("#pricing");
    await expect(pricing.getByTestId("early-bird-price")).toHaveText("$450");
    await expect(pricing.getByTestId("list-price")).toHaveText("$500");
    await expect(pricing.getByTestId("saving")).toHaveText("$50");
    const header = page.getByRole("banner");
    for (const link of TOP_LINKS) {
      await expect(header.getByRole("link", { name: link.name, exact: true })).toHaveAttribute(
        "href",
        link.href,
      );
    }
    for (const link of FOOTER_LINKS) {
      const footer = page.locator("footer");
      await expect(footer.getByRole("link", { name: link.name, exact: true })).toHaveAttribute(
        "href",
        link.href,
      );
    }
    await expect(page).toHaveTitle(
      "Kairos | Medical Interpreter Training and Interpreting Services",
    );
  });

  test("each course and company page has its heading and title", async ({ page }) => {
    for (const path of ["/medical-training", "/about-us", "/courses", "/partners", "/jobs"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(headingOf(path));
    }
    await page.goto("/medical-training");
    await expect(page.getByTestId("early-bird-price")).toHaveText("$450");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /40-hour/);
  });

  test("form pages start in the browser: no server-rendered content", async ({ page }) => {
    await page.goto("/register");
    await expect(page.locator("#root")).toBeEmpty();
  });
});

/** Every console error and uncaught error of the page (React reports a hydration mismatch so). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/** Waits until React has hydrated: the server's HTML answers clicks (the mobile menu, the bar). */
async function expectHydrated(page: Page) {
  await page.waitForLoadState("networkidle");
  await expect(page.locator("#root")).not.toBeEmpty();
}

// The first render must match the HTML with and without reduced motion (the carousel's state).
for (const reducedMotion of ["reduce", "no-preference"] as const) {
  test.describe(`hydration (reduced motion: ${reducedMotion})`, { tag: "@desktop" }, () => {
    test.use({ reducedMotion });
    for (const path of ["/", "/medical-training"]) {
      test(`${path} hydrates without errors`, async ({ page }) => {
        const errors = collectErrors(page);
        await page.goto(path);
        await expectHydrated(page);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(headingOf(path));
        // Interactive after hydration: the residence button opens its dialog.
        await page.getByRole("button", { name: "Change country of residence" }).click();
        await expect(page.getByRole("dialog", { name: "Where do you live?" })).toBeVisible();
        expect(errors).toEqual([]);
      });

      test(`${path} switches to EGP after hydration for a visitor living in Egypt`, async ({
        page,
      }) => {
        await page.addInitScript(() =>
          window.localStorage.setItem(
            "userResidence",
            JSON.stringify({ country: "Egypt", city: "Cairo", timestamp: "2026-01-05T10:00:00Z" }),
          ),
        );
        const errors = collectErrors(page);
        const html = await (await page.request.get(path)).text();
        expect(html).toContain(">$450<");
        await page.goto(path);
        await expectHydrated(page);
        await expect(page.getByTestId("early-bird-price")).toHaveText("LE 8,500");
        expect(errors).toEqual([]);
      });
    }
  });
}
