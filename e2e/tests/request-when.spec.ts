import { randomUUID } from "node:crypto";
import { expect, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { test } from "./fixtures";
import { createStaff, openConsoleAs } from "./staff";

// GAP-02 (the spec asks none): a visitor says when and where the interpreter is needed (date, start
// time, duration, setting) in the request form's "When and where" group, and staff read it in the
// request's drawer.

/** YYYY-MM-DD of the Egypt-time day `days` from today. */
function egyptDay(days: number): string {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Africa/Cairo" }).format(new Date());
  const d = new Date(`${today}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
const part = (date: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat("en-GB", { timeZone: "UTC", ...options }).format(
    new Date(`${date}T12:00:00Z`),
  );
/** Mantine's calendar day button: "8 December 2026". */
const calendarDay = (date: string) =>
  `${part(date, { day: "numeric" })} ${part(date, { month: "long" })} ${part(date, { year: "numeric" })}`;
/** The drawer's day: "Tuesday, 8 December 2026". */
const dayInWords = (date: string) => `${part(date, { weekday: "long" })}, ${calendarDay(date)}`;

async function pick(page: Page, label: string, option: string) {
  await page.getByRole("combobox", { name: label }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

test.describe("when and where of a request", { tag: "@desktop" }, () => {
  test("the visitor gives date, time, duration and setting; staff read them", async ({
    page,
    request,
  }) => {
    const tag = `zw${randomUUID().slice(0, 8)}`;
    const date = egyptDay(10);
    await page.route("**/api/geo", (route) => route.fulfill({ status: 500, body: "" }));
    await page.goto("/request-interpreter");
    await page.getByRole("textbox", { name: "Full Name" }).fill(`Wren ${tag}`);
    await page.getByRole("textbox", { name: "Email" }).fill(`wren-${tag}@example.com`);
    await page.getByRole("textbox", { name: "Phone Number" }).fill("+15551234567");
    for (const [label, language] of [
      ["Source Language", "English"],
      ["Target Language", "Arabic"],
    ] as const) {
      await page.getByRole("combobox", { name: label }).fill(language);
      await page.getByRole("option", { name: language, exact: true }).click();
    }
    await page.getByRole("radio", { name: "Video Remote Interpreting" }).check();

    const group = page.getByRole("group", { name: "When and where" });
    await group.getByRole("button", { name: "Date" }).click();
    const day = page.getByRole("button", { name: calendarDay(date), exact: true });
    for (let i = 0; i < 2 && !(await day.isVisible()); i++) {
      await page.getByRole("button", { name: "Next month" }).click();
    }
    await day.click();
    await group.getByLabel("Start time").fill("14:00");
    await pick(page, "Duration", "1 h 30 min");
    await pick(page, "Setting", "Emergency department");
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Submit Request" }).click();
    await expect(page.getByRole("dialog", { name: "Request Submitted" })).toBeVisible();

    const staff = await createStaff(request, { role: "moderator" });
    await openConsoleAs(page, staff, `/admin/requests?q=${tag}`);
    await page.getByRole("button", { name: `Open the request of Wren ${tag}` }).click();
    const details = page
      .getByRole("dialog", { name: `Request from Wren ${tag}` })
      .getByRole("table", { name: "Request details" });
    await expect(details.getByRole("row", { name: /^When/ })).toContainText(
      `${dayInWords(date)}, 14:00, 1 h 30 min`,
    );
    await expect(details.getByRole("row", { name: /^Setting/ })).toContainText(
      "Emergency department",
    );
  });
});

test.describe("when and where on a phone", { tag: "@mobile" }, () => {
  test("the four fields stand one under the other at 375 px", async ({ page }) => {
    await page.goto("/request-interpreter");
    const group = page.getByRole("group", { name: "When and where" });
    const boxes = [];
    for (const field of [
      group.getByRole("button", { name: "Date" }),
      group.getByLabel("Start time"),
      group.getByRole("combobox", { name: "Duration" }),
      group.getByRole("combobox", { name: "Setting" }),
    ]) {
      await expect(field).toBeVisible();
      boxes.push(await field.boundingBox());
    }
    for (let i = 1; i < boxes.length; i++) {
      expect(boxes[i]?.y ?? 0).toBeGreaterThan(
        (boxes[i - 1]?.y ?? 0) + (boxes[i - 1]?.height ?? 0),
      );
    }
  });
});
