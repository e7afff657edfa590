import { expect, type Locator, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { test } from "./fixtures";
import { cohortDate, seededRound3 } from "./rounds";
import { boxOf, layoutShifts, recordLayoutShifts, SUPPORT_EMAIL } from "./support";

// The landing page `/` (docs/requirements.md, public-site §2 "Landing page", §4 "Carousels" and "FAQ";
// requirements LAND-05..35).

const US_GEO = {
  success: true,
  data: { country: "United States", countryCode: "US", city: "Unknown", ip: "1.2.3.4" },
};

/** /api/geo answers with a visitor in the United States: USD prices (PRICE-21). */
async function routeGeoToUs(page: Page) {
  await page.route("**/api/geo", (route) => route.fulfill({ json: US_GEO }));
}

async function openLanding(page: Page) {
  await routeGeoToUs(page);
  await page.goto("/");
  await expect(
    page.getByRole("heading", { level: 1, name: "40-Hour Online Medical Interpreter Training" }),
  ).toBeVisible();
  await untilInteractive(page);
  // Back at the top, where the visit starts.
  await page.evaluate(() => window.scrollTo(0, 0));
}

/**
 * The sections below the hero are shown by the prerendered HTML at once and hydrate when the
 * visitor comes near them. The sign: the carousel's "Previous slide", inactive in the HTML,
 * works once it has hydrated (it loops).
 */
async function untilInteractive(page: Page) {
  const carousel = page.getByRole("region", { name: "Why Choose This Course" });
  await carousel.scrollIntoViewIfNeeded();
  await expect(carousel.getByRole("button", { name: "Previous slide" })).toBeEnabled();
}

const hero = (page: Page) => page.locator("main section").first();
const section = (page: Page, id: string) => page.locator(`section#${id}`);
const pathname = (page: Page) => new URL(page.url()).pathname;

/** The section `id` has been scrolled to: its heading fully visible below the fixed bar. */
async function expectScrolledTo(page: Page, id: string) {
  const target = section(page, id);
  const heading = target.getByRole("heading", { level: 2 });
  await expect(heading).toBeInViewport({ ratio: 1 });
  const headerBottom = await boxOf(page.locator("header")).then((b) => b.y + b.height);
  const viewportHeight = page.viewportSize()?.height ?? 800;
  await expect.poll(async () => (await boxOf(target)).y).toBeGreaterThanOrEqual(headerBottom - 16);
  await expect.poll(async () => (await boxOf(target)).y).toBeLessThan(viewportHeight / 2);
  await expect.poll(async () => (await boxOf(heading)).y).toBeGreaterThanOrEqual(headerBottom);
}

// --- the 'Why Choose This Course' carousel ---------------------------------------------------

/** The slideshow's interval (CAROUSEL_INTERVAL_MS of why-choose-carousel.tsx). */
const CAROUSEL_INTERVAL_MS = 4_000;

/**
 * Stops the page's clock (installed in beforeEach): nothing moves by itself until the test
 * moves time on (`fastForward`) and lets it run again (`resume`, for the slide's animation).
 */
async function pauseTime(page: Page) {
  // A little ahead of the page's now, which goes on while this call travels (on a busy machine
  // 10 ms was seen to be in the past by the time it arrived).
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 500));
}

const whyChoose = (page: Page) => page.getByRole("region", { name: "Why Choose This Course" });

/** Index of the active dot (aria-selected), -1 when none. */
const activeDot = (carousel: Locator) =>
  carousel
    .getByRole("tab")
    .evaluateAll((dots) => dots.findIndex((dot) => dot.getAttribute("aria-selected") === "true"));

async function expectActiveSlide(carousel: Locator, index: number) {
  await expect.poll(() => activeDot(carousel)).toBe(index);
  await expect(carousel.getByRole("status")).toHaveText(`Slide ${index + 1} of 5`);
  await expect(carousel.getByRole("group").nth(index)).toBeInViewport({ ratio: 0.9 });
}

