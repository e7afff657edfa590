import { type BrowserContext, expect, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { test } from "./fixtures";
import { type OwnServer, startOwnServer } from "./own-server";
import { LOCAL_ADMIN, openConsoleAs } from "./staff";

// Consent for Google Analytics (decision 0032), on a server of its own started with a
// GA_MEASUREMENT_ID (the suite's has none). Google is never reached: its script is a fake served
// by page.route that sets a _ga cookie as the real one would, and the network log shows whether
// the page asked for it. Before a choice: no request to Google and no cookie; Accept loads it;
// Refuse is remembered across pages and visits, and the footer reopens the choice.

const GA_ID = "G-TEST123456";
const BANNER = { name: "Analytics cookies" } as const;

let server: OwnServer;
test.beforeAll(async () => {
  server = await startOwnServer({ GA_MEASUREMENT_ID: GA_ID });
});
test.afterAll(async () => {
  await server?.close();
});

const isGoogle = (url: string) => /google(tagmanager|-analytics)\.com$/.test(new URL(url).hostname);

/** Serves a fake gtag.js and records every request the page makes to Google. */
async function fakeGoogle(context: BrowserContext): Promise<string[]> {
  const asked: string[] = [];
  context.on("request", (r) => {
    if (isGoogle(r.url())) asked.push(r.url());
  });
  await context.route(/googletagmanager\.com|google-analytics\.com/, (route) =>
    route.fulfill({
      contentType: "text/javascript",
      body: 'document.cookie = "_ga=GA1.1.000.111; path=/; max-age=3600";',
    }),
  );
  return asked;
}

const googleCookies = async (context: BrowserContext) =>
  (await context.cookies()).filter((c) => c.name.startsWith("_ga"));

const visit = (page: Page, path: string) => page.goto(`${server.url}${path}`);

// Desktop only: nothing it checks depends on the window's width.
test("nothing goes to Google before the visitor accepts; after Accept its script loads", {
  tag: "@desktop",
}, async ({ page, context }) => {
  const asked = await fakeGoogle(context);
  await visit(page, "/contact-us");
  const banner = page.getByRole("region", BANNER);
  await expect(banner).toBeVisible();
  // The banner asks without taking the focus or covering the form.
  expect(
    await page.evaluate(() => document.activeElement?.closest("section")?.ariaLabel ?? null),
  ).toBeNull();
  await page.getByRole("textbox", { name: "Full Name" }).fill("Ann Lee");
  await expectNoAxeViolations(page);
  await visit(page, "/");
  await expect(banner).toBeVisible();
  expect(asked, "no request to Google before consent").toEqual([]);
  expect(await googleCookies(context)).toEqual([]);

  // Keyboard: Tab reaches Accept like any button; Enter presses it.
  await banner.getByRole("button", { name: "Accept" }).focus();
  await page.keyboard.press("Enter");
  await expect(banner).toHaveCount(0);
  await expect.poll(() => asked.some((u) => u.includes(`gtag/js?id=${GA_ID}`))).toBe(true);
  await expect.poll(async () => (await googleCookies(context)).length).toBe(1);

  // Remembered: the next page loads it at once, without asking.
  asked.length = 0;
  await visit(page, "/about-us");
  await expect.poll(() => asked.length).toBeGreaterThan(0);
  await expect(banner).toHaveCount(0);
});

// Desktop only: nothing it checks depends on the window's width.
test("Refuse is as easy, remembered, and changeable from the footer", { tag: "@desktop" }, async ({
  page,
  context,
}) => {
  const asked = await fakeGoogle(context);
  await visit(page, "/");
  const banner = page.getByRole("region", BANNER);
  await expect(banner.getByRole("button", { name: "Refuse" })).toBeVisible();
  await expect(banner.getByRole("button", { name: "Accept" })).toBeVisible();
  await banner.getByRole("button", { name: "Refuse" }).click();
  await expect(banner).toHaveCount(0);

  await visit(page, "/medical-training");
  await page.reload();
  await expect(page.locator("html[data-ready]")).toBeAttached();
  await expect(banner).toHaveCount(0);
  expect(asked).toEqual([]);
  expect(await googleCookies(context)).toEqual([]);

  // The footer shows the choice again, with what was chosen; accepting then loads Google.
  await page.getByRole("contentinfo").getByRole("button", { name: "Analytics cookies" }).click();
  await expect(banner).toContainText("You refused analytics cookies.");
  await expectNoAxeViolations(page);
  await banner.getByRole("button", { name: "Accept" }).click();
  await expect.poll(() => asked.length).toBeGreaterThan(0);

  // And refusing after accepting removes Google's cookies.
  await expect.poll(async () => (await googleCookies(context)).length).toBe(1);
  await page.getByRole("contentinfo").getByRole("button", { name: "Analytics cookies" }).click();
  await banner.getByRole("button", { name: "Refuse" }).click();
  await expect.poll(async () => (await googleCookies(context)).length).toBe(0);
});

test("a browser sending Global Privacy Control is not asked, and Google stays off", {
  tag: "@desktop",
}, async ({ page, context }) => {
  const asked = await fakeGoogle(context);
  await context.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true });
  });
  await visit(page, "/");
  await expect(
    page.getByRole("contentinfo").getByRole("link", { name: "Privacy notice" }),
  ).toBeVisible();
  const banner = page.getByRole("region", BANNER);
  await expect(banner).toHaveCount(0);
  await page.getByRole("contentinfo").getByRole("button", { name: "Analytics cookies" }).click();
  await expect(banner).toContainText("Global Privacy Control");
  await expect(banner.getByRole("button", { name: "Accept" })).toHaveCount(0);
  await banner.getByRole("button", { name: "Close" }).click();
  await expect(banner).toHaveCount(0);
  expect(asked).toEqual([]);
});

