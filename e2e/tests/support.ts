import { expect, type Locator, type Page } from "@playwright/test";

// Shared facts of the public site (docs/requirements.md, public-site §2) and small helpers for the specs.

/** The public configuration defaults (packages/shared/src/config.ts). */
export const SUPPORT_EMAIL = "support@kairos.example";
export const SUPPORT_PHONE = "+1 202 555 0100";
export const SUPPORT_TEL_HREF = "tel:+12025550100";
export const SUPPORT_MAILTO_HREF = `mailto:${SUPPORT_EMAIL}`;

export const NOT_FOUND_HEADING = "Page Not Found";

/** The route table and the level-1 heading each screen shows. */
export const ROUTE_HEADINGS: Record<string, string> = {
  "/": "40-Hour Online Medical Interpreter Training",
  "/about-us": "About Us",
  "/courses": "Courses",
  "/medical-training": "40-Hour Medical Interpreter Training",
  "/60-hour-medical-training": "60-Hour Medical Interpreter Training",
  "/customized-training": "Customized Training",
  "/request-interpreter": "Request an Interpreter",
  "/interpreter-registration": "Interpreter Registration",
  "/jobs": "Careers",
  "/partners": "Partnerships",
  "/contact-us": "Contact Us",
  "/register": "Apply for the Medical Interpreter Training",
  "/unauthorized": "Access Denied",
  "/application": "Find my application",
  "/privacy": "Privacy Notice",
  "/admin/login": "Admin Login",
};

export function headingOf(path: string): string {
  const heading = ROUTE_HEADINGS[path];
  if (!heading) throw new Error(`No heading known for ${path}`);
  return heading;
}

/** The top navigation's dropdowns (desktop) and groups (mobile menu). */
export const DROPDOWNS: { label: string; items: { label: string; href: string }[] }[] = [
  {
    label: "Services",
    items: [
      { label: "Request an Interpreter", href: "/request-interpreter" },
      { label: "40-Hour Medical Interpreter Training", href: "/medical-training" },
      { label: "60-Hour Medical Interpreter Training", href: "/60-hour-medical-training" },
      { label: "Customized Training", href: "/customized-training" },
    ],
  },
  {
    label: "Courses",
    items: [
      { label: "40-Hour Medical Interpreter Training", href: "/medical-training" },
      { label: "60-Hour Medical Interpreter Training", href: "/60-hour-medical-training" },
    ],
  },
  {
    label: "Careers",
    items: [
      { label: "I am an interpreter", href: "/interpreter-registration" },
      { label: "Jobs", href: "/jobs" },
    ],
  },
];

/** The landing-page sections the bar and the footer scroll to, with their headings. */
export const SECTIONS = {
  trainer: "Meet Your Trainer",
  testimonials: "Success Stories",
  faq: "Frequently Asked Questions",
} as const;
export type SectionId = keyof typeof SECTIONS;

export const pathOf = (page: Page) => new URL(page.url()).pathname;

/** The screen of `path` is shown: URL, its heading, and no 404 page. */
export async function expectScreen(page: Page, path: string) {
  await expect(page).toHaveURL((url) => url.pathname === path);
  await expect(
    page.getByRole("heading", { level: 1, name: headingOf(path), exact: true }),
  ).toBeVisible();
  await expect(page.getByRole("heading", { name: NOT_FOUND_HEADING })).toHaveCount(0);
}

/** The landing page is shown with the section `id` scrolled into view below the fixed bar. */
export async function expectSectionInView(page: Page, id: SectionId) {
  await expect(page).toHaveURL((url) => url.pathname === "/");
  const section = page.locator(`section#${id}`);
  const heading = section.getByRole("heading", { name: SECTIONS[id], exact: true });
  await expect(section).toBeInViewport();
  await expect(heading).toBeInViewport({ ratio: 1 });
  // The heading is not hidden behind the fixed top bar.
  const headerBottom = await boxOf(page.locator("header")).then((b) => b.y + b.height);
  await expect.poll(async () => (await boxOf(heading)).y).toBeGreaterThanOrEqual(headerBottom);
}

export async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator} has no bounding box`);
  return box;
}

export const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** Records the page's layout shifts from its start (an observer added before it loads). */
export async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
        shifts.push(entry.value);
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** The layout shifts recorded so far (recordLayoutShifts). */
export const layoutShifts = (page: Page) =>
  page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts);

/** Every console error and uncaught error of the page (React reports a hydration mismatch so). */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/** Records each breach of the page's Content-Security-Policy from its start. */
export async function recordCspViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}`),
    );
  });
}

/** The CSP violations recorded so far (recordCspViolations). */
export const cspViolations = (page: Page) =>
  page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

/**
 * Holds every request to `url` until the returned release() is called, then lets them through:
 * what a page shows while a script or an answer is on its way.
 */
export async function holdRequests(page: Page, url: string | RegExp): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
