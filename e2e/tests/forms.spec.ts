import { expect, type Page, type Route } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { test } from "./fixtures";
import { cspViolations, holdRequests, recordCspViolations } from "./support";

// The request-an-interpreter and contact forms as a visitor fills them (docs/requirements.md, public-site §2, §4,
// §5, §8; REQ-01..27, CON-01..14).

const geo = (countryCode: string, country: string) => ({
  success: true,
  data: { country, countryCode, city: "Unknown", ip: "1.2.3.4" },
});

async function answerGeo(page: Page, countryCode = "US", country = "United States") {
  await page.route("**/api/geo", (route) => route.fulfill({ json: geo(countryCode, country) }));
}

/**
 * A tRPC error answer, as the server would send it for a failed form submission (these travel
 * unbatched, because each carries its own Idempotency-Key).
 */
function trpcFailure(route: Route, message: string, path: string) {
  return route.fulfill({
    status: 500,
    json: {
      error: {
        message,
        code: -32603,
        data: { code: "INTERNAL_SERVER_ERROR", httpStatus: 500, path, fieldErrors: null },
      },
    },
  });
}

/** The request form's submissions fail on the server, after `delayMs`. */
function failRequests(page: Page, delayMs = 0) {
  return page.route("**/trpc/interpreterRequests.submit**", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    await trpcFailure(
      route,
      "Our request service is down for maintenance",
      "interpreterRequests.submit",
    );
  });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

async function pick(page: Page, label: string, option: string) {
  await page.getByRole("combobox", { name: label }).click();
  await page.getByRole("combobox", { name: label }).fill(option);
  await page.getByRole("option", { name: option, exact: true }).click();
}

async function fillRequest(page: Page, name = "Ann Lee") {
  await page.getByRole("textbox", { name: "Full Name" }).fill(name);
  await page.getByRole("textbox", { name: "Email" }).fill("ann@example.com");
  await page.getByRole("textbox", { name: "Phone Number" }).fill("+15551234567");
  await pick(page, "Source Language", "English");
  await pick(page, "Target Language", "Arabic");
  await page.getByRole("radio", { name: "Phone Interpreting" }).check();
}

