import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { collectErrors, cspViolations, recordCspViolations } from "./support";

// The API reference at /api/docs (apps/server/src/api-docs.ts): Scalar renders the OpenAPI
// document from this site's own files, under the site's CSP, without a violation, an error or
// a request to another origin. Playwright's own `test`: the fixture's navigation waits for the
// web app, which this page is not. One width is enough: the page is Scalar's layout.

test.describe("API reference", { tag: "@desktop" }, () => {
  test("renders the OpenAPI document from this site alone", async ({ page, baseURL }) => {
    const origin = new URL(baseURL ?? "").origin;
    const errors = collectErrors(page);
    const elsewhere: string[] = [];
    page.on("request", (request) => {
      const { protocol, origin: target } = new URL(request.url());
      if (protocol.startsWith("http") && target !== origin) elsewhere.push(request.url());
    });
    await recordCspViolations(page);

    await page.goto("/api/docs");
    await expect(page).toHaveTitle(/Kairos REST API/);
    await expect(page.getByRole("heading", { level: 1, name: "Kairos REST API" })).toBeVisible();
    // A reader finds an operation by its path (summaries change): the list of applications.
    await page.getByRole("button", { name: /Open Search/ }).click();
    await page.getByRole("combobox", { name: "Enter search query" }).fill("/api/trainings");
    await page.getByRole("option", { name: /HTTP Method: get Path: \/api\/trainings$/ }).click();
    const operation = page.locator('section[id$="/GET/api/trainings"]');
    await expect(operation.getByRole("heading", { level: 3 })).toBeVisible();
    // Late requests too (fonts are asked for once text is laid out).
    await page.waitForLoadState("networkidle");

    expect(await cspViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    expect(elsewhere).toEqual([]);

    // Scalar's colours are darkened and its copy buttons named by our script (api-docs.ts).
    await expectNoAxeViolations(page);
  });
});