/** Brings the carousel into view with the pointer resting on the fixed top bar, not on it. */
async function showCarousel(page: Page) {
  const carousel = whyChoose(page);
  await page.mouse.move(5, 5);
  await carousel.scrollIntoViewIfNeeded();
  await expect(carousel).toBeInViewport({ ratio: 1 });
  return carousel;
}

test.describe("about the course", { tag: "@desktop" }, () => {
  // The carousel moves by itself only for visitors who have not asked for reduced motion.
  test.use({ reducedMotion: "no-preference" });
  test.beforeEach(async ({ page }) => {
    // The page's timers run on Playwright's clock (time still flows): a test about the
    // slideshow's interval moves time on instead of waiting for it.
    await page.clock.install();
    await openLanding(page);
  });

  test("lists 7 objectives and 6 audiences (LAND-10, LAND-11)", async ({ page }) => {
    const about = section(page, "about");
    await expect(
      about.getByRole("list", { name: "What You Will Learn" }).getByRole("listitem"),
    ).toHaveCount(7);
    await expect(
      about.getByRole("list", { name: "Who This Course Is For" }).getByRole("listitem"),
    ).toHaveCount(6);
  });

  test("the carousel has 5 slides, previous/next and 5 dots (LAND-12)", async ({ page }) => {
    const carousel = whyChoose(page);
    await expect(carousel.getByRole("group")).toHaveCount(5);
    await expect(carousel.getByRole("tab")).toHaveCount(5);
    await expect(carousel.getByRole("button", { name: "Previous slide" })).toBeVisible();
    await expect(carousel.getByRole("button", { name: "Next slide" })).toBeVisible();
  });

  test("the carousel advances by itself (LAND-13)", async ({ page }) => {
    const carousel = await showCarousel(page);
    await pauseTime(page);
    const start = await activeDot(carousel);
    expect(start).toBeGreaterThanOrEqual(0);
    await page.clock.fastForward(CAROUSEL_INTERVAL_MS);
    await page.clock.resume();
    await expectActiveSlide(carousel, (start + 1) % 5);
  });

  test("the carousel holds while hovered and resumes on leave (LAND-14)", async ({ page }) => {
    const carousel = await showCarousel(page);
    await carousel.hover();
    // A change that was already under way when the pointer arrived settles first.
    const held = await activeDot(carousel);
    await expectActiveSlide(carousel, held);
    await pauseTime(page);
    await page.clock.fastForward(2 * CAROUSEL_INTERVAL_MS);
    expect(await activeDot(carousel)).toBe(held);

    await page.mouse.move(5, 5);
    await page.clock.fastForward(CAROUSEL_INTERVAL_MS);
    await page.clock.resume();
    await expectActiveSlide(carousel, (held + 1) % 5);
  });

  test("next on the last slide wraps to the first, previous back to the last (LAND-15)", async ({
    page,
  }) => {
    const carousel = await showCarousel(page);
    await carousel.getByRole("tab", { name: "Go to slide 5" }).click();
    await expectActiveSlide(carousel, 4);
    await carousel.getByRole("button", { name: "Next slide" }).click();
    await expectActiveSlide(carousel, 0);
    await carousel.getByRole("button", { name: "Previous slide" }).click();
    await expectActiveSlide(carousel, 4);
  });

  test("a dot jumps to its slide (LAND-15)", async ({ page }) => {
    const carousel = await showCarousel(page);
    for (const index of [2, 0, 3]) {
      await carousel.getByRole("tab", { name: `Go to slide ${index + 1}` }).click();
      await expectActiveSlide(carousel, index);
    }
  });

  test("the 'Pause slideshow' button stops the carousel", async ({ page }) => {
    const carousel = await showCarousel(page);
    await page.getByRole("button", { name: "Pause slideshow" }).click();
    await page.mouse.move(5, 5);
    await pauseTime(page);
    const held = await activeDot(carousel);
    await page.clock.fastForward(2 * CAROUSEL_INTERVAL_MS);
    expect(await activeDot(carousel)).toBe(held);
    await expect(page.getByRole("button", { name: "Play slideshow" })).toBeVisible();
  });
});

