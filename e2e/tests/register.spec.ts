import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { type APIRequestContext, expect, type Locator, type Page } from "@playwright/test";
import { applicationDraft, confirmedEmail, openDraft, PNG, postApplication } from "./applicants";
import { expectNoAxeViolations } from "./axe";
import { test } from "./fixtures";
import { emailCodeTo } from "./outbox";
import { secondPaymentDay, seededRound3 } from "./rounds";

// The 7-step training application at /register as applicants fill it (docs/requirements.md, application-and-admin
// §2, §4, §5, §8; APP-01..33, SLOT-01..16, ERR-14..18), against the real server and its demo
// slots (round-3, capacity 1, on the coming weekdays).

const STEP_INVALID = "Please fix the errors above before proceeding to the next step.";
const NO_SCREENSHOT = "Please upload a payment screenshot before proceeding.";
const WRONG_TYPE = "Only image files (JPG, PNG, JPEG) are accepted.";
const PHONE_IMPOSSIBLE =
  "This phone number has too few or too many digits for its country code. Please check it.";
const DRAFT_KEY = "kairosApplicationDraft";

const uniqueEmail = (tag: string) => `${tag}-${randomUUID()}@example.com`;

type Where = "EG" | "US";

/** The visitor's location, and for Egypt a stored residence in Cairo. */
async function arrive(page: Page, where: Where, path = "/register") {
  const geo =
    where === "EG"
      ? { country: "Egypt", countryCode: "EG", city: "Cairo", ip: "1.2.3.4" }
      : { country: "United States", countryCode: "US", city: "Unknown", ip: "1.2.3.4" };
  await page.route("**/api/geo", (route) => route.fulfill({ json: { success: true, data: geo } }));
  if (where === "EG") {
    const residence = JSON.stringify({
      country: "Egypt",
      city: "Cairo",
      timestamp: new Date().toISOString(),
    });
    await page.addInitScript((value) => {
      window.localStorage.setItem("userResidence", value);
    }, residence);
  }
  await page.goto(path);
  await expect(
    page.getByRole("heading", { level: 1, name: "Apply for the Medical Interpreter Training" }),
  ).toBeVisible();
}

const nextButton = (page: Page, name = "Next") => page.getByRole("button", { name, exact: true });
const stepText = (page: Page) => page.getByTestId("step-indicator");

async function expectStep(page: Page, n: number) {
  await expect(stepText(page)).toHaveText(`Step ${n} of 7`);
  await expect(page.getByRole("progressbar", { name: "Application progress" })).toHaveAttribute(
    "aria-valuetext",
    `Step ${n} of 7`,
  );
  // A later step's code loads once the step is reached when the browser had no idle moment to
  // load it before (after a reload, on a busy machine): its fields show in place of "Loading
  // the step" as soon as it arrives. That is a state to wait for, however long a busy machine
  // takes to fetch and run the code: only the test's own time bounds it.
  await expect(page.getByLabel("Loading the step")).toHaveCount(0, { timeout: 0 });
}

async function chooseLanguage(page: Page, query: string, name: string) {
  const select = page.getByRole("combobox", { name: "Second Language" });
  await select.click();
  await select.fill(query);
  await page.getByRole("option", { name, exact: true }).click();
  await expect(select).toHaveValue(name);
}

async function stepCourse(page: Page, axe = false) {
  await expectStep(page, 1);
  await expect(page.getByRole("button", { name: "Previous" })).toBeDisabled();
  await expect(page.getByRole("radio", { name: "Round 3 (Next Cohort)" })).toBeChecked();
  // Round 2 (October 25th to December 16th, 2025) is over: a completed round is not offered
  // (GAP-26); only round 3 can be chosen.
  await expect(page.getByRole("radio", { name: /^Round 2/ })).toHaveCount(0);
  await expect(page.getByRole("radio")).toHaveCount(1);
  // The spec's schedule (APP-14) in New York time ("ET"), then the visitor's own time.
  await expect(
    page.getByText(/Saturdays 4:00-6:30 PM ET\b.*Tuesdays 5:00-7:30 PM ET\b/),
  ).toBeVisible();
  await expect(nextButton(page)).toBeDisabled();
  // A disabled Next says what the step still needs.
  await expect(nextButton(page)).toHaveAccessibleDescription(
    "To go on, we still need your second language.",
  );
  await chooseLanguage(page, "Arab", "Arabic");
  if (axe) await expectNoAxeViolations(page, { include: "main" });
  await expect(nextButton(page)).toBeEnabled();
  await nextButton(page).click();
}

async function fillContact(page: Page, where: Where, email: string) {
  await expectStep(page, 2);
  await page.getByRole("textbox", { name: "Full Name" }).fill("Mona Hassan");
  const phone = page.getByRole("textbox", { name: "Phone Number" });
  if (where === "EG") {
    await expect(page.getByRole("combobox", { name: "Country Code" })).toHaveValue(
      /Egypt \(\+20\)/,
    );
    await expect(phone).toHaveValue("+20");
    // The number as dialled in Egypt, with its 0: stored (and shown once left) as E.164.
    await phone.pressSequentially("01001234567");
    await expect(phone).toHaveValue("+2001001234567");
    await expect(page.getByRole("combobox", { name: "Country *", exact: true })).toContainText(
      "Egypt",
    );
    await expect(page.getByRole("combobox", { name: "City *", exact: true })).toContainText(
      "Cairo",
    );
  } else {
    await expect(page.getByRole("combobox", { name: "Country Code" })).toHaveValue(
      /United States \(\+1\)/,
    );
    await phone.pressSequentially("2125550123");
    await expect(page.getByRole("combobox", { name: "Country *", exact: true })).toContainText(
      "United States",
    );
    await expect(nextButton(page)).toBeDisabled();
    await page.getByRole("combobox", { name: "City *", exact: true }).click();
    await page.getByPlaceholder("Search city...").fill("New York City");
    await page.getByRole("option", { name: "New York City", exact: true }).click();
  }
  await page.getByRole("textbox", { name: "Email" }).fill(email);
  await expect(phone).toHaveValue(where === "EG" ? "+201001234567" : "+12125550123");
}

