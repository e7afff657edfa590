import { randomUUID } from "node:crypto";
import { type APIRequestContext, expect } from "@playwright/test";
import { applicationDraft, openDraft, PNG } from "./applicants";
import { expectNoAxeViolations } from "./axe";
import { test } from "./fixtures";
import { mailTo, personalLinkOf } from "./outbox";
import { cohortDate, cohortRange, dayFromToday, saveRound3, seededRound3 } from "./rounds";
import { adminToken, createStaff, openConsoleAs, signInAsNewAdmin } from "./staff";

// Users and Settings, admin-only screens, and a moderator kept out of every admin-only screen
// (API keys and Webhooks too). This spec changes the announced cohort, which every page shows:
// it runs in the "site-wide" project, after the other specs (playwright.config).

test.describe("announced cohort", { tag: "@desktop" }, () => {
  // Only this test changes round 3; the others in this file leave it alone.
  test.afterEach(async ({ request }) => {
    await saveRound3(request);
  });

  test("an admin moves round 3 and the landing banner follows", async ({ page, request }) => {
    const seeded = await seededRound3(request);
    await signInAsNewAdmin(page, request);
    const sidebar = page.getByRole("navigation", { name: "Admin" });
    await sidebar.getByRole("link", { name: "Settings" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();

    const rounds = page.getByRole("table", { name: "Rounds" });
    await expect(rounds.getByRole("row", { name: /Round 3/ })).toContainText(
      cohortRange(seeded.startDate, seeded.endDate),
    );
    await expectNoAxeViolations(page);

    // Later dates, still ahead of today (a round that has started is not announced, GAP-26).
    const start = dayFromToday(70);
    const end = dayFromToday(122);
    await rounds.getByRole("button", { name: "Edit Round 3" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Round 3" });
    await dialog.getByLabel("Start date").fill(start);
    await dialog.getByLabel("End date").fill(dayFromToday(60));
    await dialog.getByRole("button", { name: "Save round" }).click();
    await expect(dialog.getByText("End date cannot be before the start date")).toBeVisible();
    await dialog.getByLabel("End date").fill(end);
    await dialog.getByRole("button", { name: "Save round" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole("status").filter({ hasText: "Round saved" })).toBeVisible();
    await expect(rounds.getByRole("row", { name: /Round 3/ })).toContainText(
      cohortRange(start, end),
    );

    await page.goto("/");
    await expect(
      page.getByRole("link", { name: new RegExp(`Next cohort starts ${cohortDate(start)}`) }),
    ).toBeVisible();
    await expect(page.getByText(`Next cohort starts ${cohortDate(seeded.startDate)}`)).toHaveCount(
      0,
    );
    await expect(page.getByText(cohortRange(start, end)).first()).toBeVisible();
  });
});

/** The Settings document over REST (an admin's key), to restore what a test changed. */
async function settingsOf(request: APIRequestContext): Promise<Record<string, unknown>> {
  const res = await request.get("/api/settings", {
    headers: { Authorization: `Bearer ${await adminToken(request)}` },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { settings: Record<string, unknown> } }).data.settings;
}

test.describe("one price everywhere", { tag: "@desktop" }, () => {
  let before: Record<string, unknown>;
  test.beforeEach(async ({ request }) => {
    before = await settingsOf(request);
  });
  test.afterEach(async ({ request }) => {
    const res = await request.put("/api/settings", {
      headers: { Authorization: `Bearer ${await adminToken(request)}` },
      data: before,
    });
    expect(res.status()).toBe(200);
  });

  test("a new early bird price is what the course page, step 5, the mail and the applicant's page charge", async ({
    page,
    request,
  }) => {
    test.slow();
    await signInAsNewAdmin(page, request, { at: "/admin/settings" });
    const prices = page.getByRole("region", { name: "Prices" });
    // One field per amount: the early bird price is the full payment.
    await expect(prices.getByLabel(/full payment, EGP/i)).toHaveCount(0);
    await prices.getByLabel("EGP early bird price").fill("8000");
    await prices.getByLabel("EGP installment").fill("4500");
    await prices.getByRole("button", { name: "Save prices" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Prices saved" })).toBeVisible();

    // The course page, for a visitor living in Egypt.
    await page.addInitScript(() => {
      const residence = { country: "Egypt", city: "Cairo", timestamp: new Date().toISOString() };
      window.localStorage.setItem("userResidence", JSON.stringify(residence));
    });
    await page.goto("/medical-training");
    await expect(page.getByTestId("early-bird-price")).toHaveText("LE 8,000");
    await expect(page.getByTestId("installment-offer")).toHaveText(
      "Pay LE 8,000 in full, or LE 9,000 in 2 installments of LE 4,500 (LE 1,000 more than paying in full).",
    );

    // Step 5 charges the same, and the application records it.
    const email = `price-${randomUUID()}@example.com`;
    await openDraft(page, applicationDraft(5, { email, fullName: "Price Checker" }));
    await expect(page.getByTestId("price-full-payment")).toHaveText("LE 8,000");
    await expect(page.getByTestId("price-two-payments")).toHaveText("LE 9,000");
    await page.getByRole("radio", { name: /Full Payment/ }).click();
    await page.getByRole("button", { name: "Proceed to Payment" }).click();
    await expect(page.getByTestId("amount-due")).toHaveText("LE 8,000");
    await page.locator('input[type="file"]').setInputFiles({
      name: "payment.png",
      mimeType: "image/png",
      buffer: PNG,
    });
    await page.getByRole("button", { name: "Schedule Assessment" }).click();
    await page
      .getByRole("button", { name: /^[A-Z][a-z]+ \d{1,2}, \d{4}$/ })
      .first()
      .click();
    await page
      .locator("label", { hasText: /^\d{1,2}:\d{2} [AP]M$/ })
      .first()
      .click();
    await page.getByRole("button", { name: "Complete Application" }).click();
    await expect(page.getByRole("dialog", { name: "Application Submitted" })).toBeVisible();

    // The confirmation mail and the applicant's page state the amount recorded.
    const mail = await mailTo(email, "Your Kairos training application");
    expect(mail).toContain("Full Payment: LE 8,000 with the application");
    await page.goto(personalLinkOf(mail));
    await expect(page.getByTestId("amount-owed")).toHaveText("LE 8,000 (EGP)");
    await expect(page.getByText("LE 8,500")).toHaveCount(0);
  });
});

test.describe("admin settings forms", { tag: "@desktop" }, () => {
  test("an admin saves a price and the support e-mail; invalid values are refused", async ({
    page,
    request,
  }) => {
    await signInAsNewAdmin(page, request, { at: "/admin/settings" });
    const support = page.getByRole("region", { name: "Support contact" });
    await support.getByLabel("Support email").fill("not-an-email");
    await support.getByRole("button", { name: "Save support contact" }).click();
    await expect(support.getByText("Please enter a valid support email address")).toBeVisible();

    const prices = page.getByRole("region", { name: "Prices" });
    const usdEarly = prices.getByLabel("USD early bird price");
    await expect(usdEarly).toHaveValue("450");
    await usdEarly.fill("600");
    await prices.getByRole("button", { name: "Save prices" }).click();
    await expect(
      prices.getByText("The USD early bird price cannot be more than the list price"),
    ).toBeVisible();
    // A valid table is saved (the same amounts: parallel specs keep their prices).
    await usdEarly.fill("450");
    await prices.getByRole("button", { name: "Save prices" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Prices saved" })).toBeVisible();
  });
});

test.describe("staff alerts settings", { tag: "@desktop" }, () => {
  test("an admin sends contact messages in the daily digest, at an hour and reminder days of their choice", async ({
    page,
    request,
  }) => {
    await signInAsNewAdmin(page, request, { at: "/admin/settings" });
    const alerts = page.getByRole("region", { name: "Staff alerts" });
    const messages = alerts.getByRole("radiogroup", { name: "Contact messages" });
    const hour = alerts.getByRole("combobox", { name: "Daily digest at" });
    const days = alerts.getByLabel("Installment reminder (days before the due date)");
    const save = alerts.getByRole("button", { name: "Save staff alerts" });
    const saved = page.getByRole("status").filter({ hasText: "Staff alerts saved" });
    await expect(messages.getByRole("radio", { name: "Each one" })).toBeChecked();
    await expect(hour).toHaveValue("8:00 AM (Egypt time)");
    await expect(days).toHaveValue("3");
    await expectNoAxeViolations(page, { include: "section[aria-labelledby=alerts-title]" });

    // At most 14 days: a larger number is brought back to it.
    await days.fill("20");
    await days.blur();
    await expect(days).toHaveValue("14");
    await days.fill("5");
    await messages.getByRole("radio", { name: "Daily digest" }).check();
    await hour.click();
    await page.getByRole("option", { name: "6:00 PM (Egypt time)" }).click();
    await save.click();
    await expect(saved).toBeVisible();

    await page.reload();
    await expect(messages.getByRole("radio", { name: "Daily digest" })).toBeChecked();
    await expect(hour).toHaveValue("6:00 PM (Egypt time)");
    await expect(days).toHaveValue("5");

    // Back as they were, for the specs after this one.
    await messages.getByRole("radio", { name: "Each one" }).check();
    await hour.click();
    await page.getByRole("option", { name: "8:00 AM (Egypt time)" }).click();
    await days.fill("3");
    await save.click();
    await expect(saved).toBeVisible();
  });
});

test.describe("admin users", { tag: "@desktop" }, () => {
  test("an admin adds a moderator, then disables them", async ({ page, request }) => {
    await signInAsNewAdmin(page, request);
    await page
      .getByRole("navigation", { name: "Admin" })
      .getByRole("link", { name: "Users" })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: "Users" })).toBeVisible();
    await expectNoAxeViolations(page);

    const email = `new-mod-${Date.now()}@example.com`;
    await page.getByRole("button", { name: "Add staff" }).click();
    const dialog = page.getByRole("dialog", { name: "Add staff" });
    await dialog.getByRole("textbox", { name: "Email" }).fill(email);
    await dialog.getByRole("textbox", { name: "First name" }).fill("Mona");
    await dialog.getByRole("textbox", { name: "Username" }).fill(`mona${Date.now()}`);
    // The new member chooses their own password (AUTH-19; the whole journey: auth.spec.ts).
    await dialog.getByRole("button", { name: "Send invitation" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: `${email} has been e-mailed a link` }),
    ).toBeVisible();

    // Newest first: the account just added leads the list; the search finds it too.
    await page.getByRole("searchbox", { name: "Search" }).fill(email);
    const row = page.getByRole("row", { name: new RegExp(email) });
    await expect(page.getByRole("row")).toHaveCount(2);
    await expect(row).toContainText("Moderator");
    await expect(row).toContainText("Invited, not yet accepted");
    await row.getByRole("button", { name: `Actions for ${email}` }).click();
    await page.getByRole("menuitem", { name: "Disable" }).click();
    const confirm = page.getByRole("dialog", { name: "Disable account" });
    await expect(confirm).toContainText("signed out at once");
    await confirm.getByRole("button", { name: "Disable" }).click();
    await expect(row).toContainText("Disabled");
  });

  test("one's own account offers no Disable and no Reset password", async ({ page, request }) => {
    const admin = await signInAsNewAdmin(page, request, { at: "/admin/users" });
    await page.getByRole("searchbox", { name: "Search" }).fill(admin.email);
    const row = page.getByRole("row", { name: new RegExp(admin.email) });
    await expect(row).toContainText("(you)");
    // The row's actions are named in sight, not by an icon alone.
    const actions = row.getByRole("button", { name: `Actions for ${admin.email}` });
    await expect(actions).toHaveText("Actions");
    await actions.click();
    // One's own password changes with the current one, from the console's menu (AUTH-21).
    await expect(page.getByRole("menuitem", { name: /^Make / })).toBeVisible();
    await expect(page.getByRole("menuitem", { name: "Reset password" })).toHaveCount(0);
    await expect(page.getByRole("menuitem", { name: "Disable" })).toHaveCount(0);
    await page.keyboard.press("Escape");
    await expect(row).toContainText("Active");
  });

  test("a moderator sees none of the admin-only links and is turned away from those screens", async ({
    page,
    request,
  }) => {
    const moderator = await createStaff(request, { role: "moderator" });
    await openConsoleAs(page, moderator);
    const sidebar = page.getByRole("navigation", { name: "Admin" });
    await expect(sidebar.getByRole("link", { name: "Dashboard" })).toBeVisible();
    for (const name of ["Users", "Settings", "API keys", "Webhooks", "Access log"]) {
      await expect(sidebar.getByRole("link", { name })).toHaveCount(0);
    }
    const adminOnly = [
      "/admin/users",
      "/admin/settings",
      "/admin/api-keys",
      "/admin/webhooks",
      "/admin/access-log",
    ];
    for (const path of adminOnly) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/unauthorized$/);
      await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
    }
  });
});