test.describe("landing content", { tag: "@desktop" }, () => {
  test.beforeEach(async ({ page }) => {
    await openLanding(page);
  });

  test("the hero shows 8 selling points and the cohort banner (LAND-05, LAND-08)", async ({
    page,
    request,
  }) => {
    await expect(
      hero(page).getByRole("list", { name: "What the training offers" }).getByRole("listitem"),
    ).toHaveCount(8);
    // Round 3's start ("February 7th, 2026" in the spec; the demo keeps it ahead of today).
    const { startDate } = await seededRound3(request);
    const banner = hero(page).getByRole("link", {
      name: new RegExp(`Next cohort starts ${cohortDate(startDate)}`),
    });
    await expect(banner).toContainText("Next cohort");
    await expect(banner).toContainText(/early bird discount/i);
  });

  test("Why Medical Interpreting cites the 2021-2031 forecast (LAND-16)", async ({ page }) => {
    const why = page.getByRole("region", { name: "Why Medical Interpreting" });
    await expect(why).toContainText("20%");
    await expect(why).toContainText("2021");
    await expect(why).toContainText("2031");
  });

  test("the trainer is the Arabic-English medical interpreter and pharmacist (LAND-17)", async ({
    page,
  }) => {
    await expect(section(page, "trainer")).toContainText(
      "Arabic-English medical interpreter and pharmacist",
    );
  });

  test("requirements are all required; Key Takeaways has 6 points (LAND-20, LAND-21)", async ({
    page,
  }) => {
    const requirements = section(page, "requirements");
    const items = requirements
      .getByRole("list", { name: "Course requirements" })
      .getByRole("listitem");
    await expect(items).toHaveCount(5);
    for (const item of await items.all()) {
      await expect(item).toContainText("Required");
    }
    await expect(requirements).toContainText(/18/);
    await expect(requirements).toContainText(/camera on/i);
    await expect(requirements).toContainText(/more than 2 classes/i);
    await expect(requirements).toContainText(/language assessment/i);
    await expect(requirements).toContainText(/final assessment/i);

    const takeaways = requirements.getByRole("list", { name: "Key Takeaways" });
    await expect(takeaways.getByRole("listitem")).toHaveCount(6);
    await expect(takeaways).toContainText("NBCMI/CCHI");
  });

  test("pricing shows the USD prices for a visitor in the US (LAND-22, PRICE-21)", async ({
    page,
  }) => {
    const pricing = section(page, "pricing");
    await expect(pricing.getByTestId("list-price")).toHaveText("$500");
    await expect(pricing.getByTestId("early-bird-price")).toHaveText("$450");
    await expect(pricing.getByTestId("saving")).toContainText("50");
    // LAND-27 truthfully (INC-08): each way of paying with its total.
    await expect(pricing.getByTestId("installment-offer")).toHaveText(
      "Pay $450 in full, or $500 in 2 installments of $250 ($50 more than paying in full).",
    );
    await expect(pricing).not.toContainText("interest-free");
    for (const item of [
      "Live instruction",
      "All materials",
      "Final assessment",
      "Community access",
    ]) {
      await expect(pricing).toContainText(item);
    }
    await expect(pricing).toContainText(/coming soon/i);
  });
});