const codeSent = (email: string) => `We sent a 6-digit code to ${email}. It works for 15 minutes.`;
const codeField = (page: Page) => page.getByRole("textbox", { name: "6-digit code" });
/** Anything telling that the address has applied: only the right code may bring it. */
const alreadyApplied = (page: Page) => page.getByText(/already applied/i);

/**
 * Step 2's e-mail code (decision 0009), after Next: the code mailed to `email` (its `n`th),
 * typed and confirmed. The address has not applied: the form goes on to step 3.
 */
async function confirmEmail(page: Page, email: string, n = 1) {
  await expect(page.getByRole("heading", { name: "Confirm your e-mail address" })).toBeVisible();
  await expect(page.getByTestId("code-sent")).toHaveText(codeSent(email));
  await expect(codeField(page)).toBeFocused();
  await codeField(page).fill(await emailCodeTo(email, n));
  await nextButton(page, "Confirm").click();
  await expectStep(page, 3);
}

async function stepBackground(page: Page) {
  await expectStep(page, 3);
  await expect(nextButton(page)).toBeDisabled();
  await page.getByRole("radio", { name: "Student" }).check();
  await page.getByRole("checkbox", { name: "Want to earn extra income" }).check();
  await expect(page.getByRole("radio", { name: "Yes" })).toBeChecked();
  await nextButton(page).click();
  await expectStep(page, 4);
  await expect(nextButton(page)).toBeDisabled();
  await page.getByRole("radio", { name: "Facebook" }).check();
  await nextButton(page).click();
}

async function stepPlan(page: Page, where: Where) {
  await expectStep(page, 5);
  const proceed = nextButton(page, "Proceed to Payment");
  await expect(proceed).toBeDisabled();
  // Each plan's total in the applicant's currency (APP-26): the early bird price, or twice the
  // installment.
  const [full, two, half] =
    where === "EG" ? ["LE 8,500", "LE 9,500", "LE 4,750"] : ["$450", "$500", "$250"];
  await expect(page.getByTestId("price-full-payment")).toHaveText(full);
  await expect(page.getByTestId("price-two-payments")).toHaveText(two);
  await expect(page.getByTestId("payments-two-payments")).toContainText(
    `${half} now, with your application`,
  );
  await page.getByRole("radio", { name: /Full Payment/ }).check();
  await expect(page.getByRole("cell", { name: "Mona Hassan" })).toBeVisible();
  await expect(
    page.getByRole("cell", { name: `Full Payment: ${full} with the application` }),
  ).toBeVisible();
  await proceed.click();
}

async function uploadScreenshot(page: Page) {
  await page.locator('input[type="file"]').setInputFiles({
    name: "payment.png",
    mimeType: "image/png",
    buffer: PNG,
  });
  await expect(page.getByTestId("screenshot-name")).toHaveText("payment.png");
  await expect(page.getByTestId("screenshot-size")).toHaveText("0.00 MB");
}