test.describe("request an interpreter", { tag: "@desktop" }, () => {
  test("shows the marketing column beside the form", async ({ page }) => {
    await answerGeo(page);
    await page.goto("/request-interpreter");
    for (const heading of ["Why Choose Us", "How It Works", "Service Types"]) {
      await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    }
    await expect(page.getByText("1. Send your request")).toBeVisible();
    await expect(page.getByText("Video Remote Interpreting").first()).toBeVisible();
  });

  test("prefills the detected country code and swaps the dial prefix", async ({ page }) => {
    await answerGeo(page, "EG", "Egypt");
    await page.goto("/request-interpreter");
    const code = page.getByRole("combobox", { name: "Country Code" });
    const phone = page.getByRole("textbox", { name: "Phone Number" });
    await expect(code).toHaveValue(/Egypt \(\+20\)/);
    await expect(phone).toHaveValue("+20");
    await phone.pressSequentially("1a0b0");
    await expect(phone).toHaveValue("+20100");
    await pick(page, "Country Code", "🇺🇸 United States (+1)");
    await expect(phone).toHaveValue("+1100");

    // The national form pasted whole, as dialled in Egypt: E.164 once the field is left.
    await pick(page, "Country Code", "🇪🇬 Egypt (+20)");
    await phone.fill("010 2030 4050");
    await expect(phone).toHaveValue("+2001020304050");
    await page.getByRole("textbox", { name: "Email" }).click();
    await expect(phone).toHaveValue("+201020304050");
    // A number autofilled with its own +: kept, and its country chosen.
    await phone.fill("+44 20 7946 0958");
    await expect(phone).toHaveValue("+442079460958");
    await expect(code).toHaveValue(/United Kingdom \(\+44\)/);
  });

  test("defaults to US when the location is unknown", async ({ page }) => {
    await page.route("**/api/geo", (route) => route.fulfill({ status: 500, body: "" }));
    await page.goto("/request-interpreter");
    await expect(page.getByRole("combobox", { name: "Country Code" })).toHaveValue(
      /United States \(\+1\)/,
    );
  });

  test("typing in Country Code finds a country by name, ISO code or dial code", async ({
    page,
  }) => {
    await answerGeo(page);
    await page.goto("/request-interpreter");
    const code = page.getByRole("combobox", { name: "Country Code" });
    const phone = page.getByRole("textbox", { name: "Phone Number" });
    await expect(code).toHaveValue(/United States \(\+1\)/);
    // As a person types into the field that shows the chosen country.
    for (const [typed, found] of [
      ["Egypt", "🇪🇬 Egypt (+20)"],
      ["+44", "🇬🇧 United Kingdom (+44)"],
      ["DE", "🇩🇪 Germany (+49)"],
    ] as const) {
      await code.click();
      await code.pressSequentially(typed);
      await expect(page.getByRole("option", { name: found, exact: true })).toBeVisible();
      await expect(page.getByText("No country found")).toHaveCount(0);
      await page.keyboard.press("Escape");
    }
    await code.click();
    await code.pressSequentially("Egypt");
    await page.getByRole("option", { name: "🇪🇬 Egypt (+20)", exact: true }).click();
    await expect(code).toHaveValue(/Egypt \(\+20\)/);
    await expect(phone).toHaveValue("+20");
  });

  test("Country Code keeps every key typed: as its picker takes over, and after a choice", async ({
    page,
  }) => {
    await answerGeo(page);
    // The picker's code is held: the press lands on the field as drawn before it came.
    const release = await holdRequests(page, /\/static\/select-field-[\w-]+\.js$/);
    await page.goto("/request-interpreter");
    const code = page.getByRole("combobox", { name: "Country Code" });
    await code.click();
    release();
    // The real picker has the focus and its list open: what is typed now is the search.
    await expect(code).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.type("Egypt");
    await expect(code).toHaveValue("Egypt");
    await expect(page.getByRole("option")).toHaveText(["🇪🇬 Egypt (+20)"]);
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect(code).toHaveValue("🇪🇬 Egypt (+20)");
    await expect(code).toBeFocused();
    // The list closed on the choice; the next keys open it on what they typed.
    await page.keyboard.type("+49");
    await expect(code).toHaveValue("+49");
    await expect(page.getByRole("option")).toHaveText(["🇩🇪 Germany (+49)"]);
  });

  test("shows every rule's message", async ({ page }) => {
    await answerGeo(page);
    await page.goto("/request-interpreter");
    await page.getByRole("button", { name: "Submit Request" }).click();
    for (const message of [
      "Full name must be at least 2 characters",
      "Please enter a valid email address",
      "Please enter a valid phone number",
      "Please select a source language",
      "Please select a target language",
      "Please select a service type",
    ]) {
      await expect(page.getByText(message)).toBeVisible();
    }
    // "555 01" behind the US prefix: the shape of a number, not the length of one.
    await page.getByRole("textbox", { name: "Phone Number" }).fill("+1");
    await page.getByRole("textbox", { name: "Phone Number" }).pressSequentially("55501");
    await page.getByRole("button", { name: "Submit Request" }).click();
    await expect(
      page.getByText(
        "This phone number has too few or too many digits for its country code. Please check it.",
      ),
    ).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Phone Number" })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    await page.getByRole("textbox", { name: "Phone Number" }).fill("+1");
    await page.getByRole("textbox", { name: "Phone Number" }).pressSequentially("5551234");
    await pick(page, "Source Language", "Arabic");
    await pick(page, "Target Language", "Arabic");
    await page.getByRole("button", { name: "Submit Request" }).click();
    await expect(page.getByText("Source and target languages must be different")).toBeVisible();
  });

  test("asks for the address only for on-site service", async ({ page }) => {
    await answerGeo(page);
    await page.goto("/request-interpreter");
    await fillRequest(page);
    await expect(page.getByRole("group", { name: "On-site address" })).toHaveCount(0);
    await page.getByRole("radio", { name: "On-site" }).check();
    await expect(page.getByRole("group", { name: "On-site address" })).toBeVisible();
    await page.getByRole("textbox", { name: "Street Address" }).fill("   ");
    await page.getByRole("button", { name: "Submit Request" }).click();
    for (const message of [
      "Street address is required for on-site service",
      "City is required for on-site service",
      "State is required for on-site service",
      "Zip code is required for on-site service",
      "Country is required for on-site service",
    ]) {
      await expect(page.getByText(message)).toBeVisible();
    }
  });

  test("submits, shows the success message and resets, keeping the country code", async ({
    page,
  }) => {
    await answerGeo(page, "EG", "Egypt");
    await page.goto("/request-interpreter");
    await expect(page.getByRole("textbox", { name: "Phone Number" })).toHaveValue("+20");
    await fillRequest(page);
    await page.getByRole("textbox", { name: "Phone Number" }).fill("+201001234567");
    let body: Record<string, unknown> = {};
    let key: string | undefined;
    page.on("request", (r) => {
      if (!r.url().includes("interpreterRequests.submit")) return;
      body = r.postDataJSON();
      key = r.headers()["idempotency-key"];
    });
    await page.getByRole("button", { name: "Submit Request" }).click();
    const done = page.getByRole("dialog", { name: "Request Submitted" });
    await expect(done).toContainText("Request submitted successfully");
    // The reference to quote when writing to us.
    await expect(done.getByTestId("request-reference")).toHaveText(/^REQ-\d{6}$/);
    await done.getByRole("button", { name: "Close" }).click();
    await expect(done).toBeHidden();
    await expect(page.getByRole("textbox", { name: "Full Name" })).toHaveValue("");
    await expect(page.getByRole("combobox", { name: "Source Language" })).toHaveValue("");
    await expect(page.getByRole("combobox", { name: "Target Language" })).toHaveValue("");
    await expect(page.getByRole("combobox", { name: "Country Code" })).toHaveValue(/Egypt/);
    expect(body).toMatchObject({ fullName: "Ann Lee", serviceType: "phone", countryCode: "EG" });
    expect(body).not.toHaveProperty("organization");
    // One Idempotency-Key per submission, so a retry can never store the request twice.
    expect(key).toMatch(UUID);
  });

  test("shows 'Submitting...' while sending, then the server's error", async ({ page }) => {
    await answerGeo(page);
    await failRequests(page, 800);
    await page.goto("/request-interpreter");
    await fillRequest(page);
    await page.getByRole("button", { name: "Submit Request" }).click();
    await expect(page.getByRole("button", { name: "Submitting..." })).toBeDisabled();
    await expect(page.getByRole("alert")).toHaveText("Our request service is down for maintenance");
    // Nothing the visitor typed is lost.
    await expect(page.getByRole("textbox", { name: "Full Name" })).toHaveValue("Ann Lee");
  });

  test("explains a lost connection", async ({ page }) => {
    await answerGeo(page);
    await page.route("**/trpc/interpreterRequests.submit**", (route) => route.abort("failed"));
    await page.goto("/request-interpreter");
    await fillRequest(page);
    await page.getByRole("button", { name: "Submit Request" }).click();
    await expect(page.getByRole("alert")).toHaveText(
      "Unable to submit request. Please check your connection and try again.",
    );
  });

  test("has no axe violations", async ({ page }) => {
    await answerGeo(page);
    await page.goto("/request-interpreter");
    await page.getByRole("radio", { name: "On-site" }).check();
    await expectNoAxeViolations(page);
  });
});