test.describe("testimonials", { tag: "@desktop" }, () => {
  test.beforeEach(async ({ page }) => {
    await openLanding(page);
  });

  const testimonials = (page: Page) => section(page, "testimonials");
  const dot = (page: Page, n: number) =>
    testimonials(page).getByRole("button", { name: `Show testimonial ${n}`, exact: true });
  const shown = (page: Page) => testimonials(page).getByTestId("testimonial");

  async function expectEntry(page: Page, n: number) {
    await expect(testimonials(page).getByText(/^Testimonial \d+ of 15$/)).toHaveText(
      `Testimonial ${n} of 15`,
    );
    await expect(shown(page)).toHaveAttribute("data-index", String(n - 1));
    await expect(dot(page, n)).toHaveAttribute("aria-current", "true");
  }

  test("has one dot per entry: 15 (LAND-30)", async ({ page }) => {
    await expect(
      testimonials(page).getByRole("button", { name: /^Show testimonial \d+$/ }),
    ).toHaveCount(15);
    await expect(
      testimonials(page).getByRole("button", { name: "Previous testimonial" }),
    ).toBeVisible();
    await expect(
      testimonials(page).getByRole("button", { name: "Next testimonial" }),
    ).toBeVisible();
    await expectEntry(page, 1);
  });

  test("previous on the first shows the 15th, next wraps back to the first (LAND-31)", async ({
    page,
  }) => {
    const first = await shown(page).innerText();
    await testimonials(page).getByRole("button", { name: "Previous testimonial" }).click();
    await expectEntry(page, 15);
    const last = await shown(page).innerText();
    expect(last).not.toBe(first);
    await testimonials(page).getByRole("button", { name: "Next testimonial" }).click();
    await expectEntry(page, 1);
    expect(await shown(page).innerText()).toBe(first);
  });

  test("dot i shows entry i, each a different testimonial (LAND-31)", async ({ page }) => {
    const texts: string[] = [];
    for (let n = 1; n <= 15; n++) {
      await dot(page, n).click();
      await expectEntry(page, n);
      texts.push(await shown(page).innerText());
    }
    expect(new Set(texts).size).toBe(15);
    // Previous from the first lands on the entry dot 15 showed.
    await dot(page, 1).click();
    await testimonials(page).getByRole("button", { name: "Previous testimonial" }).click();
    expect(await shown(page).innerText()).toBe(texts[14]);
  });
});

test.describe("FAQ", { tag: "@desktop" }, () => {
  test("item 0 open at first, one open at most, the open one closes (LAND-33)", async ({
    page,
  }) => {
    await openLanding(page);
    const faq = section(page, "faq");
    const controls = faq.locator("button[aria-expanded]");
    const expanded = faq.locator('button[aria-expanded="true"]');
    expect(await controls.count()).toBeGreaterThanOrEqual(5);

    await expect(controls.nth(0)).toHaveAttribute("aria-expanded", "true");
    await expect(expanded).toHaveCount(1);

    await controls.nth(2).click();
    await expect(controls.nth(2)).toHaveAttribute("aria-expanded", "true");
    await expect(controls.nth(0)).toHaveAttribute("aria-expanded", "false");
    await expect(expanded).toHaveCount(1);

    await controls.nth(2).click();
    await expect(expanded).toHaveCount(0);
  });

  test("every item shows one of the 5 categories (LAND-34)", async ({ page }) => {
    await openLanding(page);
    const controls = section(page, "faq").locator("button[aria-expanded]");
    for (const control of await controls.all()) {
      await expect(control).toContainText(/Background|Experience|Format|Certification|Career/);
    }
  });
});

// Both widths: on a phone the sections start well below the first screen, so they are still
// waiting to hydrate when the visitor scrolls to them.
test("a visitor who scrolls to the FAQ and clicks at once opens the item", async ({ page }) => {
  // Their code has arrived (network idle), but nothing waits for them to hydrate: they do
  // when the visitor comes near, and React hydrates the clicked one first, keeping the click.
  await routeGeoToUs(page);
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  const control = section(page, "faq").locator("button[aria-expanded]").nth(3);
  await expect(control).toHaveAttribute("aria-expanded", "false");
  await control.click();
  await expect(control).toHaveAttribute("aria-expanded", "true");
});

