import { randomUUID } from "node:crypto";
import { expect, type Page, type Route } from "@playwright/test";
import { confirmedEmail } from "./applicants";
import { test } from "./fixtures";
import { fillStep1 } from "./registrations";
import { expectSectionInView } from "./support";

// What a person does on a prerendered page before the app has taken it over is never lost
// (docs/decisions/0004-prerendered-public-pages.md, "Before the app takes over"): a phone with a
// 4× slower CPU, acting as soon as a field shows. Typed text is found in the fields and in the
// app's state after hydration (a key typed afterwards extends it), an early press of the form's
// button submits it then (no reload of the page as a GET), and the bar's links work at once.

/** A mid-range phone: Chromium's CPU slowed 4×. */
async function slowCpu(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
}

/**
 * Holds the app's scripts until `release()`: the page is painted and the person acts before any
 * of the app's code has run, whatever the machine's speed.
 */
async function holdScripts(page: Page) {
  let released = false;
  const held: Route[] = [];
  await page.route(/\/static\/.+\.js$/, (route) =>
    released ? route.continue() : void held.push(route),
  );
  return async () => {
    released = true;
    for (const route of held.splice(0)) await route.continue();
  };
}

/** Opens `path` as it arrives, without waiting for the app (see fixtures.ts). */
async function arriveEarly(page: Page, path: string) {
  await page.goto(path, { waitUntil: "commit" });
}

const answered = (page: Page) =>
  page.locator("html[data-ready]").waitFor({ state: "attached", timeout: 30_000 });

const textbox = (page: Page, name: string) => page.getByRole("textbox", { name, exact: true });

/** Types `value` into the field as soon as it shows. */
async function typeAtOnce(page: Page, name: string, value: string) {
  await textbox(page, name).pressSequentially(value, { delay: 10 });
}

/** The field holds `value` for the app too: a key typed now extends it. */
async function expectKept(page: Page, name: string, value: string) {
  const field = textbox(page, name);
  await expect(field, name).toHaveValue(value);
  await field.press("End");
  await field.press("!");
  await expect(field, name).toHaveValue(`${value}!`);
}