// Desktop only: nothing it checks depends on the window's width.
test("the notice names Google Analytics when it is configured", { tag: "@desktop" }, async ({
  page,
}) => {
  await visit(page, "/privacy");
  await expect(page.getByRole("main")).toContainText(
    "With your consent, and only then, we also use Google Analytics",
  );
});

test("on a phone the banner never covers the field being filled", { tag: "@mobile" }, async ({
  page,
  context,
}) => {
  await fakeGoogle(context);
  await visit(page, "/contact-us");
  const banner = page.getByRole("region", BANNER);
  await expect(banner).toBeVisible();
  const fields = page.getByRole("main").locator("form").getByRole("textbox");
  const count = await fields.count();
  expect(count).toBeGreaterThan(2);
  for (let i = 0; i < count; i += 1) {
    const field = fields.nth(i);
    if (!(await field.isVisible())) continue;
    await field.focus();
    const [box, over] = await Promise.all([field.boundingBox(), banner.boundingBox()]);
    if (!box || !over) throw new Error("no box");
    expect(box.y + box.height, `field ${i} ends above the banner`).toBeLessThanOrEqual(over.y);
  }
  // The submit button and the notice's link under it can be scrolled above the banner too.
  const link = page.getByRole("main").locator("form").getByRole("link", { name: "privacy notice" });
  await link.focus();
  const [box, over] = await Promise.all([link.boundingBox(), banner.boundingBox()]);
  expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(over?.y ?? 0);
});

// Desktop only: nothing it checks depends on the window's width.
test("an admin edits the notice in Settings; a link to a script is refused", {
  tag: "@desktop",
}, async ({ page, context }) => {
  await fakeGoogle(context);
  await openConsoleAs(page, LOCAL_ADMIN, `${server.url}/admin/settings`);
  const section = page.getByRole("region", { name: "Privacy notice" });
  await section.getByRole("textbox", { name: "Business name" }).fill("Example Training LLC");
  await section.getByRole("button", { name: "Start from the default text" }).click();
  const text = section.getByRole("textbox", { name: "Notice text" });
  await expect(text).toHaveValue(/^## Who we are\n\nExample Training LLC runs this website/);
  await text.fill("## Our notice\n\nRead [this](javascript:alert(1)).");
  await section.getByRole("button", { name: "Save privacy notice" }).click();
  await expect(
    section.getByText(/Links in the privacy notice must start with https:/),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await text.fill(
    "## Our notice\n\nExample Training LLC keeps your data safe.\n\n- Write to [our office](mailto:office@example.com)\n- <b>not bold</b>",
  );
  await section.getByRole("button", { name: "Save privacy notice" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Privacy notice saved" })).toBeVisible();

  // The prerendered page follows (the server renders it again for the new Settings).
  const html = await (await page.request.get(`${server.url}/privacy`)).text();
  expect(html).toContain("Example Training LLC keeps your data safe.");
  expect(html).toContain("&lt;b&gt;not bold&lt;/b&gt;");
  await visit(page, "/privacy");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 2, name: "Our notice" })).toBeVisible();
  await expect(main.getByRole("link", { name: "our office" })).toHaveAttribute(
    "href",
    "mailto:office@example.com",
  );
  await expect(main.getByText("<b>not bold</b>")).toBeVisible();
});