test.describe("landing buttons", { tag: "@desktop" }, () => {
  test.beforeEach(async ({ page }) => {
    await openLanding(page);
  });

  test("every 'apply' button leads to /register (LAND-06, 09, 18, 35, pricing)", async ({
    page,
  }) => {
    const buttons = [
      hero(page).getByRole("link", { name: "Apply Now", exact: true }),
      hero(page).getByRole("link", { name: "Start Your Journey" }),
      section(page, "trainer").getByRole("link", { name: "Start Training with Us" }),
      section(page, "pricing").getByRole("link", { name: "Enroll Now" }),
      section(page, "faq").getByRole("link", { name: "Apply Now", exact: true }),
    ];
    // Each is a link to the form; following the last one shows the router takes it there.
    for (const button of buttons) await expect(button).toHaveAttribute("href", "/register");
    await buttons[4]?.click();
    await expect.poll(() => pathname(page)).toBe("/register");
  });

  test("hero 'Learn More' scrolls to #about (LAND-07)", async ({ page }) => {
    const learnMore = hero(page).getByRole("link", { name: "Learn More" });
    await expect(learnMore).toHaveAttribute("href", "/#about");
    await learnMore.click();
    await expectScrolledTo(page, "about");
  });

  test("the cohort banner scrolls to #pricing (LAND-08)", async ({ page }) => {
    await hero(page)
      .getByRole("link", { name: /^Next cohort starts / })
      .click();
    await expectScrolledTo(page, "pricing");
  });

  test("'Contact Us' opens a mail with the subject (LAND-19)", async ({ page }) => {
    await expect(
      section(page, "trainer").getByRole("link", { name: "Contact Us" }),
    ).toHaveAttribute(
      "href",
      `mailto:${SUPPORT_EMAIL}?subject=Question%20about%20Medical%20Interpreter%20Training`,
    );
  });
});

test.describe("landing layout at both widths", () => {
  test("the sections come in order and nothing overflows sideways", async ({ page }) => {
    await openLanding(page);
    const ids = await page
      .locator("main section[id]")
      .evaluateAll((sections) => sections.map((s) => s.id));
    expect(ids.filter((id) => id !== "why-medical-interpreting")).toEqual([
      "about",
      "trainer",
      "requirements",
      "pricing",
      "testimonials",
      "faq",
    ]);
    expect(ids.indexOf("why-medical-interpreting")).toBe(1);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test("nothing moves while the lazy parts load: the page keeps its height", async ({ page }) => {
    await routeGeoToUs(page);
    await page.goto("/", { waitUntil: "load" });
    // At `load` the prerendered HTML and its CSS are there; the carousels' code is not yet.
    const height = () =>
      page.evaluate(() => Math.round(document.querySelector("main")?.scrollHeight ?? 0));
    const atLoad = await height();
    await page.waitForLoadState("networkidle");
    await untilInteractive(page);
    expect(await height()).toBe(atLoad);
  });
});

test.describe("landing accessibility", { tag: "@desktop" }, () => {
  test("/ has no axe violations once prices are shown", async ({ page }) => {
    await openLanding(page);
    await expect(section(page, "pricing").getByTestId("early-bird-price")).toHaveText("$450");
    await expectNoAxeViolations(page);
  });
});

// Decision 0004: the carousel's server HTML has its final height, so that nothing below it
// moves when its code arrives (Lighthouse does not see it: it is below the fold). The width
// decides the slides' wrapping, hence both projects.
test("the carousel keeps its height when it hydrates, and scrolling the page shifts nothing", async ({
  page,
  browser,
  viewport,
}) => {
  const heightOf = (p: Page) =>
    p.getByRole("region", { name: "Why Choose This Course" }).evaluate((el) => el.clientHeight);
  const scriptless = await browser.newContext({ javaScriptEnabled: false, viewport });
  const html = await scriptless.newPage();
  await html.goto("/");
  const before = await heightOf(html);
  await scriptless.close();

  await recordLayoutShifts(page);
  await page.goto("/");
  for (let y = 0; y < 6; y++) {
    await page.mouse.wheel(0, 700);
    await page.waitForTimeout(100);
  }
  await untilInteractive(page);
  expect(await heightOf(page)).toBe(before);
  await page.mouse.wheel(0, 3000);
  expect(await layoutShifts(page)).toEqual([]);
});
