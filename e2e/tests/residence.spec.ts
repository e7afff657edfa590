import { type BrowserContext, expect, type Locator, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { test } from "./fixtures";

// Visitor location, the residence dialog and residence-based prices (docs/requirements.md, public-site §3-5, §9;
// requirements PRICE-05..25, API-06/07, ERR-06, ERR-31). /api/geo is answered by the test.

const GEO = {
  EG: { country: "Egypt", countryCode: "EG", city: "Cairo", ip: "41.0.0.1" },
  US: { country: "United States", countryCode: "US", city: "Ashburn", ip: "3.0.0.1" },
};
type Geo = keyof typeof GEO;

const CITY_NOTICE = "Showing first 100 results. Type to search for more specific cities.";

/** Answers /api/geo for every page of the context (or of one page) with the country `geo`. */
async function answerGeo(target: Page | BrowserContext, geo: Geo) {
  await target.route("**/api/geo", (route) =>
    route.fulfill({ json: { success: true, data: GEO[geo] } }),
  );
}

function residenceStored(country: string, city: string) {
  return JSON.stringify({ country, city, timestamp: "2026-01-05T10:00:00.000Z" });
}

const dialogOf = (page: Page) => page.getByRole("dialog", { name: "Where do you live?" });
const countryPicker = (page: Page) =>
  dialogOf(page).getByRole("combobox", { name: "Country of Residence *" });
const cityPicker = (page: Page) => dialogOf(page).getByRole("combobox", { name: "City *" });
const continueButton = (page: Page) => dialogOf(page).getByRole("button", { name: "Continue" });
/** The open dropdown's options (the dropdown is rendered in a portal, outside the dialog). */
const options = (page: Page) => page.getByRole("listbox").getByRole("option");

/** Opens a picker, types `query` into its search field and clicks the option `name`. */
async function pick(page: Page, picker: Locator, search: string, query: string, name: string) {
  await picker.click();
  await page.getByPlaceholder(search).fill(query);
  await page.getByRole("option", { name, exact: true }).click();
  await expect(page.getByRole("listbox")).toBeHidden();
}

const chooseCountry = (page: Page, query: string, name: string) =>
  pick(page, countryPicker(page), "Search country...", query, name);
const chooseCity = (page: Page, query: string, name: string) =>
  pick(page, cityPicker(page), "Search city...", query, name);

/** The three prices of #pricing (LAND-22): list, early bird, saving. */
async function expectPrices(page: Page, list: string, earlyBird: string, saving: string) {
  const pricing = page.locator("#pricing");
  await expect(pricing.getByTestId("list-price")).toHaveText(list);
  await expect(pricing.getByTestId("early-bird-price")).toHaveText(earlyBird);
  await expect(pricing.getByTestId("saving")).toContainText(saving);
}

async function storedResidence(page: Page) {
  const raw = await page.evaluate(() => window.localStorage.getItem("userResidence"));
  return raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
}

test.describe("residence dialog and prices", { tag: "@desktop" }, () => {
  test("opens for a visitor detected in Egypt from the detected place, and stores the choice", async ({
    page,
  }) => {
    await answerGeo(page, "EG");
    await page.goto("/");
    const dialog = dialogOf(page);
    await expect(dialog).toBeVisible();

    // PRICE-07: no close button; an outside click and Escape leave it open.
    await expect(dialog.getByRole("button", { name: /close/i })).toHaveCount(0);
    await expect(page.locator(".mantine-Modal-close")).toHaveCount(0);
    await page.mouse.click(8, 400);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeVisible();

    // It starts from the detected country and city: one press answers it.
    await expect(countryPicker(page)).toHaveText(/Egypt/);
    await expect(cityPicker(page)).toHaveText("Cairo");
    await expect(continueButton(page)).toBeEnabled();

    // "Not now" puts it off for this visit: nothing stored, the detected country's prices.
    await dialog.getByRole("button", { name: "Not now" }).click();
    await expect(dialog).toBeHidden();
    expect(await storedResidence(page)).toBeNull();
    await page.goto("/#pricing");
    await expectPrices(page, "LE 9,500", "LE 8,500", "1,000");
    await expect(dialog).toHaveCount(0);

    // A later visit asks again.
    await page.evaluate(() => window.sessionStorage.clear());
    await page.reload();
    await expect(dialog).toBeVisible();
    // PRICE-19: Continue stores {country, city, timestamp}, closes the dialog, prices follow.
    const before = Date.now();
    await continueButton(page).click();
    await expect(dialog).toBeHidden();
    const stored = await storedResidence(page);
    expect(stored).toMatchObject({ country: "Egypt", city: "Cairo" });
    const timestamp = String(stored?.timestamp);
    expect(new Date(timestamp).toISOString()).toBe(timestamp);
    expect(Date.parse(timestamp)).toBeGreaterThanOrEqual(before - 60_000);

    // PRICE-20: prices in Egyptian pounds.
    await page.goto("/#pricing");
    await expectPrices(page, "LE 9,500", "LE 8,500", "1,000");
    // PRICE-06: a stored residence: the dialog does not open again.
    await expect(page.locator("#pricing")).toBeVisible();
    await expect(dialog).toHaveCount(0);
  });

  // The pickers (PRICE-08..18), in the dialog a visitor opens with no residence stored.
  test("the country and city pickers", async ({ page }) => {
    await answerGeo(page, "US");
    await page.goto("/#pricing");
    await page.getByRole("button", { name: "Change country of residence" }).click();
    const dialog = dialogOf(page);
    await expect(dialog).toBeVisible();

    // PRICE-08..11: labels, placeholders, the city waits for a country, Continue for both.
    await expect(dialog.getByText("Country of Residence *", { exact: true })).toBeVisible();
    await expect(dialog.getByText("City *", { exact: true })).toBeVisible();
    await expect(countryPicker(page)).toHaveText("Select country...");
    await expect(cityPicker(page)).toBeDisabled();
    await expect(cityPicker(page)).toHaveText("Select a country first");
    await expect(continueButton(page)).toBeDisabled();

    // PRICE-13: no country matches.
    await countryPicker(page).click();
    await page.getByPlaceholder("Search country...").fill("Atlantis");
    await expect(page.getByText("No country found.", { exact: true })).toBeVisible();
    await expect(options(page)).toHaveCount(0);
    await page.getByPlaceholder("Search country...").fill("egy");
    await page.getByRole("option", { name: "Egypt", exact: true }).click();
    await expect(countryPicker(page)).toHaveText(/Egypt/);

    await expect(cityPicker(page)).toBeEnabled();
    await expect(cityPicker(page)).toHaveText("Select city...");
    await expect(continueButton(page)).toBeDisabled();

    // PRICE-14/15: Egypt has more than 100 cities: the first 100 and the notice.
    await cityPicker(page).click();
    await expect(page.getByPlaceholder("Search city...")).toBeFocused();
    await expect(options(page)).toHaveCount(100);
    await expect(page.getByText(CITY_NOTICE, { exact: true })).toBeVisible();

    // PRICE-17/18: ranked search; nothing found.
    await page.getByPlaceholder("Search city...").fill("zzzz");
    await expect(page.getByText("No cities found matching the typed text")).toBeVisible();
    await page.getByPlaceholder("Search city...").fill("cairo");
    await expect(options(page)).toHaveText(["Cairo", "New Cairo"]);
    await expect(page.getByText(CITY_NOTICE)).toHaveCount(0);
    await options(page).first().click();
    await expect(cityPicker(page)).toHaveText("Cairo");
    await expect(continueButton(page)).toBeEnabled();
  });

  test("changing the country clears the city and the city search text", async ({ page }) => {
    await answerGeo(page, "EG");
    await page.goto("/");
    await chooseCountry(page, "Egypt", "Egypt");
    await chooseCity(page, "giza", "Giza");
    await expect(continueButton(page)).toBeEnabled();

    // A typed city search, left without choosing.
    await cityPicker(page).click();
    await page.getByPlaceholder("Search city...").fill("Alex");
    await expect(options(page).first()).toHaveText("Alexandria");
    await page.keyboard.press("Escape");
    await expect(page.getByRole("listbox")).toBeHidden();

    await chooseCountry(page, "germ", "Germany");
    await expect(cityPicker(page)).toHaveText("Select city...");
    await expect(continueButton(page)).toBeDisabled();
    await cityPicker(page).click();
    await expect(page.getByPlaceholder("Search city...")).toHaveValue("");
    await expect(options(page)).toHaveCount(100);
    await page.getByPlaceholder("Search city...").fill("berlin");
    await page.getByRole("option", { name: "Berlin", exact: true }).click();
    await continueButton(page).click();
    await expect(dialogOf(page)).toBeHidden();
    expect(await storedResidence(page)).toMatchObject({ country: "Germany", city: "Berlin" });
    // PRICE-21: a residence outside Egypt pays in dollars even when detected in Egypt.
    await expectPrices(page, "$500", "$450", "50");
  });

  test("the city search waits 150 ms after typing (PRICE-16)", async ({ page }) => {
    await page.clock.install();
    await answerGeo(page, "EG");
    await page.goto("/");
    await chooseCountry(page, "egypt", "Egypt");
    await cityPicker(page).click();
    await expect(options(page)).toHaveCount(100);

    // Time stands still from here on: the typed text is not applied before 150 ms.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await page.getByPlaceholder("Search city...").fill("cairo");
    await page.clock.runFor(100);
    await expect(options(page)).toHaveCount(100);
    await page.clock.runFor(60);
    await expect(options(page)).toHaveText(["Cairo", "New Cairo"]);
  });

  test("works with the keyboard alone", async ({ page }) => {
    await answerGeo(page, "EG");
    await page.goto("/");
    await expect(dialogOf(page)).toBeVisible();

    await countryPicker(page).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByPlaceholder("Search country...")).toBeFocused();
    await page.keyboard.type("egypt");
    await expect(options(page)).toHaveCount(1);
    await expect(options(page)).toHaveAccessibleName("Egypt");
    // Highlighted, so that Enter picks it.
    await expect(options(page)).toHaveAttribute("data-combobox-selected", "true");
    await page.keyboard.press("Enter");
    await expect(countryPicker(page)).toBeFocused();
    await expect(countryPicker(page)).toHaveText(/Egypt/);

    await page.keyboard.press("Tab");
    await expect(cityPicker(page)).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByPlaceholder("Search city...")).toBeFocused();
    await page.keyboard.type("aswan");
    await expect(options(page).first()).toHaveText("Aswan");
    await page.keyboard.press("Enter");
    await expect(cityPicker(page)).toHaveText("Aswan");

    await page.keyboard.press("Tab");
    await expect(dialogOf(page).getByRole("button", { name: "Not now" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(continueButton(page)).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(dialogOf(page)).toBeHidden();
    expect(await storedResidence(page)).toMatchObject({ country: "Egypt", city: "Aswan" });
  });

  test("has no axe violations, with a picker open or showing its empty text", async ({ page }) => {
    test.slow(); // axe runs three times on a page full of content
    await answerGeo(page, "EG");
    await page.goto("/");
    await expect(dialogOf(page)).toBeVisible();
    // The dialog and, when open, the picker's dropdown (rendered in a portal).
    const expectNoViolations = () =>
      expectNoAxeViolations(page, { include: ["[role=dialog]", ".mantine-Combobox-dropdown"] });
    await expectNoViolations();

    await countryPicker(page).click();
    await expect(options(page)).toHaveCount(100);
    await expectNoViolations();
    await page.getByPlaceholder("Search country...").fill("zzz");
    await expect(page.getByText("No country found.")).toBeVisible();
    await expectNoViolations();
  });

  test("does not open for a visitor outside Egypt, who sees dollar prices", async ({ page }) => {
    await answerGeo(page, "US");
    await page.goto("/#pricing");
    await expectPrices(page, "$500", "$450", "50");
    await expect(dialogOf(page)).toHaveCount(0);
  });

  test("does not open when a residence is stored; the stored residence decides", async ({
    page,
  }) => {
    await answerGeo(page, "EG");
    await page.addInitScript(
      (value) => {
        window.localStorage.setItem("userResidence", value);
      },
      residenceStored("Germany", "Berlin"),
    );
    await page.goto("/#pricing");
    await expectPrices(page, "$500", "$450", "50");
    await expect(dialogOf(page)).toHaveCount(0);
  });

  test("a second tab follows a change of residence (storage event)", async ({ context }) => {
    await answerGeo(context, "EG");
    const other = await context.newPage();
    await other.goto("/#pricing");
    await expect(dialogOf(other)).toBeVisible();
    await expectPrices(other, "LE 9,500", "LE 8,500", "1,000");

    const page = await context.newPage();
    await page.goto("/");
    await chooseCountry(page, "united sta", "United States");
    await chooseCity(page, "new york", "New York City");
    await continueButton(page).click();
    await expect(dialogOf(page)).toBeHidden();

    // PRICE-22: the other tab hears of it, closes its prompt and shows dollars, unreloaded.
    await expect(dialogOf(other)).toBeHidden();
    await expectPrices(other, "$500", "$450", "50");
    await expectPrices(page, "$500", "$450", "50");
  });

  test("the residence slot shows the residence and reopens the dialog, dismissible", async ({
    page,
  }) => {
    await answerGeo(page, "US");
    await page.addInitScript(
      (value) => {
        if (!window.localStorage.getItem("userResidence")) {
          window.localStorage.setItem("userResidence", value);
        }
      },
      residenceStored("Egypt", "Cairo"),
    );
    await page.goto("/#pricing");
    const change = page.locator("#pricing").getByRole("button", {
      name: "Change country of residence",
    });
    await expectPrices(page, "LE 9,500", "LE 8,500", "1,000");
    await expect(page.locator("#pricing").getByText("Prices for: Cairo, Egypt")).toBeVisible();
    await change.click();
    const dialog = dialogOf(page);
    await expect(dialog).toBeVisible();
    // It starts from the stored residence and can be closed without a change.
    await expect(countryPicker(page)).toHaveText(/Egypt/);
    await expect(cityPicker(page)).toHaveText("Cairo");
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();

    await change.click();
    await chooseCountry(page, "canada", "Canada");
    await chooseCity(page, "toronto", "Toronto");
    await continueButton(page).click();
    await expect(dialog).toBeHidden();
    await expect(page.locator("#pricing").getByText("Prices for: Toronto, Canada")).toBeVisible();
    await expectPrices(page, "$500", "$450", "50");
  });

  test("a city list that fails to load is logged and left empty (ERR-06)", async ({ page }) => {
    await answerGeo(page, "EG");
    await page.route("**/assets/cities/EG.json", (route) => route.fulfill({ status: 500 }));
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await page.goto("/");
    await chooseCountry(page, "egypt", "Egypt");
    await cityPicker(page).click();
    await expect(page.getByText("No cities available", { exact: true })).toBeVisible();
    await expect(options(page)).toHaveCount(0);
    expect(errors.some((text) => text.includes("Failed to load the cities of EG"))).toBe(true);
    await expect(continueButton(page)).toBeDisabled();
  });

  test("/assets/lang.json and /assets/cr.json are served (API-06, API-07)", async ({ request }) => {
    const lang = await request.get("/assets/lang.json");
    expect(lang.status()).toBe(200);
    const groups = (await lang.json()) as Record<string, unknown>;
    expect(Object.keys(groups).length).toBeGreaterThan(10);
    for (const names of Object.values(groups)) {
      expect(Array.isArray(names) && names.every((name) => typeof name === "string")).toBe(true);
    }
    expect(Object.values(groups).flat()).toEqual(expect.arrayContaining(["English", "Arabic"]));

    const cr = await request.get("/assets/cr.json");
    expect(cr.status()).toBe(200);
    const map = (await cr.json()) as Record<string, string[]>;
    expect(Object.keys(map).length).toBeGreaterThan(240);
    expect(map.Egypt).toEqual(expect.arrayContaining(["Cairo", "Alexandria", "Giza"]));
    expect(map["United States"]).toEqual(expect.arrayContaining(["New York City"]));

    const egypt = await request.get("/assets/cities/EG.json");
    expect(egypt.status()).toBe(200);
    expect(await egypt.json()).toEqual(map.Egypt);
  });

  test("the landing page downloads neither cr.json nor staff code", async ({ page }) => {
    await answerGeo(page, "US");
    const requested: string[] = [];
    const bytes = { js: 0, css: 0, json: 0 };
    page.on("request", (request) => requested.push(new URL(request.url()).pathname));
    const measured: Promise<void>[] = [];
    page.on("requestfinished", (request) => {
      const path = new URL(request.url()).pathname;
      const kind = path.endsWith(".js")
        ? "js"
        : path.endsWith(".css")
          ? "css"
          : path.endsWith(".json")
            ? "json"
            : null;
      if (!kind) return;
      measured.push(
        request.sizes().then((sizes) => {
          bytes[kind] += sizes.responseBodySize;
        }),
      );
    });
    await page.goto("/");
    await expectPrices(page, "$500", "$450", "50");
    await page.waitForLoadState("networkidle");
    await Promise.all(measured);

    expect(requested.filter((path) => path.startsWith("/assets/"))).toEqual([]);
    expect(
      requested.filter((path) =>
        /^\/static\/(_staff|dashboard|applications|booked-slots|login)-[\w-]+\.js$/.test(path),
      ),
    ).toEqual([]);
    // The dialog's code and the country list load only for visitors who need them.
    expect(requested.filter((path) => /\/(residence-dialog|countries)-/.test(path))).toEqual([]);
    // PRICE-01: one location lookup for the page, shared by the prompt, prices and slot.
    expect(requested.filter((path) => path === "/api/geo")).toHaveLength(1);
    expect(bytes.js).toBeGreaterThan(0);
    test.info().annotations.push({
      type: "landing bytes",
      description: `js ${bytes.js}, css ${bytes.css}, json ${bytes.json}`,
    });
    console.log(
      `landing page downloads: js ${bytes.js} B, css ${bytes.css} B, json ${bytes.json} B`,
    );
  });
});