test.describe("contact", { tag: "@desktop" }, () => {
  test("shows the details, hours and the 24-hour promise", async ({ page }) => {
    await page.goto("/contact-us");
    await expect(page.getByRole("link", { name: "support@kairos.example" }).first()).toBeVisible();
    for (const [days, hours] of [
      ["Mon-Fri", "9:00 AM-6:00 PM EST"],
      ["Sat", "10:00 AM-4:00 PM EST"],
      ["Sun", "Closed"],
    ]) {
      await expect(page.getByRole("row", { name: `${days} ${hours}` })).toBeVisible();
    }
    await expect(page.getByText("We reply to every message within 24 hours.")).toBeVisible();
  });

  test("validates while typing, sends, confirms and resets", async ({ page }) => {
    await page.goto("/contact-us");
    await page.getByRole("textbox", { name: "Full Name" }).fill("A");
    await expect(page.getByText("Full name must be at least 2 characters")).toBeVisible();
    await page.getByRole("textbox", { name: "Full Name" }).fill("Ann Lee");
    await expect(page.getByText("Full name must be at least 2 characters")).toHaveCount(0);
    await page.getByRole("textbox", { name: "Email" }).fill("ann@");
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();
    await page.getByRole("textbox", { name: "Email" }).fill("ann@example.com");
    await page.getByRole("textbox", { name: "Subject" }).fill("Hi");
    await expect(page.getByText("Subject must be at least 5 characters")).toBeVisible();
    await page.getByRole("textbox", { name: "Subject" }).fill("Training question");
    await page.getByRole("textbox", { name: "Message" }).fill("Too short");
    await expect(page.getByText("Message must be at least 10 characters")).toBeVisible();
    await page.getByRole("textbox", { name: "Message" }).fill("When does the next cohort start?");
    const sent = page.waitForRequest((r) => r.url().includes("/trpc/contactMessages.submit"));
    await page.getByRole("button", { name: "Send Message" }).click();
    expect((await sent).headers()["idempotency-key"]).toMatch(UUID);
    const dialog = page.getByRole("dialog", { name: "Message Sent Successfully" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId("message-reference")).toHaveText(/^MSG-\d{6}$/);
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(page.getByRole("textbox", { name: "Full Name" })).toHaveValue("");
  });

  test("shows the server's message in the error dialog", async ({ page }) => {
    await page.route("**/trpc/contactMessages.submit**", (route) =>
      trpcFailure(route, "Our mail desk is closed right now", "contactMessages.submit"),
    );
    await page.goto("/contact-us");
    await page.getByRole("textbox", { name: "Full Name" }).fill("Ann Lee");
    await page.getByRole("textbox", { name: "Email" }).fill("ann@example.com");
    await page.getByRole("textbox", { name: "Subject" }).fill("Training question");
    await page.getByRole("textbox", { name: "Message" }).fill("When does the next cohort start?");
    await page.getByRole("button", { name: "Send Message" }).click();
    const dialog = page.getByRole("dialog", { name: "Message Error" });
    await expect(dialog).toContainText("Our mail desk is closed right now");
    await expect(dialog).toContainText(
      "Please check your information and try again, or contact us directly.",
    );
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(page.getByRole("textbox", { name: "Full Name" })).toHaveValue("Ann Lee");
  });

  test("has no axe violations", async ({ page }) => {
    await page.goto("/contact-us");
    // The form page starts in the browser: check it once it has rendered.
    await expect(page.getByRole("heading", { level: 1, name: "Contact Us" })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe("content security policy", { tag: "@desktop" }, () => {
  test("validating a form breaks no rule of the page's CSP", async ({ page }) => {
    await answerGeo(page);
    await recordCspViolations(page);
    await page.goto("/contact-us");
    // The shared zod schema checks the field in the browser.
    await page.getByRole("textbox", { name: "Message" }).fill("Too short");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Message must be at least 10 characters")).toBeVisible();
    expect(await cspViolations(page)).toEqual([]);
  });
});

test.describe("the outcome where the person is looking", () => {
  test("a sent request is confirmed in view with the focus, at the form's end", async ({
    page,
  }) => {
    await answerGeo(page);
    await page.goto("/request-interpreter");
    await fillRequest(page);
    // The person has scrolled down to the button, as on a phone.
    const send = page.getByRole("button", { name: "Submit Request" });
    await send.scrollIntoViewIfNeeded();
    await send.click();
    const done = page.getByRole("dialog", { name: "Request Submitted" });
    await expect(done).toBeInViewport();
    await expect(done).toContainText("Request submitted successfully");
    await expect(done.locator(":focus")).toHaveCount(1);
  });

  test("a failed request is said beside the button and takes the focus", async ({ page }) => {
    await answerGeo(page);
    await failRequests(page);
    await page.goto("/request-interpreter");
    await fillRequest(page);
    await page.getByRole("button", { name: "Submit Request" }).click();
    const failure = page.getByRole("alert");
    await expect(failure).toHaveText("Our request service is down for maintenance");
    await expect(failure).toBeInViewport();
    await expect(failure).toBeFocused();
  });
});
