import { expect } from "@playwright/test";
import { test } from "./fixtures";
import {
  expectScreen,
  SUPPORT_EMAIL,
  SUPPORT_MAILTO_HREF,
  SUPPORT_PHONE,
  SUPPORT_TEL_HREF,
} from "./support";

// The footer (docs/requirements.md, public-site §1 and §2; NAV-22..28).

const QUICK_LINKS = [
  { label: "About Us", href: "/about-us" },
  { label: "Request an Interpreter", href: "/request-interpreter" },
  { label: "Medical Interpreter Training", href: "/medical-training" },
  { label: "Our Trainer", href: "/#trainer" },
  { label: "Partnerships", href: "/partners" },
  { label: "Contact Us", href: "/contact-us" },
];

const RESOURCE_LINKS = [
  { label: "Success Stories", href: "/#testimonials" },
  { label: "I am an Interpreter", href: "/interpreter-registration" },
  { label: "Jobs", href: "/jobs" },
  { label: "FAQ", href: "/#faq" },
  { label: "Apply Now", href: "/register" },
];

const SOCIALS = ["Kairos on Facebook", "Kairos on Instagram", "Kairos on LinkedIn"];

// The footer's content is the same at both widths; where it sits depends on the width.
test.describe("footer", { tag: "@desktop" }, () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/");
  });

  // NAV-23's hours with the contact page's Saturday (CON-02, INC-16); NAV-26's 2025 to this
  // year.
  test("shows the tagline, support hours and copyright years", async ({ page }) => {
    // The page's footer landmark, after the main content rather than in it (where it would
    // be no landmark, and part of what "Skip to main content" leads to).
    const footer = page.getByRole("contentinfo");
    await expect(footer).toBeVisible();
    await expect(page.getByRole("main").getByRole("contentinfo")).toHaveCount(0);
    await expect(page.getByRole("main").getByText("Be the Voice, Change a Life")).toHaveCount(0);
    await expect(footer.getByText("Be the Voice, Change a Life", { exact: true })).toBeVisible();
    await expect(
      footer.getByText("Support hours: Mon-Fri 9AM-6PM EST, Sat 10AM-4PM EST"),
    ).toBeVisible();
    const year = new Date().getFullYear();
    await expect(
      footer.getByText(`© ${year > 2025 ? `2025–${year}` : "2025"} Kairos`),
    ).toBeVisible();
  });

  test("has the e-mail, phone and WhatsApp links", async ({ page }) => {
    const footer = page.locator("footer");
    const mail = footer.getByRole("link", { name: SUPPORT_EMAIL });
    await expect(mail).toHaveAttribute("href", SUPPORT_MAILTO_HREF);
    await expect(mail).toBeVisible();
    const phone = footer.getByRole("link", { name: SUPPORT_PHONE, exact: true });
    await expect(phone).toHaveAttribute("href", SUPPORT_TEL_HREF);
    await expect(phone).toBeVisible();
    const whatsapp = footer.getByRole("link", { name: /WhatsApp/ });
    await expect(whatsapp).toBeVisible();
    await expect(whatsapp).toHaveAttribute("href", /^https:\/\/wa\.me\/\d+$/);
  });

  test("links to three social networks in a new tab", async ({ page }) => {
    const footer = page.locator("footer");
    await expect(footer.locator('a[target="_blank"][aria-label^="Kairos on"]')).toHaveCount(3);
    for (const name of SOCIALS) {
      const link = footer.getByRole("link", { name });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("href", /^https:\/\//);
    }
  });

  test("Quick Links and Resources have exactly the documented links", async ({ page }) => {
    const quick = page.locator("footer").getByRole("navigation", { name: "Quick Links" });
    const resources = page.locator("footer").getByRole("navigation", { name: "Resources" });
    for (const [nav, links] of [
      [quick, QUICK_LINKS],
      [resources, RESOURCE_LINKS],
    ] as const) {
      const anchors = nav.getByRole("link");
      await expect(anchors).toHaveText(links.map((link) => link.label));
      for (const [index, link] of links.entries()) {
        await expect(anchors.nth(index)).toHaveAttribute("href", link.href);
      }
    }
  });

  // Where a link goes does not depend on the width: once, at desktop width, from each page to
  // the next (every page has the footer).
  test("each page link goes to its page", { tag: "@desktop" }, async ({ page }) => {
    for (const link of [...QUICK_LINKS, ...RESOURCE_LINKS].filter((l) => !l.href.includes("#"))) {
      await test.step(`'${link.label}' goes to ${link.href}`, async () => {
        await page.locator("footer").getByRole("link", { name: link.label, exact: true }).click();
        await expectScreen(page, link.href);
      });
    }
  });
});

// A short page ends with the footer at the window's bottom edge, no band below it.
test("sits at the bottom of a short page", async ({ page }) => {
  await page.goto("/unauthorized");
  const box = await page.locator("footer").boundingBox();
  const viewport = page.viewportSize();
  expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBeGreaterThanOrEqual(
    viewport?.height ?? 0,
  );
});
