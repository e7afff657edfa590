import { randomUUID } from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { createStaff, type StaffAccount, signIn } from "./staff";

// Staff manage the assessment slots at /admin/slots: a weekly series created in Egypt time is
// offered on /register, an applicant books it, and staff move the booking to another slot.

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);
const WEEKDAY_LABELS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

/** YYYY-MM-DD of the Egypt-time day `days` from today. */
function egyptDay(days: number): string {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Africa/Cairo" }).format(new Date());
  const d = new Date(`${today}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
const at = (date: string) => new Date(`${date}T12:00:00Z`);
const format = (date: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat("en-US", { timeZone: "UTC", ...options }).format(at(date));
/** The slot screen's day heading: "Tuesday, December 8, 2026". */
const dayHeading = (date: string) =>
  format(date, { weekday: "long", month: "long", day: "numeric", year: "numeric" });
/** Mantine's calendar day button: "8 December 2026". */
const calendarDay = (date: string) =>
  `${format(date, { day: "numeric" })} ${format(date, { month: "long", year: "numeric" })}`;

async function expectNoAxeViolations(page: Page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== "running"),
  );
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
  ).toEqual([]);
}

/** Opens a date field's calendar and picks `date`, moving month by month. */
async function pickDate(page: Page, field: Locator, date: string) {
  await field.click();
  const day = page.getByRole("button", { name: calendarDay(date), exact: true });
  for (let i = 0; i < 3 && !(await day.isVisible()); i++) {
    await page.getByRole("button", { name: "Next month" }).click();
  }
  await day.click();
}

async function pickTime(dialog: Locator, label: string, time: string) {
  const select = dialog.getByRole("combobox", { name: label });
  await select.click();
  await select.fill(time);
  await dialog.page().getByRole("option", { name: time, exact: true }).click();
}

/** The slot of `date` at 3:30 PM on the staff screen. */
const slotCard = (page: Page, date: string) =>
  page.getByRole("region", { name: dayHeading(date) }).getByRole("article", { name: "3:30 PM" });

/** An applicant in Cairo completes /register and books the 3:30 PM slot of `date`. */
async function applyFor(page: Page, fullName: string, email: string, date: string) {
  await page.route("**/api/geo", (route) =>
    route.fulfill({
      json: {
        success: true,
        data: { country: "Egypt", countryCode: "EG", city: "Cairo", ip: "1.2.3.4" },
      },
    }),
  );
  const residence = JSON.stringify({
    country: "Egypt",
    city: "Cairo",
    timestamp: new Date().toISOString(),
  });
  await page.addInitScript((value) => {
    window.localStorage.setItem("userResidence", value);
  }, residence);
  await page.goto("/register");
  const next = (name = "Next") => page.getByRole("button", { name, exact: true });

  const language = page.getByRole("combobox", { name: "Second Language" });
  await language.click();
  await language.fill("Arab");
  await page.getByRole("option", { name: "Arabic", exact: true }).click();
  await next().click();

  await page.getByRole("textbox", { name: "Full Name" }).fill(fullName);
  const phone = page.getByRole("textbox", { name: "Phone Number" });
  await expect(phone).toHaveValue("+20");
  await phone.pressSequentially("1001234567");
  await page.getByRole("textbox", { name: "Email" }).fill(email);
  await next().click();

  await page.getByRole("radio", { name: "Student" }).check();
  await page.getByRole("checkbox", { name: "Want to earn extra income" }).check();
  await next().click();
  await page.getByRole("radio", { name: "Facebook" }).check();
  await next().click();
  await page.getByRole("radio", { name: /Full Payment/ }).check();
  await next("Proceed to Payment").click();
  await page.locator('input[type="file"]').setInputFiles({
    name: "payment.png",
    mimeType: "image/png",
    buffer: PNG,
  });
  await next("Schedule Assessment").click();

  // Step 7: the new slot's date is offered; its 3:30 PM slot is there.
  await expect(page.getByTestId("step-indicator")).toHaveText("Step 7 of 7");
  const label = format(date, { month: "long", day: "numeric", year: "numeric" });
  const day = page.getByRole("button", { name: label, exact: true });
  for (let i = 0; i < 3 && !(await day.isVisible()); i++) {
    await page.getByRole("button", { name: "Next month" }).click();
  }
  await day.click();
  await page.locator("label", { hasText: /^3:30 PM$/ }).click();
  await expect(page.getByRole("radio", { name: "3:30 PM" })).toBeChecked();
  await next("Complete Application").click();
  await expect(page.getByRole("dialog", { name: "Application Submitted" })).toBeVisible();
}

test.describe("assessment slots admin", { tag: "@desktop" }, () => {
  let admin: StaffAccount;

  test.beforeAll(async ({ request }) => {
    admin = await createStaff(request, { role: "admin" });
  });

  test("a weekly series is offered, booked, and a booking moved", async ({ page }) => {
    // Two screens and the whole application form: longer than one screen's test.
    test.setTimeout(120_000);
    // Two weeks after the demo slots' dates; the weekdays of the 2nd and 4th day of the range.
    const from = egyptDay(16);
    const to = egyptDay(29);
    const first = egyptDay(17);
    const second = egyptDay(19);
    const third = egyptDay(24);
    const fourth = egyptDay(26);
    const weekdays = [first, second].map((d) => WEEKDAY_LABELS[at(d).getUTCDay()] ?? "");

    await page.goto("/admin/login");
    await signIn(page, admin);
    await expect(page).toHaveURL((url) => url.pathname === "/admin/dashboard");
    await page
      .getByRole("navigation", { name: "Admin" })
      .getByRole("link", { name: "Assessment Slots" })
      .click();
    await expect(page).toHaveURL((url) => url.pathname === "/admin/slots");
    await expect(page.getByRole("heading", { level: 1, name: "Assessment Slots" })).toBeVisible();
    await expect(page.getByRole("combobox", { name: "Round" })).toHaveValue("Round 3");
    await expect(page.getByLabel("Loading slots")).toHaveCount(0);
    await expectNoAxeViolations(page);

    // The series: two weekdays over two weeks at 3:30 PM, 30 minutes each.
    await page.getByRole("button", { name: "New slots" }).click();
    const dialog = page.getByRole("dialog", { name: "New slots" });
    await expect(dialog.getByText("Fill in the form to see the slots")).toBeVisible();
    await pickDate(page, dialog.getByRole("button", { name: "From" }), from);
    await pickDate(page, dialog.getByRole("button", { name: "To" }), to);
    for (const day of weekdays) await dialog.getByRole("checkbox", { name: day }).check();
    await pickTime(dialog, "Start time", "3:30 PM");
    await pickTime(dialog, "End time", "4:00 PM");
    await expect(dialog.getByText("4 slots will be created", { exact: true })).toBeVisible();
    const preview = dialog.getByRole("list", { name: "First new slots" });
    await expect(preview.getByRole("listitem")).toHaveCount(4);
    await expect(preview.getByRole("listitem").first()).toContainText("3:30 PM");
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Create slots" }).click();
    await expect(page.getByText("4 slots created", { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();
    for (const date of [first, second, third, fourth]) {
      await expect(slotCard(page, date)).toContainText("0/1 booked");
    }

    // An applicant books the first of them on /register (the staff session does not matter there).
    const tag = randomUUID().slice(0, 8);
    const name = `Slot Mover ${tag}`;
    const email = `mover-${tag}@example.com`;
    await applyFor(page, name, email, first);

    await page.goto("/admin/slots");
    const booked = slotCard(page, first);
    await expect(booked).toContainText("1/1 booked");
    await expect(booked.getByRole("link", { name })).toBeVisible();
    await expect(booked).toContainText(email);
    await expect(booked.getByRole("button", { name: /^Delete slot/ })).toBeDisabled();
    await expect(booked).toContainText("Booked slots cannot be deleted");

    // Move it to the second slot: the old one is free again.
    await booked.getByRole("button", { name: `Move booking of ${name}` }).click();
    const move = page.getByRole("dialog", { name: "Move booking" });
    const target = move.getByRole("combobox", { name: "New time slot" });
    await target.click();
    await page
      .getByRole("option", {
        name: new RegExp(
          `${format(second, { month: "short", day: "numeric", year: "numeric" })} · 3:30 PM`,
        ),
      })
      .click();
    await move.getByRole("button", { name: "Move booking" }).click();
    await expect(page.getByText(new RegExp(`^${name} moved to `))).toBeVisible();
    await expect(move).toBeHidden();
    await expect(slotCard(page, second)).toContainText("1/1 booked");
    await expect(slotCard(page, second).getByRole("link", { name })).toBeVisible();
    await expect(slotCard(page, first)).toContainText("0/1 booked");
    await expect(slotCard(page, first).getByRole("link", { name })).toHaveCount(0);

    // A free slot can be deleted after confirming.
    await slotCard(page, fourth)
      .getByRole("button", { name: /^Delete slot/ })
      .click();
    const confirm = page.getByRole("dialog", { name: "Delete slot" });
    await confirm.getByRole("button", { name: "Delete slot" }).click();
    await expect(page.getByRole("region", { name: dayHeading(fourth) })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});