async function stepPayment(page: Page, where: Where) {
  await expectStep(page, 6);
  const schedule = nextButton(page, "Schedule Assessment");
  await expect(schedule).toBeDisabled();
  const defaultTab = where === "EG" ? "Instant payment (Egypt)" : "International payment link";
  await expect(page.getByRole("tab", { name: defaultTab })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await uploadScreenshot(page);
  await expect(schedule).toBeEnabled();
  await schedule.click();
}

/** Chooses the first available date and its first slot; returns the slot's label. */
async function chooseSlot(page: Page): Promise<string> {
  await expectStep(page, 7);
  await expect(nextButton(page, "Complete Application")).toBeDisabled();
  await expect(page.getByText("the night before your time slot")).toBeVisible();
  const day = page.getByRole("button", { name: /^[A-Z][a-z]+ \d{1,2}, \d{4}$/ }).first();
  await day.click();
  const slot = page.getByRole("radio", { name: /^\d{1,2}:\d{2} [AP]M$/ }).first();
  const slotLabel = page.locator("label", { hasText: /^\d{1,2}:\d{2} [AP]M$/ }).first();
  await expect(slotLabel).toBeVisible();
  const label = (await slotLabel.textContent()) ?? "";
  await slotLabel.click();
  await expect(slot).toBeChecked();
  await expect(nextButton(page, "Complete Application")).toBeEnabled();
  return label;
}

async function throughPayment(page: Page, where: Where, email: string) {
  await stepCourse(page);
  await fillContact(page, where, email);
  await nextButton(page).click();
  await confirmEmail(page, email);
  await stepBackground(page);
  await stepPlan(page, where);
  await stepPayment(page, where);
}

const draftOf = (page: Page) =>
  page.evaluate(
    (key) =>
      JSON.parse(window.localStorage.getItem(key) ?? "null") as {
        step: number;
        values: Record<string, unknown>;
      } | null,
    DRAFT_KEY,
  );

/** The colours that say a plan card is chosen: its border, background and radio dot. */
const cardLook = (card: Locator) =>
  card.evaluate((element) => {
    const style = getComputedStyle(element);
    const dot = element.querySelector(".mantine-RadioIndicator-indicator");
    return {
      border: style.borderTopColor,
      borderWidth: style.borderTopWidth,
      background: style.backgroundColor,
      dot: dot ? getComputedStyle(dot).backgroundColor : "none",
    };
  });

// Step 5 at both widths (APP-25, APP-26, INC-08): the chosen plan is unmistakable (border,
// background, a filled radio dot, and a focus ring for the keyboard), and each plan shows its
// total and every payment with its amount and date.
test("step 5: the chosen plan is unmistakable, with each plan's total, payments and dates", async ({
  page,
  request,
}) => {
  const due = secondPaymentDay((await seededRound3(request)).startDate);
  // Step 2's country (Egypt) decides the currency.
  await openDraft(page, applicationDraft(5));
  const full = page.getByRole("radio", { name: /Full Payment/ });
  const two = page.getByRole("radio", { name: /Two Payments/ });
  await expect(full).toHaveAttribute("aria-checked", "false");
  await expect(two).toHaveAttribute("aria-checked", "false");

  // Totals and payments, the second payment dated from round 3's start.
  await expect(page.getByTestId("price-full-payment")).toHaveText("LE 8,500");
  await expect(full).toContainText("LE 8,500 now, with your application");
  await expect(page.getByTestId("price-two-payments")).toHaveText("LE 9,500");
  await expect(two).toContainText("LE 9,500 in total");
  await expect(page.getByTestId("payments-two-payments")).toHaveText(
    "1. LE 4,750 now, with your application" +
      `2. LE 4,750 by ${due} (the end of the course's 3rd week)`,
  );
  await expect(page.getByTestId("two-payments-comparison")).toHaveText(
    "Costs LE 1,000 more than paying in full.",
  );
  await expect(page.getByText(/interest-free/i)).toHaveCount(0);

  // One column on a phone, two side by side on a desktop.
  const [a, b] = [await full.boundingBox(), await two.boundingBox()];
  const width = page.viewportSize()?.width ?? 0;
  if (width < 576) expect(b?.y ?? 0).toBeGreaterThanOrEqual((a?.y ?? 0) + (a?.height ?? 0));
  else expect(b?.y).toBe(a?.y);

  const unchosen = await cardLook(two);
  expect(unchosen.dot).toBe("rgb(255, 255, 255)");

  // The keyboard reaches the card, which shows a focus ring, and chooses it.
  await full.focus();
  await page.keyboard.press("Tab");
  await expect(two).toBeFocused();
  const ring = await two.evaluate((element) => {
    const style = getComputedStyle(element);
    return { style: style.outlineStyle, width: style.outlineWidth };
  });
  expect(ring).toEqual({ style: "solid", width: "3px" });
  await page.keyboard.press("Space");
  await expect(two).toHaveAttribute("aria-checked", "true");
  await expect(full).toHaveAttribute("aria-checked", "false");

  // Chosen: the border, the background and the radio dot take the primary colour (the dot
  // fills within Mantine's 100 ms transition).
  await expect.poll(async () => (await cardLook(two)).dot).not.toBe("rgb(255, 255, 255)");
  await expect
    .poll(async () => {
      const look = await cardLook(two);
      return look.border === look.dot;
    })
    .toBe(true);
  const chosen = await cardLook(two);
  expect(chosen.borderWidth).toBe("2px");
  expect(chosen.background).not.toBe(unchosen.background);
  const other = await cardLook(full);
  expect(other.border).not.toBe(chosen.border);
  expect(other.dot).toBe("rgb(255, 255, 255)");
  await expectNoAxeViolations(page, { include: "main" });

  await expect(
    page.getByRole("cell", {
      name: `Two Payments: LE 9,500 in total, LE 4,750 with the application and LE 4,750 by ${due}`,
    }),
  ).toBeVisible();
  // Step 6 asks for the first payment and says what follows.
  await nextButton(page, "Proceed to Payment").click();
  await expectStep(page, 6);
  await expect(page.getByTestId("amount-due")).toHaveText("LE 4,750");
  await expect(page.getByTestId("later-payments")).toHaveText(
    `Then LE 4,750 by ${due}; LE 9,500 in total.`,
  );
});

/** A complete application posted straight to the server (another applicant). */
const applyDirectly = (request: APIRequestContext, email: string, slot: string) =>
  postApplication(request, { email, assessmentSlot: slot });

test.describe("training application", { tag: "@desktop" }, () => {
  // The demo slots hold one applicant each: the tests book one after the other.
  test.describe.configure({ mode: "serial" });

  test("an applicant in Egypt applies, pays in pounds and books a slot", async ({ page }) => {
    // All seven steps with an axe scan on each: a long flow by nature.
    test.slow();
    const hits: string[] = [];
    page.on("request", (req) => {
      if (req.url().endsWith("/api/events") && req.method() === "POST") {
        hits.push(req.postData() ?? "");
      }
    });
    await arrive(page, "EG");
    await stepCourse(page, true);
    const email = uniqueEmail("eg");
    await fillContact(page, "EG", email);
    await expectNoAxeViolations(page, { include: "main" });
    await nextButton(page).click();
    await expectNoAxeViolations(page, { include: "main" });
    await confirmEmail(page, email);
    // A first application: nothing about having applied.
    await expect(alreadyApplied(page)).toHaveCount(0);
    await stepBackground(page);
    await expectNoAxeViolations(page, { include: "main" });
    await stepPlan(page, "EG");
    await expect(page.getByText("Amount to pay now")).toContainText("LE 8,500");
    await stepPayment(page, "EG");
    const label = await chooseSlot(page);
    expect(label).toMatch(/^(10:00 AM|12:00 PM|2:00 PM|4:00 PM|6:00 PM)$/);
    await expectNoAxeViolations(page, { include: "main" });

    const apply = page.waitForRequest(
      (req) => req.url().endsWith("/api/trainings/apply") && req.method() === "POST",
    );
    await nextButton(page, "Complete Application").click();
    const request = await apply;
    expect(request.headers()["idempotency-key"]).toMatch(/^[0-9a-f-]{36}$/);
    const body = request.postData() ?? "";
    expect(body).toContain('name="interests"\r\n\r\n["Want to earn extra income"]');
    expect(body).toContain('name="paymentScreenshot"; filename="payment.png"');
    expect(body).toContain('name="phoneNumber"\r\n\r\n+201001234567');

    const dialog = page.getByRole("dialog", { name: "Application Submitted" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText("Application submitted successfully")).toBeVisible();
    await expect(dialog.getByText(/confirmation e-mail/).first()).toBeVisible();
    // The reference to quote, the booked time in Egypt time and the ways to a calendar.
    await expect(dialog.getByTestId("application-reference")).toHaveText(/^APP-\d{6}$/);
    await expect(dialog).toContainText(
      new RegExp(`day, \\d+ \\w+ \\d{4} at ${label} \\(Egypt time\\)`),
    );
    const calendar = dialog.getByRole("group", { name: "Add to calendar" });
    await expect(calendar.getByRole("link", { name: "Google Calendar" })).toHaveAttribute(
      "href",
      /^https:\/\/calendar\.google\.com\/.*dates=\d{8}T\d{6}Z%2F\d{8}T\d{6}Z/,
    );
    await expect(calendar.getByRole("link", { name: "Outlook" })).toHaveAttribute(
      "href",
      /^https:\/\/outlook\.live\.com\//,
    );
    const download = page.waitForEvent("download");
    await calendar.getByRole("link", { name: "Download .ics" }).click();
    const ics = readFileSync(await (await download).path(), "utf8");
    expect(ics).toContain("BEGIN:VEVENT");
    expect(ics).toMatch(/UID:assessment-APP-\d{6}@kairos/);
    expect(await draftOf(page)).toBeNull();
    expect(hits.some((hit) => hit.includes("step-1"))).toBe(true);
    expect(hits.some((hit) => hit.includes("step-6"))).toBe(true);
    await dialog.getByRole("button", { name: "Got it!" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/");
  });

  test.describe("from New York", () => {
    test.use({ timezoneId: "America/New_York", locale: "en-US" });

    // Each slot in Egypt time (CONST-13) with the visitor's own time beside it, before choosing.
    test("an applicant in the US pays in dollars and sees each slot on their own clock", async ({
      page,
    }) => {
      await arrive(page, "US");
      await throughPayment(page, "US", uniqueEmail("us"));
      const label = await chooseSlot(page);
      const radio = page.getByRole("radio", { name: label, exact: true });
      const hours = Number(/^(\d+):/.exec(label)?.[1]) % 12;
      const pm = label.endsWith("PM");
      // Egypt is 7 hours ahead of New York in the northern winter, 6 or 7 in summer.
      const egyptHour = hours + (pm ? 12 : 0);
      const ownTimes = [7, 6].map((ahead) => {
        const hour = (egyptHour - ahead + 24) % 24;
        return `${hour % 12 || 12}:${label.slice(label.indexOf(":") + 1, -3)} ${hour < 12 ? "AM" : "PM"}`;
      });
      await expect(radio).toHaveAccessibleDescription(
        new RegExp(`(${ownTimes.join("|")}) E[SD]T your time$`),
      );
      await nextButton(page, "Complete Application").click();
      const dialog = page.getByRole("dialog", { name: "Application Submitted" });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(
        new RegExp(`, (${ownTimes.join("|")}) E[SD]T your time\\)`),
      );
      await dialog.getByRole("button", { name: "Got it!" }).click();
      await expect(page).toHaveURL((url) => url.pathname === "/");
    });
  });

  test("Next and Previous follow each step's rules", async ({ page }) => {
    await arrive(page, "US");
    await stepCourse(page);
    await expectStep(page, 2);
    await expect(page.getByRole("button", { name: "Previous" })).toBeEnabled();
    // A custom language is required once Other is chosen.
    await page.getByRole("button", { name: "Previous" }).click();
    await expectStep(page, 1);
    await chooseLanguage(page, "Other", "Other (specify below)");
    await expect(nextButton(page)).toBeDisabled();
    await page.getByRole("textbox", { name: "Your Second Language" }).fill("Nubian");
    await expect(nextButton(page)).toBeEnabled();
    await nextButton(page).click();

    await fillContact(page, "US", "not-an-email");
    // "555 01" behind the US prefix: no US number is that short.
    const phone = page.getByRole("textbox", { name: "Phone Number" });
    await phone.fill("+155501");
    await expect(nextButton(page)).toBeEnabled();
    await nextButton(page).click();
    await expect(page.getByText(STEP_INVALID)).toBeVisible();
    await expect(page.getByText(PHONE_IMPOSSIBLE)).toBeVisible();
    await expect(phone).toHaveAttribute("aria-invalid", "true");
    await expectStep(page, 2);
    await phone.fill("+12125550123");
    const email = uniqueEmail("rules");
    await page.getByRole("textbox", { name: "Email" }).fill(email);
    // The errors fixed, the step's message goes at once, before Next.
    await expect(page.getByText(STEP_INVALID)).toHaveCount(0);
    await nextButton(page).click();
    await confirmEmail(page, email);

    await expectStep(page, 3);
    await page.getByRole("radio", { name: "Working", exact: true }).check();
    await page.getByRole("checkbox", { name: "Other", exact: true }).check();
    await expect(nextButton(page)).toBeEnabled();
    await nextButton(page).click();
    await expect(page.getByText(STEP_INVALID)).toBeVisible();
    await expectStep(page, 3);
    await expectNoAxeViolations(page, { include: "main" });
    await page.getByRole("textbox", { name: "Job Title" }).fill("Nurse");
    await page.getByRole("textbox", { name: "Your Other Interest" }).fill("Languages");
    await nextButton(page).click();
    await expectStep(page, 4);
    await page.getByRole("radio", { name: "Other", exact: true }).check();
    await nextButton(page).click();
    await expect(page.getByText(STEP_INVALID)).toBeVisible();
    await expectNoAxeViolations(page, { include: "main" });
    await page.getByRole("textbox", { name: "Where did you hear about us?" }).fill("A friend");
    await nextButton(page).click();
    await expectStep(page, 5);
    await expectNoAxeViolations(page, { include: "main" });
  });

  test("the country picker, the city and the stored residence", async ({ page }) => {
    await arrive(page, "US");
    await stepCourse(page);
    await fillContact(page, "US", uniqueEmail("country"));
    const country = page.getByRole("combobox", { name: "Country *", exact: true });
    const city = page.getByRole("combobox", { name: "City *", exact: true });
    const phone = page.getByRole("textbox", { name: "Phone Number" });
    await country.click();
    await expect(
      page.getByText("Showing first 100 results. Type to search for more specific countries."),
    ).toBeVisible();
    await page.getByPlaceholder("Search country...").fill("Atlantis");
    await expect(page.getByText("No country found", { exact: true })).toBeVisible();
    await page.getByPlaceholder("Search country...").fill("Germ");
    await page.getByRole("option", { name: "Germany", exact: true }).click();
    // Another country clears a city that is not in it and swaps the dial prefix.
    await expect(city).toContainText("Select city...");
    await expect(phone).toHaveValue("+492125550123");
    await expect(nextButton(page)).toBeDisabled();
    await city.click();
    await page.getByPlaceholder("Search city...").fill("Berlin");
    await page.getByRole("option", { name: "Berlin", exact: true }).click();
    await expect(nextButton(page)).toBeEnabled();
    // A residence stored later (e.g. in the residence dialog) is followed.
    await page.evaluate(() => {
      const value = { country: "Egypt", city: "Cairo", timestamp: new Date().toISOString() };
      window.localStorage.setItem("userResidence", JSON.stringify(value));
      window.dispatchEvent(new CustomEvent("residenceDataUpdated", { detail: value }));
    });
    await expect(country).toContainText("Egypt");
    await expect(city).toContainText("Cairo");
    await expect(phone).toHaveValue("+202125550123");
  });

  test("the dropzone takes PNG and JPEG only, and the file can be removed", async ({ page }) => {
    await arrive(page, "EG");
    await stepCourse(page);
    const email = uniqueEmail("file");
    await fillContact(page, "EG", email);
    await nextButton(page).click();
    await confirmEmail(page, email);
    await stepBackground(page);
    await stepPlan(page, "EG");
    await expectStep(page, 6);
    await expectNoAxeViolations(page, { include: "main" });
    const schedule = nextButton(page, "Schedule Assessment");
    await expect(schedule).toBeDisabled();
    await page.locator('input[type="file"]').setInputFiles({
      name: "payment.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("%PDF-1.4\n%%EOF\n"),
    });
    await expect(page.getByTestId("screenshot-rejected")).toHaveText(
      "Only image files (JPG, PNG, JPEG) are accepted.",
    );
    await expect(schedule).toBeDisabled();
    await uploadScreenshot(page);
    await expect(schedule).toBeEnabled();
    await page.getByRole("button", { name: "Remove payment.png" }).click();
    await expect(schedule).toBeDisabled();
    await expect(page.getByTestId("screenshot-name")).toHaveCount(0);
    await expect(page.getByText(NO_SCREENSHOT)).toBeVisible();
    // The other tab shows the support fallback when no payment link is configured.
    await page.getByRole("tab", { name: "International payment link" }).click();
    await expect(page.getByRole("tabpanel")).toContainText(/support@kairos\.example|payment/);
  });

  test("a slot booked meanwhile shows the slot dialog and nothing is posted", async ({
    page,
    request,
  }) => {
    await arrive(page, "US");
    await throughPayment(page, "US", uniqueEmail("slot"));
    await chooseSlot(page);
    const slot = String((await draftOf(page))?.values.assessmentSlot ?? "");
    expect(slot).toMatch(/^\d+$/);
    // Someone else books the same slot first.
    const other = await applyDirectly(request, uniqueEmail("other"), slot);
    expect(other.status()).toBe(201);

    let posted = false;
    page.on("request", (req) => {
      if (req.url().endsWith("/api/trainings/apply")) posted = true;
    });
    await nextButton(page, "Complete Application").click();
    const dialog = page.getByRole("dialog", { name: "Time Slot No Longer Available" });
    await expect(dialog).toBeVisible();
    await expect(
      dialog.getByText(
        "Sorry, the time slot you selected is no longer available. Someone else may have booked it while you were completing your application.",
      ),
    ).toBeVisible();
    await dialog.getByRole("button", { name: "Choose Different Time Slot" }).click();
    await expect(dialog).toBeHidden();
    expect(posted).toBe(false);
    await expectStep(page, 7);
    await expect(page.getByRole("radio", { checked: true })).toHaveCount(0);
    await expect(nextButton(page, "Complete Application")).toBeDisabled();
    // The booked slot is no longer offered; another one completes the application.
    await expect(page.locator(`input[value="${slot}"]`)).toHaveCount(0);
    const days = page.getByRole("button", { name: /^[A-Z][a-z]+ \d{1,2}, \d{4}$/ });
    await days.first().click();
    await page
      .locator("label", { hasText: /^\d{1,2}:\d{2} [AP]M$/ })
      .first()
      .click();
    await nextButton(page, "Complete Application").click();
    await expect(page.getByRole("dialog", { name: "Application Submitted" })).toBeVisible();
  });

  test("when no code can be sent, step 2 lets the applicant go on; a second application is refused at the end with a way on", async ({
    page,
    request,
  }) => {
    // The mail server refuses this address (the run's catcher refuses refused.example), which
    // has applied already: no code can reach it, so only the submission's refusal can tell.
    const email = `dup-${randomUUID()}@refused.example`;
    expect(await applyOnce(request, email)).toBe(201);
    await arrive(page, "US");
    await stepCourse(page);
    await fillContact(page, "US", email);
    await nextButton(page).click();
    const notSent = page.getByTestId("code-not-sent");
    await expect(notSent).toContainText(
      `We could not send a code to ${email} just now. You can go on with your application.`,
    );
    await expect(notSent).toBeFocused();
    await expect(codeField(page)).toHaveCount(0);
    await expect(alreadyApplied(page)).toHaveCount(0);
    await expectNoAxeViolations(page, { include: "main" });
    await nextButton(page).click();
    await stepBackground(page);
    await stepPlan(page, "US");
    await stepPayment(page, "US");
    await chooseSlot(page);
    await nextButton(page, "Complete Application").click();
    const dialog = page.getByRole("dialog", { name: "Application Error" });
    await expect(dialog).toBeVisible();
    await expect(
      dialog.getByText(
        "An application for this training course already exists with this email address.",
      ),
    ).toBeVisible();
    await expect(dialog.getByText(/you do not need to apply or pay again/)).toBeVisible();
    await expect(
      dialog.getByText("Please try again or contact support if the problem persists."),
    ).toBeVisible();
    await expectNoAxeViolations(page, { include: "main" });
    await dialog.getByRole("button", { name: "Try Again" }).click();
    await expect(dialog).toBeHidden();
    // Every answer is kept.
    await expectStep(page, 7);
    expect((await draftOf(page))?.values.email).toBe(email);
    // Another address: back to the contact step, where that address is checked with a code.
    await nextButton(page, "Complete Application").click();
    await dialog.getByRole("button", { name: "Use Another E-mail" }).click();
    await expectStep(page, 2);
    const field = page.getByRole("textbox", { name: "Email" });
    await expect(field).toHaveValue(email);
    const other = uniqueEmail("other");
    await field.fill(other);
    await nextButton(page).click();
    await confirmEmail(page, other);
  });

  test("without free dates, step 6 completes the application directly", async ({ page }) => {
    // The round has no free dates: the tRPC answer for availableDates is emptied (batched
    // calls keep their other answers), and the apply answer is the server's success shape.
    await page.route("**/trpc/**", async (route) => {
      const procedures = new URL(route.request().url()).pathname.replace("/trpc/", "").split(",");
      if (!procedures.includes("assessments.availableDates")) return route.fallback();
      const response = await route.fetch();
      const body = (await response.json()) as unknown;
      const emptied = (entry: unknown, i: number) =>
        procedures[i] === "assessments.availableDates" ? { result: { data: [] } } : entry;
      const json = Array.isArray(body) ? body.map(emptied) : emptied(body, 0);
      await route.fulfill({ response, json });
    });
    let posted = "";
    await page.route("**/api/trainings/apply", async (route) => {
      posted = route.request().postData() ?? "";
      await route.fulfill({
        status: 201,
        json: {
          success: true,
          data: { message: "Thank you!", emailSent: false, application: { id: "x" } },
        },
      });
    });
    await arrive(page, "US");
    await stepCourse(page);
    const email = uniqueEmail("nodates");
    await fillContact(page, "US", email);
    await nextButton(page).click();
    await confirmEmail(page, email);
    await stepBackground(page);
    await stepPlan(page, "US");
    await expectStep(page, 6);
    const complete = nextButton(page, "Complete Application");
    await expect(complete).toBeDisabled();
    await uploadScreenshot(page);
    await complete.click();
    const dialog = page.getByRole("dialog", { name: "Application Submitted" });
    await expect(dialog.getByText("Thank you!")).toBeVisible();
    await expect(dialog.getByText(/could not send the confirmation e-mail/)).toContainText(
      "support@kairos.example",
    );
    expect(posted).not.toContain('name="assessmentSlot"');
    expect(posted).toContain('name="jobReferrals"\r\n\r\nyes');
  });

  test("a reload keeps the answers and asks for the screenshot again", async ({ page }) => {
    const email = uniqueEmail("reload");
    await arrive(page, "US");
    await stepCourse(page);
    await fillContact(page, "US", email);
    await nextButton(page).click();
    await confirmEmail(page, email);
    // The draft keeps the confirmed address: no code is asked again.
    await page.reload();
    await expectStep(page, 3);
    await page.getByRole("button", { name: "Previous" }).click();
    await expect(page.getByRole("textbox", { name: "Email" })).toHaveValue(email);
    await expect(page.getByRole("textbox", { name: "Phone Number" })).toHaveValue("+12125550123");
    await expect(page.getByRole("combobox", { name: "City *", exact: true })).toContainText(
      "New York City",
    );
    await nextButton(page).click();
    await stepBackground(page);
    await stepPlan(page, "US");
    await stepPayment(page, "US");
    await expectStep(page, 7);
    await page.reload();
    await expectStep(page, 6);
    await expect(page.getByText(/please upload it again/)).toBeVisible();
    await expect(nextButton(page, "Schedule Assessment")).toBeDisabled();
    await uploadScreenshot(page);
    await nextButton(page, "Schedule Assessment").click();
    await expectStep(page, 7);
  });

  test("the browser's Back and Forward move between steps, the titles reach completed ones", async ({
    page,
  }) => {
    // A link to a later step opens the first incomplete one.
    await arrive(page, "US", "/register?step=5");
    await expectStep(page, 1);
    await expect(page).toHaveURL((url) => url.searchParams.get("step") === "1");
    await stepCourse(page);
    const email = uniqueEmail("history");
    await fillContact(page, "US", email);
    await nextButton(page).click();
    await confirmEmail(page, email);
    await expect(page).toHaveURL((url) => url.searchParams.get("step") === "3");

    await page.goBack();
    await expectStep(page, 2);
    await expect(page.locator("#application-step-heading")).toBeFocused();
    await expect(page.getByRole("textbox", { name: "Full Name" })).toHaveValue("Mona Hassan");
    await page.goBack();
    await expectStep(page, 1);
    await page.goForward();
    await page.goForward();
    await expectStep(page, 3);

    // The step titles: a completed step is a button, a step not reached yet is not.
    const steps = page.getByLabel("Application steps");
    await steps.getByRole("button", { name: /Course/ }).click();
    await expectStep(page, 1);
    await steps.getByRole("button", { name: /Contact/ }).click();
    await expectStep(page, 2);
    await expect(steps.getByRole("button", { name: /Payment Plan/ })).toBeDisabled();
    await steps.getByRole("button", { name: /Background/ }).click();
    await expectStep(page, 3);
  });
});

test.describe("the payment screenshot on a phone", { tag: "@mobile" }, () => {
  test("checked by its bytes when chosen, shown small with a whole Remove; a server refusal brings the applicant back to it", async ({
    page,
  }) => {
    // Steps 1 to 5 answered earlier (a draft): the form reopens on step 6, which needs the file.
    const email = uniqueEmail("phone-file");
    const draft = {
      step: 5,
      values: {
        emailCheck: confirmedEmail(email, "round-3"),
        trainingCourse: "round-3",
        secondLanguage: "Arabic",
        customLanguage: "",
        fullName: "Mona Hassan",
        countryCode: "EG",
        phoneNumber: "+201001234567",
        email,
        selectedCountry: "Egypt",
        selectedCity: "Cairo",
        occupation: "student",
        jobTitle: "",
        interests: ["Want to earn extra income"],
        otherInterest: "",
        jobReferrals: "yes",
        hearAbout: "facebook",
        otherHearAbout: "",
        paymentPlan: "full-payment",
        assessmentDate: "",
        assessmentSlot: "",
      },
    };
    await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
      DRAFT_KEY,
      JSON.stringify(draft),
    ] as const);
    await arrive(page, "EG");
    await expectStep(page, 6);
    const input = page.locator('input[type="file"]');
    const schedule = nextButton(page, "Schedule Assessment");

    // A text file renamed .png is refused at the field, by its first bytes.
    await input.setInputFiles({
      name: "payment.png",
      mimeType: "image/png",
      buffer: Buffer.from("Transfer of LE 8,500: this is a text file, not a screenshot."),
    });
    await expect(page.getByTestId("screenshot-rejected")).toHaveText(WRONG_TYPE);
    await expect(page.getByTestId("screenshot-name")).toHaveCount(0);
    await expect(schedule).toBeDisabled();

    // A PNG with a web page behind it starts as an image: only the server's whole-file check
    // refuses it.
    const name = "Screenshot_2026-03-01-10-15-42-123_com.banking.app.png";
    await input.setInputFiles({
      name,
      mimeType: "image/png",
      buffer: Buffer.concat([PNG, Buffer.from("<html><body>not only an image</body></html>")]),
    });
    await expect(page.getByTestId("screenshot-name")).toHaveText(name);
    await expect(page.getByRole("img", { name: `Preview of ${name}` })).toBeVisible();
    const remove = page.getByRole("button", { name: `Remove ${name}` });
    await expect(remove).toHaveText("Remove");
    // Whole at 375 px: neither the button nor its label is cut, and it ends inside the screen.
    const cut = await remove.evaluate((button) =>
      [button, ...button.querySelectorAll("*")].some((part) => part.scrollWidth > part.clientWidth),
    );
    expect(cut).toBe(false);
    const box = await remove.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(375);
    await expectNoAxeViolations(page, { include: "main" });

    await schedule.click();
    await chooseSlot(page);
    await nextButton(page, "Complete Application").click();
    // Back on step 6, the server's message at the field, which has the focus; no dialog.
    await expectStep(page, 6);
    await expect(page.getByTestId("screenshot-error")).toHaveText(WRONG_TYPE);
    const dropzone = page.locator('[aria-labelledby="screenshot-label"]');
    await expect(dropzone).toBeFocused();
    await expect(dropzone).toHaveAccessibleDescription(WRONG_TYPE);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expectNoAxeViolations(page, { include: "main" });

    // A real screenshot: the slot chosen before is still there and the application goes in.
    await uploadScreenshot(page);
    await schedule.click();
    await expectStep(page, 7);
    await nextButton(page, "Complete Application").click();
    await expect(page.getByRole("dialog", { name: "Application Submitted" })).toBeVisible();
  });
});

// Step 2's e-mail code on the phone where the duplicate was seen (decision 0009): a first
// application goes on after its code with nothing said about applying; a second one with the
// same address learns, after the code and before any payment, that it has applied, with the way
// to its page.
test.describe("step 2's e-mail code on a phone", { tag: "@mobile" }, () => {
  test("a first application goes on after its code; a second one learns it has applied, with its page", async ({
    page,
    request,
  }) => {
    const applied = uniqueEmail("applied");
    expect(await applyOnce(request, applied)).toBe(201);
    const fresh = uniqueEmail("fresh");
    await arrive(page, "US");
    await stepCourse(page);
    await fillContact(page, "US", fresh);
    await nextButton(page).click();

    // The code field: labelled, numeric, for the phone's one-time-code suggestion; focused.
    await expect(page.getByRole("heading", { name: "Confirm your e-mail address" })).toBeVisible();
    await expect(page.getByTestId("code-sent")).toHaveText(codeSent(fresh));
    const field = codeField(page);
    await expect(field).toBeFocused();
    await expect(field).toHaveAttribute("inputmode", "numeric");
    await expect(field).toHaveAttribute("autocomplete", "one-time-code");
    await expect(nextButton(page, "Confirm")).toBeEnabled();
    await expect(alreadyApplied(page)).toHaveCount(0);
    await expectNoAxeViolations(page, { include: "main" });

    // A wrong code says so at the field, with the tries left.
    const code = await emailCodeTo(fresh);
    await field.fill(String((Number(code) + 1) % 1_000_000).padStart(6, "0"));
    await nextButton(page, "Confirm").click();
    await expect(page.getByText("This code is not right. 4 tries left.")).toBeVisible();
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toBeFocused();
    await field.fill(code);
    await nextButton(page, "Confirm").click();
    await expectStep(page, 3);
    await expect(alreadyApplied(page)).toHaveCount(0);

    // Back on step 2, another address, which has applied: its code first.
    await page.getByRole("button", { name: "Previous" }).click();
    await expectStep(page, 2);
    const email = page.getByRole("textbox", { name: "Email" });
    await email.fill(applied);
    await nextButton(page).click();
    await expect(page.getByTestId("code-sent")).toHaveText(codeSent(applied));
    await expect(alreadyApplied(page)).toHaveCount(0);
    // "Change the e-mail address" and back within half a minute: the code sent still works.
    await page.getByRole("button", { name: "Change the e-mail address" }).click();
    await expect(email).toBeFocused();
    await nextButton(page).click();
    await expect(page.getByTestId("code-sent")).toHaveText(
      `We sent a code to ${applied} a moment ago, and it still works. If it has not arrived, look in your spam folder, or ask for a new code in half a minute.`,
    );
    await codeField(page).fill(await emailCodeTo(applied));
    await nextButton(page, "Confirm").click();

    const notice = page.getByTestId("already-applied");
    await expect(notice).toBeFocused();
    await expect(notice).toContainText(
      new RegExp(
        `You have already applied to Round 3 with ${applied.replace(/[.]/g, "\\.")} \\(reference (APP-\\d{6})\\)\\. You do not need to apply or pay again`,
      ),
    );
    const reference = /APP-\d{6}/.exec((await notice.textContent()) ?? "")?.[0] ?? "";
    // No way on to the payment: step 2 stays, its Next disabled.
    await expectStep(page, 2);
    await expect(nextButton(page)).toBeDisabled();
    await expectNoAxeViolations(page, { include: "main" });
    const open = notice.getByRole("link", { name: "Open your application page" });
    const box = await open.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(375);
    await open.click();
    await expect(page).toHaveURL(/\/application\/[a-z2-7]+\.[a-z2-7]+$/);
    await expect(
      page.getByText(`Reference ${reference}: please quote it when you write to us.`),
    ).toBeVisible();
  });
});

/** A complete application by `email` for a free slot, straight to the server; its status. */
async function applyOnce(request: APIRequestContext, email: string): Promise<number> {
  const dates = await request.get(
    `/trpc/assessments.availableDates?input=${encodeURIComponent(JSON.stringify({ roundId: "round-3" }))}`,
  );
  const date = ((await dates.json()) as { result: { data: string[] } }).result.data.at(-1);
  const slots = await request.get(
    `/trpc/assessments.availableSlots?input=${encodeURIComponent(JSON.stringify({ roundId: "round-3", date }))}`,
  );
  const slot = ((await slots.json()) as { result: { data: { id: number }[] } }).result.data.at(-1);
  const answer = await applyDirectly(request, email, String(slot?.id));
  return answer.status();
}
