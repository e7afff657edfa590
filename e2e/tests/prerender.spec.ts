import { expect, type Page } from "@playwright/test";
import { test } from "./fixtures";
import {
  collectErrors,
  headingOf,
  layoutShifts,
  ROUTE_HEADINGS,
  recordLayoutShifts,
  SUPPORT_EMAIL,
} from "./support";

/** Every public route of the spec, and "Find my application". */
const PUBLIC_PAGES = Object.keys(ROUTE_HEADINGS).filter((path) => !path.startsWith("/admin/"));
const FORM_PAGES = [
  "/register",
  "/contact-us",
  "/request-interpreter",
  "/interpreter-registration",
  "/application",
];

// Prerendered public pages (decision 0004): the hero, headings, USD prices and the links are
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

  // A slow device draws a page before it has all of it: the part under the heading is not
  // there yet. What is drawn must already have the page's width, or the page shifts sideways
  // once the rest arrives (the CLS test below met it only on a busy machine).
  test("a form page drawn only to its heading is already as wide as the whole page", async ({
    page,
    request,
  }) => {
    const section = page
      .getByRole("heading", { level: 1 })
      .locator("xpath=ancestor::*[parent::main]");
    const across = async () => {
      const box = await section.boundingBox();
      return { x: box?.x, width: box?.width };
    };
    for (const path of FORM_PAGES) {
      await page.goto(path);
      const whole = await across();
      const html = await (await request.get(path)).text();
      const drawnPart = html.slice(0, html.indexOf("</h1>") + "</h1>".length);
      await page.route(path, (route) =>
        route.fulfill({ contentType: "text/html", body: drawnPart }),
      );
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(headingOf(path));
      expect(await across(), path).toEqual(whole);
      await page.unroute(path);
    }
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

  // Decision 0004: what a search engine or a slow phone sees before any script runs.
  test("every public page has its heading, its own title, description and address", async ({
    page,
    baseURL,
  }) => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const path of PUBLIC_PAGES) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 }), path).toHaveText(headingOf(path));
      const title = await page.title();
      const description = await page.locator('meta[name="description"]').getAttribute("content");
      expect(description?.length, path).toBeGreaterThan(20);
      titles.add(title);
      descriptions.add(description ?? "");
      const url = `${baseURL}${path}`;
      await expect(page.locator('link[rel="canonical"]'), path).toHaveAttribute("href", url);
      await expect(page.locator('meta[property="og:url"]'), path).toHaveAttribute("content", url);
      await expect(page.locator('meta[property="og:title"]'), path).toHaveAttribute(
        "content",
        title,
      );
      await expect(page.locator('meta[property="og:description"]'), path).toHaveAttribute(
        "content",
        description ?? "",
      );
    }
    expect(titles.size).toBe(PUBLIC_PAGES.length);
    expect(descriptions.size).toBe(PUBLIC_PAGES.length);
  });

  test("the form pages show their introduction, contact details and first step", async ({
    page,
  }) => {
    await page.goto("/register");
    await expect(page.getByText("Step 1 of 7")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Choose your course" })).toBeVisible();
    await expect(page.getByRole("combobox", { name: "Second Language" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Next" })).toBeVisible();

    await page.goto("/contact-us");
    await expect(page.getByText("We reply to every message within 24 hours.")).toBeVisible();
    const details = page.getByRole("region", { name: "Contact Details" });
    await expect(details.getByRole("link", { name: SUPPORT_EMAIL })).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Full Name" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Send Message" })).toBeVisible();

    await page.goto("/request-interpreter");
    await expect(page.getByRole("heading", { name: "How It Works" })).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Full Name" })).toBeVisible();

    await page.goto("/interpreter-registration");
    await expect(page.getByRole("heading", { name: "Basic Information" })).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Full Name" })).toBeVisible();

    await page.goto("/application");
    await expect(page.getByRole("textbox", { name: "E-mail address" })).toBeVisible();
  });
});

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