test.describe("before the app takes over, on a slow phone", { tag: "@mobile" }, () => {
  test.beforeEach(async ({ page }) => slowCpu(page));

  test("/contact-us keeps what is typed before any script ran, and sends on the early press", async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await arriveEarly(page, "/contact-us");
    await typeAtOnce(page, "Full Name", "Ann Lee");
    await typeAtOnce(page, "Subject", "About the course");
    await page.getByRole("button", { name: "Send Message" }).click();
    expect(await page.locator("html[data-ready]").count()).toBe(0);
    await release();
    await answered(page);
    // The press submitted the form in the app: its checks, no reload as a GET.
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();
    await expect(page.getByText("Message must be at least 10 characters")).toBeVisible();
    expect(new URL(page.url()).search).toBe("");
    await expectKept(page, "Full Name", "Ann Lee");
    await expectKept(page, "Subject", "About the course");
  });

  test("a key typed as the app takes over goes where the caret was", async ({ page }) => {
    const release = await holdScripts(page);
    await arriveEarly(page, "/contact-us");
    await typeAtOnce(page, "Full Name", "Lee");
    await page.keyboard.press("Home");
    await release();
    await answered(page);
    await page.keyboard.type("Ann ");
    await expect(textbox(page, "Full Name")).toHaveValue("Ann Lee");
  });

  test("/request-interpreter keeps the answers, the country code's search and the early press", async ({
    page,
  }) => {
    await arriveEarly(page, "/request-interpreter");
    await typeAtOnce(page, "Full Name", "Ann Lee");
    await typeAtOnce(page, "Email", "ann@example.org");
    const countryCode = page.getByRole("combobox", { name: "Country Code" });
    await countryCode.click();
    await page.keyboard.type("Egypt", { delay: 10 });
    await answered(page);
    // The search typed is kept, and the list is open on it.
    await expect(countryCode).toHaveValue("Egypt");
    await expect(page.getByRole("option")).toHaveText(["🇪🇬 Egypt (+20)"]);
    await page.getByRole("option", { name: "🇪🇬 Egypt (+20)" }).click();
    await expect(textbox(page, "Phone Number")).toHaveValue("+20");
    await page.getByRole("button", { name: "Submit Request" }).click();
    await expect(page.getByText("Please select a source language")).toBeVisible();
    expect(new URL(page.url()).search).toBe("");
    await expectKept(page, "Full Name", "Ann Lee");
    await expectKept(page, "Email", "ann@example.org");
  });

  test("/application sends the address typed and pressed at once", async ({ page }) => {
    const email = `early-${randomUUID()}@example.com`;
    await arriveEarly(page, "/application");
    await typeAtOnce(page, "E-mail address", email);
    await page.getByRole("button", { name: "Send me the link" }).click();
    await answered(page);
    await expect(page.getByRole("status")).toContainText("we have sent it an e-mail with a link");
    await expect(textbox(page, "E-mail address")).toHaveValue(email);
  });

  test("/privacy/request sends the address and the choice made before any script ran", async ({
    page,
  }) => {
    const email = `early-${randomUUID()}@example.com`;
    const release = await holdScripts(page);
    await arriveEarly(page, "/privacy/request");
    await typeAtOnce(page, "Your e-mail address", email);
    await page.getByRole("radio", { name: "A copy of my data" }).check();
    await page.getByRole("button", { name: "Send" }).click();
    expect(await page.locator("html[data-ready]").count()).toBe(0);
    await release();
    await answered(page);
    await expect(page.getByRole("status")).toContainText("We have sent a link to this address");
    expect(new URL(page.url()).search).toBe("");
    await expect(textbox(page, "Your e-mail address")).toHaveValue(email);
    await expect(page.getByRole("radio", { name: "A copy of my data" })).toBeChecked();
  });

  test("/interpreter-registration keeps the first step's answers and takes an early Next", async ({
    page,
  }) => {
    await arriveEarly(page, "/interpreter-registration");
    await typeAtOnce(page, "Full Name", "Ann Lee");
    await page.getByRole("button", { name: "Next", exact: true }).click();
    await answered(page);
    await expect(page.getByText("Please fix the errors above")).toBeVisible();
    expect(new URL(page.url()).search).not.toContain("website");
    await expectKept(page, "Full Name", "Ann Lee");
  });

  test("/register keeps the language searched for on the first step", async ({ page }) => {
    await arriveEarly(page, "/register");
    const language = page.getByRole("combobox", { name: "Second Language" });
    await language.click();
    await page.keyboard.type("Fren", { delay: 10 });
    await answered(page);
    await page.getByRole("option", { name: "French", exact: true }).click();
    await expect(language).toHaveValue("French");
    await expect(page.getByRole("button", { name: "Next", exact: true })).toBeEnabled();
  });

  // The later steps show after the app has read the stored draft: what is typed as soon as a
  // step's field shows is kept through whatever the app does next (the residence, the checks).
  test("/register's later steps keep what is typed as soon as they show", async ({ page }) => {
    const email = `steps-${randomUUID()}@example.com`;
    const draft = {
      step: 3,
      values: {
        // Step 2 confirmed the address with its e-mail code.
        emailCheck: confirmedEmail(email, "round-3"),
        trainingCourse: "round-3",
        secondLanguage: "French",
        fullName: "Draft Name",
        countryCode: "US",
        phoneNumber: "+12125550199",
        email,
        selectedCountry: "United States",
        selectedCity: "Boston",
        occupation: "working",
        jobTitle: "",
        interests: ["other"],
        otherInterest: "",
        jobReferrals: "yes",
        hearAbout: "other",
        otherHearAbout: "",
      },
    };
    await page.addInitScript((value) => {
      if (!window.sessionStorage.getItem("seeded")) {
        window.sessionStorage.setItem("seeded", "1");
        window.localStorage.setItem("kairosApplicationDraft", value);
      }
    }, JSON.stringify(draft));
    await arriveEarly(page, "/register?step=2");
    await textbox(page, "Full Name").fill("");
    await typeAtOnce(page, "Full Name", "Ann Lee");
    await answered(page);
    await expectKept(page, "Full Name", "Ann Lee");

    await arriveEarly(page, "/register?step=3");
    await typeAtOnce(page, "Job Title", "Nurse");
    await typeAtOnce(page, "Your Other Interest", "Languages");
    await answered(page);
    await expectKept(page, "Job Title", "Nurse");
    await expectKept(page, "Your Other Interest", "Languages");

    await arriveEarly(page, "/register?step=4");
    await typeAtOnce(page, "Where did you hear about us?", "A friend");
    await answered(page);
    await expectKept(page, "Where did you hear about us?", "A friend");
  });
});

// The registration's second step, reopened from its draft: what is typed as soon as it shows
// is kept through the step's code arriving and the draft being read.
test("/interpreter-registration's second step keeps what is typed as soon as it shows", {
  tag: "@mobile",
}, async ({ page }) => {
  await page.goto("/interpreter-registration");
  await fillStep1(page, "Ann Lee", `early-${randomUUID()}@example.com`);
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(page.getByTestId("registration-step")).toHaveText("Step 2 of 3");
  await slowCpu(page);
  await page.reload({ waitUntil: "commit" });
  await typeAtOnce(page, "Training Programs", "Hospital course");
  await answered(page);
  await expectKept(page, "Training Programs", "Hospital course");
});

test("the bar's Stories, pressed before any script ran, goes to the stories", {
  tag: "@desktop",
}, async ({ page }) => {
  await slowCpu(page);
  const release = await holdScripts(page);
  await arriveEarly(page, "/contact-us");
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Stories", exact: true })
    .click();
  await release();
  await expect(page).toHaveURL((url) => url.pathname === "/" && url.hash === "#testimonials");
  await expectSectionInView(page, "testimonials");
});
