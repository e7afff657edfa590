import { expect, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { test } from "./fixtures";
import { SUPPORT_EMAIL, SUPPORT_TEL_HREF } from "./support";

// The company and course pages (docs/requirements.md, public-site §2 route table; PAGE-01..11) and what search
// engines read.

const US_GEO = {
  success: true,
  data: { country: "United States", countryCode: "US", city: "Unknown", ip: "1.2.3.4" },
};

async function answerGeo(page: Page, body: object) {
  await page.route("**/api/geo", (route) => route.fulfill({ json: body }));
}

const OFFERINGS = [
  "Interpreter Outsourcing",
  "60-Hour Medical Interpreter Training",
  "Customized Training",
  "Quality Assurance",
  "Continuing Education",
];

test.describe("company pages", { tag: "@desktop" }, () => {
  test("/about-us tells the story, approach, founder and offerings, with the brochure", async ({
    page,
    request,
  }) => {
    await page.goto("/about-us");
    for (const heading of ["Our Story", "Our Approach", "Our Founder", "What We Offer"]) {
      await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    }
    for (const offering of OFFERINGS) {
      await expect(page.getByRole("heading", { level: 3, name: offering })).toBeVisible();
    }
    const link = page.getByRole("link", { name: "Download our services brochure (PDF)" });
    const href = await link.getAttribute("href");
    expect(href).toBe("/downloads/kairos-services.pdf");
    const pdf = await request.get(href ?? "");
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toContain("application/pdf");
    const bytes = await pdf.body();
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    expect(bytes.subarray(-6).toString()).toContain("%%EOF");

    const download = page.waitForEvent("download");
    await link.click();
    expect((await download).suggestedFilename()).toBe("kairos-services.pdf");
  });

  test("/partners lists the five offerings, the brochure and the partner contact", async ({
    page,
  }) => {
    await page.goto("/partners");
    for (const offering of OFFERINGS) {
      await expect(page.getByRole("heading", { level: 3, name: offering })).toBeVisible();
    }
    await expect(
      page.getByRole("link", { name: "Download our services brochure (PDF)" }),
    ).toBeVisible();
    const contact = page.getByRole("region", { name: "Partner With Us" });
    await expect(contact.getByRole("link", { name: SUPPORT_EMAIL })).toHaveAttribute(
      "href",
      `mailto:${SUPPORT_EMAIL}`,
    );
    await expect(contact.locator(`a[href="${SUPPORT_TEL_HREF}"]`)).toBeVisible();
  });

  test("/jobs has the postings placeholder and a button to interpreter registration", async ({
    page,
  }) => {
    await page.goto("/jobs");
    await expect(page.getByText("There are no open positions listed right now.")).toBeVisible();
    await page.getByRole("link", { name: "Register as an Interpreter" }).click();
    await expect(page).toHaveURL(/\/interpreter-registration$/);
  });

  test("/courses is a catalogue: the 40-hour training enrolling, the others coming soon", async ({
    page,
  }) => {
    await page.goto("/courses");
    const cards = page.locator(".mantine-Card-root");
    await expect(cards).toHaveCount(3);
    await expect(cards.nth(0)).toContainText("40-Hour Medical Interpreter Training");
    await expect(cards.nth(0)).toContainText("Enrolling now");
    await expect(cards.nth(1)).toContainText("Coming soon");
    await expect(cards.nth(2)).toContainText("Coming soon");
    await cards.nth(0).getByRole("link", { name: "Learn more" }).click();
    await expect(page).toHaveURL(/\/medical-training$/);
  });

  for (const [path, title] of [
    ["/60-hour-medical-training", "60-Hour Medical Interpreter Training"],
    ["/customized-training", "Customized Training"],
  ] as const) {
    test(`${path} shows coming soon`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expect(page.getByText("Coming soon", { exact: true })).toBeVisible();
    });
  }

  test("/medical-training shows the overview, residence-based prices and Enroll Now", async ({
    page,
  }) => {
    await answerGeo(page, US_GEO);
    await page.goto("/medical-training");
    await expect(page.getByRole("heading", { level: 2, name: "Overview" })).toBeVisible();
    await expect(page.getByTestId("early-bird-price")).toHaveText("$450");
    await expect(page.getByTestId("list-price")).toHaveText("$500");
    await expect(page.getByTestId("saving")).toHaveText("$50");
    const jsonLd = await page.locator('script[type="application/ld+json"]').textContent();
    expect(JSON.parse(jsonLd ?? "{}")).toMatchObject({ "@type": "Course" });
    await page.getByRole("link", { name: "Enroll Now" }).click();
    await expect(page).toHaveURL(/\/register$/);
  });

  test("/medical-training shows Egyptian pounds for a residence in Egypt", async ({ page }) => {
    await answerGeo(page, US_GEO);
    await page.addInitScript(() =>
      localStorage.setItem(
        "userResidence",
        JSON.stringify({ country: "Egypt", city: "Cairo", timestamp: new Date().toISOString() }),
      ),
    );
    await page.goto("/medical-training");
    await expect(page.getByTestId("early-bird-price")).toHaveText("LE 8,500");
    await expect(page.getByTestId("list-price")).toHaveText("LE 9,500");
    await expect(page.getByTestId("saving")).toHaveText("LE 1,000");
  });

  test("pages carry a description and Open Graph tags; robots and sitemap exist", async ({
    page,
    request,
  }) => {
    await page.goto("/partners");
    await expect(page).toHaveTitle("Partnerships | Kairos");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{40,}/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      "content",
      "Partnerships | Kairos",
    );
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain("Disallow: /admin/");
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).toContain("/medical-training</loc>");
  });

  for (const path of ["/about-us", "/partners", "/jobs", "/courses", "/medical-training"]) {
    test(`${path} has no axe violations`, async ({ page }) => {
      await answerGeo(page, US_GEO);
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});