// The form pages (decision 0004): the server's first step is hydrated; a stored draft, the
// residence and the URL's step apply after that, without a mismatch.
test.describe("the form pages hydrate", () => {
  test("each form page hydrates without errors and takes answers", async ({ page }) => {
    const errors = collectErrors(page);
    for (const path of FORM_PAGES.filter(
      (path) => path !== "/register" && path !== "/application",
    )) {
      await page.goto(path);
      await expectHydrated(page);
      const name = page.getByRole("textbox", { name: "Full Name" });
      await name.fill("Ann Lee");
      await expect(name, path).toHaveValue("Ann Lee");
    }
    await page.goto("/application");
    await expectHydrated(page);
    await page.getByRole("textbox", { name: "E-mail address" }).fill("ann@example.org");
    await expect(page.getByRole("textbox", { name: "E-mail address" })).toHaveValue(
      "ann@example.org",
    );
    expect(errors).toEqual([]);
  });

  // The width decides the layout (the step titles show from a breakpoint on): both projects.
  test("the form pages keep their layout while their code arrives (CLS within 0.05)", async ({
    page,
  }) => {
    await recordLayoutShifts(page);
    for (const path of FORM_PAGES) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      const total = (await layoutShifts(page)).reduce((a, b) => a + b, 0);
      expect(total, path).toBeLessThan(0.05);
    }
  });

  // What the page loads before the person does anything (decision 0004): the first step only. The
  // later steps, the dialogs, the pickers and the checks come once the person starts.
  test("a form's later parts load when the person starts on it, not before", {
    tag: "@desktop",
  }, async ({ page }) => {
    const later = /\/static\/(step-contact|calls|dialogs|select-field|checks)-[^/]+\.js$/;
    const loaded: string[] = [];
    page.on("request", (request) => {
      const name = later.exec(request.url())?.[1];
      if (name) loaded.push(name);
    });
    await page.goto("/register");
    await page.waitForLoadState("networkidle");
    // Idle periods pass (the queue waits up to 2 s for each) without any of them.
    await page.waitForTimeout(2500);
    expect(loaded).toEqual([]);
    await page.getByRole("heading", { level: 1 }).click();
    await expect
      .poll(() => [...new Set(loaded)].sort())
      .toEqual(["calls", "checks", "dialogs", "select-field", "step-contact"]);
  });

  // Mantine's ids are React's (patches/@mantine+hooks+9.7.3.patch): the labels of the server's
  // HTML keep naming their fields after hydration, with no re-render to rewrite them.
  test("each field keeps the id the server gave it", { tag: "@desktop" }, async ({
    page,
    request,
  }) => {
    const html = await (await request.get("/request-interpreter")).text();
    const serverId = /<label[^>]*for="([^"]+)"[^>]*>Full Name/.exec(html)?.[1];
    expect(serverId).toBeTruthy();
    await page.goto("/request-interpreter");
    await page.getByRole("heading", { level: 1 }).click();
    await page.waitForLoadState("networkidle");
    await expect(page.getByRole("textbox", { name: "Full Name" })).toHaveAttribute(
      "id",
      serverId as string,
    );
  });

  test("a stored draft and the URL's step come back after hydration", async ({ page }) => {
    await page.addInitScript(() => {
      window.localStorage.setItem(
        "kairosApplicationDraft",
        JSON.stringify({
          step: 1,
          values: { trainingCourse: "round-3", secondLanguage: "Arabic", fullName: "Mona Draft" },
        }),
      );
      window.localStorage.setItem(
        "kairosInterpreterRegistrationDraft",
        JSON.stringify({ step: 0, values: { fullName: "Reg Draft" } }),
      );
    });
    const errors = collectErrors(page);
    await page.goto("/register?step=2");
    await expect(page.getByTestId("step-indicator")).toHaveText("Step 2 of 7");
    await expect(page.getByRole("textbox", { name: "Full Name" })).toHaveValue("Mona Draft");
    await page.goto("/interpreter-registration");
    await expect(page.getByRole("textbox", { name: "Full Name" })).toHaveValue("Reg Draft");
    expect(errors).toEqual([]);
  });
});
